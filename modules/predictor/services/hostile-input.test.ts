/**
 * Issue 15, point 1: long runs of blanks, commas and digits in the predictor's query (every field)
 * and in the time parser it shares with the band builder. Each ends with a result or field
 * issues, never an exception; time goes to `npm run bench`, never into a test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RUNS, hostileText } from '../../../src/lib/hostile-text.test-support.ts';
import { hostileRuns } from '../../../src/lib/hostile-runs.ts';
import { parseDuration } from '../../../src/lib/time-format.ts';
import { hostileQueries } from '../bench/hostile-queries.ts';
import { parseDecimal, parsePredictorQuery } from './predictor-query.ts';

function check(text: string) {
  for (const query of hostileQueries(text)) expect(['empty', 'invalid', 'valid']).toContain(parsePredictorQuery(query).state);
  const seconds = parseDuration(text);
  expect(seconds === null || Number.isFinite(seconds)).toBe(true);
  const decimal = parseDecimal(text);
  expect(decimal === null || typeof decimal === 'number').toBe(true);
}

describe('predictor query and time parsing under hostile text', () => {
  it.each(hostileRuns(40_000).map((run) => [run.name, run.text] as const))('%s', (_, text) => check(text));

  it('generated runs', () => {
    fc.assert(fc.property(hostileText(), check), HOSTILE_RUNS);
  });

  it('a time made of a run is a field issue, not a result', () => {
    const parsed = parsePredictorQuery(new URLSearchParams({ distance: '10k', time: `${'1'.repeat(20_000)}:00`, sex: 'f', age: '40' }));
    expect(parsed.state).toBe('invalid');
  });
});
