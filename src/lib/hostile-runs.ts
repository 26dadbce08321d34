/**
 * The inputs a hostile probe sends to text parsers: long runs of blanks, commas and digits, alone
 * and interleaved, the shapes that make a backtracking regular expression quadratic. Shared by the
 * standing hostile-input tests (which check the answer) and `npm run bench` (which times it);
 * time is never asserted in a test.
 */
export interface HostileRun {
  name: string;
  text: string;
}

/** Deterministic runs of about `size` characters. */
export function hostileRuns(size: number): HostileRun[] {
  const of = (unit: string) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));
  return [
    { name: 'spaces', text: `1${of(' ')}1` },
    { name: 'tabs and newlines', text: `1${of('\t\n')}x` },
    { name: 'commas', text: of(',') },
    { name: 'digits', text: of('7') },
    { name: 'spaces then comma', text: `1${of(' ')},` },
    { name: 'space-comma pairs', text: of(' ,') },
    { name: 'digit-space pairs', text: of('1 ') },
    { name: 'digit-comma pairs', text: of('1,') },
    { name: 'comma-space-digit', text: of(', 1') },
    { name: 'digits, colon, digits', text: `${of('9')}:${of('9')}:` },
    { name: 'dots and digits', text: of('1.') },
    { name: 'minus signs', text: of('-') },
  ];
}

/** The sizes the bench times, to show the growth is linear (double the size, about double the time). */
const HOSTILE_SIZES = [25_000, 50_000, 100_000, 200_000] as const;

/**
 * Times `parse` on every run shape at every size (best of 2, after one warm-up) and prints the
 * slowest per size with its growth; returns the slowest time at the largest size, in ms.
 */
export function benchHostile(label: string, parse: (text: string) => void): number {
  const attempt = (text: string) => {
    const start = performance.now();
    try {
      parse(text);
    } catch {
      // Refusals are expected: only the time counts.
    }
    return performance.now() - start;
  };
  for (const run of hostileRuns(HOSTILE_SIZES[0])) attempt(run.text);
  console.log(`${label}: slowest run shape per size (best of 2)`);
  let previous: number | undefined;
  let last = 0;
  for (const size of HOSTILE_SIZES) {
    let slowest = { ms: 0, name: '' };
    for (const run of hostileRuns(size)) {
      const ms = Math.min(attempt(run.text), attempt(run.text));
      if (ms > slowest.ms) slowest = { ms, name: run.name };
    }
    const growth = previous && previous > 0.05 ? ` (x${(slowest.ms / previous).toFixed(1)} for x2 input)` : '';
    console.log(`  ${String(size / 1000).padStart(4)} K chars: ${slowest.ms.toFixed(2).padStart(8)} ms  ${slowest.name}${growth}`);
    previous = slowest.ms;
    last = slowest.ms;
  }
  return last;
}
