/**
 * The home page's example bands: the first or last rows of real bands, as the planner makes them
 * (tests/integration/home-example-bands.test.ts plans each one again and compares), drawn by
 * example-band.tsx in the page's language. Each row is three cells:
 * - `km`: a distance mark; `grade`: the lap's slope in %; `time`: a split or an elapsed time (s);
 * - `run`: the running pace between walk breaks (s per km); `walk`: a walk break's length (s).
 */
export type ExampleCell = { km: number } | { grade: number } | { time: number } | { run: number } | { walk: number };
export type ExampleRow = readonly [ExampleCell, ExampleCell, ExampleCell];

export interface ExampleBandFigures {
  tint: string;
  rows: readonly ExampleRow[];
}

export const EXAMPLE_BANDS: readonly ExampleBandFigures[] = [
  // Even effort, 50:00 over a hilly 10 km (+3 %, +1 %, −4 %, flat, …): distance, slope, split.
  {
    tint: '#e8f0fa',
    rows: [
      [{ km: 1 }, { grade: 3 }, { time: 326 }],
      [{ km: 2 }, { grade: 1 }, { time: 306 }],
      [{ km: 3 }, { grade: -4 }, { time: 274 }],
      [{ km: 4 }, { grade: 0 }, { time: 299 }],
    ],
  },
  // 55:00 for a flat 10 km with a one-minute walk every 2 km: distance, running pace or walk, elapsed.
  {
    tint: '#fdeee9',
    rows: [
      [{ km: 1 }, { run: 319 }, { time: 319 }],
      [{ km: 2 }, { run: 319 }, { time: 638 }],
      [{ km: 2 }, { walk: 60 }, { time: 638 }],
      [{ km: 3 }, { run: 319 }, { time: 984 }],
    ],
  },
  // The end of a 3:30:00 marathon at even pace: distance, split, elapsed.
  {
    tint: '#eef6ee',
    rows: [
      [{ km: 40 }, { time: 299 }, { time: 11945 }],
      [{ km: 41 }, { time: 298 }, { time: 12243 }],
      [{ km: 42 }, { time: 299 }, { time: 12542 }],
      [{ km: 42.195 }, { time: 58 }, { time: 12600 }],
    ],
  },
];
