import { metresPerUnit } from '../../../src/lib/units.ts';
import type { DistanceUnit, PlanRow, WalkBreak } from './plan-types.ts';

/** What the lap time reads of a row (the plan's rows, or the preview's copy of them). */
type RowMark = Pick<PlanRow, 'distance' | 'bandDistance' | 'elapsedSeconds'>;

/**
 * "Lap-time display" (SPEC 3: hide, km, mi): the time of the last whole lap of one km or one mile
 * that ends at a row, from the plan's own elapsed times (walk breaks inside that lap included:
 * they are time on the clock). On a band of 1 km rows shown per km it is the row's split; on a
 * band with a row every 5 km it is the last km's time; per mile on a km band, the last mile's.
 * Null where less than one such lap has been run (a km band's first row shown per mile).
 */
export function lapTimeSeconds(
  plan: {
    rows: readonly RowMark[];
    unit: DistanceUnit;
    walks?: ReadonlyArray<Pick<WalkBreak, 'bandDistance' | 'elapsedSeconds' | 'seconds'>>;
  },
  row: RowMark,
  lapUnit: DistanceUnit,
): number | null {
  const position = (r: RowMark) => r.bandDistance ?? r.distance;
  const lap = metresPerUnit(lapUnit) / metresPerUnit(plan.unit);
  const end = position(row);
  const start = end - lap;
  if (start < -1e-6) return null;
  // The time the runner reaches each position: the start, every row, each walk break's start and end.
  const points: Array<[number, number]> = [[0, 0]];
  for (const r of plan.rows) points.push([position(r), r.elapsedSeconds]);
  for (const walk of plan.walks ?? [])
    points.push([walk.bandDistance, walk.elapsedSeconds], [walk.bandDistance, walk.elapsedSeconds + walk.seconds]);
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return Math.round(row.elapsedSeconds - reachedAt(points, Math.max(0, start)));
}

/** The first time the runner is at `x` (linear between the known points). */
function reachedAt(points: ReadonlyArray<[number, number]>, x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x1, t1] = points[i]!;
    if (x1 < x - 1e-9) continue;
    const [x0, t0] = points[i - 1]!;
    if (x1 - x0 < 1e-9) return x0 >= x - 1e-9 ? Math.min(t0, t1) : t1;
    return t0 + ((t1 - t0) * (x - x0)) / (x1 - x0);
  }
  return points.at(-1)![1];
}
