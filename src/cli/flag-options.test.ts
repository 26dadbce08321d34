import { describe, expect, it } from 'vitest';
import { flagOptions } from './flag-options.ts';

describe('flagOptions', () => {
  it('gives each named flag its parseArgs type', () => {
    expect(flagOptions({ string: ['out', 'png-scale'], boolean: ['no-cut-marks'] })).toEqual({
      out: { type: 'string' },
      'png-scale': { type: 'string' },
      'no-cut-marks': { type: 'boolean' },
    });
  });

  it('takes string flags alone', () => {
    expect(flagOptions({ string: ['format'] })).toEqual({ format: { type: 'string' } });
  });
});
