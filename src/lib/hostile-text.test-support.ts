import fc from 'fast-check';

/**
 * fast-check text made of long runs of blanks, commas, digits and a few separators (up to about
 * 40,000 characters): the property-test side of src/lib/hostile-runs.ts.
 */
export function hostileText(options: { maxRun?: number; alphabet?: readonly string[] } = {}): fc.Arbitrary<string> {
  const alphabet = options.alphabet ?? [' ', ',', '7', '0', '\n', '\t', '.', '-', ':', ', ', '1 ', ' ,'];
  const run = fc.record({ unit: fc.constantFrom(...alphabet), times: fc.integer({ min: 1, max: options.maxRun ?? 10_000 }) });
  return fc.array(run, { minLength: 1, maxLength: 5 }).map((runs) => runs.map((r) => r.unit.repeat(r.times)).join(''));
}

/** Few runs per property: each input is large, and time goes to the bench, not here. */
export const HOSTILE_RUNS = { numRuns: 25, seed: 15 };
