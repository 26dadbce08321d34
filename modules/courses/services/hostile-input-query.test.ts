/** Issue 15, point 1: the course search query under long runs of blanks, commas and digits (time: `npm run bench`). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RUNS, hostileText } from '../../../src/lib/hostile-text.test-support.ts';
import { hostileRuns } from '../../../src/lib/hostile-runs.ts';
import { searchTsQuery } from './course-text.ts';

const check = (text: string) => {
  const query = searchTsQuery(text);
  // At most 8 words, each a prefix term: a run never becomes a huge tsquery.
  if (query !== null) expect(query.split(' & ').length).toBeLessThanOrEqual(8);
};

describe('course search query under hostile text', () => {
  it.each(hostileRuns(40_000).map((run) => [run.name, run.text] as const))('%s', (_, text) => check(text));
  it('generated runs', () => fc.assert(fc.property(hostileText(), check), HOSTILE_RUNS));
});
