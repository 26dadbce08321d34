import { isLapRow } from '../../pacing/index.ts';
import type { ReviewLoss, ReviewRow, ReviewSummary } from './review-types.ts';

/** Splits losing less than this are noise (a watch's fix, a crowded aid station). */
const MIN_LOSS_S = 5;
const MAX_LOSSES = 3;
/** A fade: from a mark on, the run lost at least this much on the plan… */
const MIN_FADE_S = 60;
/** …at least this share of the time the plan gives that stretch… */
const MIN_FADE_SHARE = 0.02;
/** …with most splits after it slower than planned… */
const MIN_SLOW_SHARE = 0.7;
/** …starting after this share of the race, and at least two splits before the finish. */
const MIN_FADE_START = 0.2;

/**
 * Where the time went, in words the page builds from it: the splits that lost most against the
 * plan, and a fade: the split mark where the gap curve bends (two straight lines,
 * before and after it, fit it best), when from there to the finish they lost a minute or
 * more (and 2 % of that stretch's planned time), with most splits slower than planned.
 */
export function summarise(rows: readonly ReviewRow[]): ReviewSummary {
  const laps = rows.filter((r) => isLapRow(r.kind));
  let fromM = 0;
  const splits: Array<ReviewLoss & { planned: number }> = [];
  for (const row of laps) {
    if (typeof row.actualSplitSeconds === 'number' && typeof row.plannedSplitSeconds === 'number') {
      splits.push({
        fromM,
        toM: row.distanceM,
        distance: row.distance,
        unit: row.unit,
        seconds: row.actualSplitSeconds - row.plannedSplitSeconds,
        planned: row.plannedSplitSeconds,
      });
    }
    fromM = row.distanceM;
  }
  const losses = splits
    .filter((s) => s.seconds >= MIN_LOSS_S)
    .sort((a, b) => b.seconds - a.seconds || a.toM - b.toM)
    .slice(0, MAX_LOSSES)
    .map(({ planned: _planned, ...loss }) => loss);
  return { losses, fadeAfter: fade(laps, splits) };
}

function fade(laps: readonly ReviewRow[], splits: ReadonlyArray<ReviewLoss & { planned: number }>): ReviewSummary['fadeAfter'] {
  const finish = laps.at(-1);
  if (!finish || finish.deltaSeconds === null) return null;
  const total = finish.distanceM;
  const points = laps.filter((r) => r.deltaSeconds !== null).map((r) => [r.distanceM, r.deltaSeconds!] as const);
  let best: ReviewSummary['fadeAfter'] = null;
  let bestError = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 2 < laps.length; i++) {
    const mark = laps[i]!;
    if (mark.deltaSeconds === null || mark.distanceM < total * MIN_FADE_START) continue;
    const after = splits.filter((s) => s.fromM >= mark.distanceM);
    if (after.length < 2) continue;
    const lost = finish.deltaSeconds - mark.deltaSeconds;
    const planned = after.reduce((sum, s) => sum + s.planned, 0);
    const slow = after.filter((s) => s.seconds > 0).length / after.length;
    if (lost < MIN_FADE_S || lost < planned * MIN_FADE_SHARE || slow < MIN_SLOW_SHARE) continue;
    // The knee of the gap curve: two straight lines (from the start to the mark, from the mark on)
    // fit the gap at the split marks best when they meet where the fade began.
    const error = kneeError(points, mark.distanceM, mark.deltaSeconds);
    if (error < bestError) {
      best = { distance: mark.distance, unit: mark.unit, seconds: lost };
      bestError = error;
    }
  }
  return best;
}

/** Squared error of the gap against a line from (0, 0) to (x, y) and the best line on from (x, y). */
function kneeError(points: ReadonlyArray<readonly [number, number]>, x: number, y: number): number {
  let error = 0;
  for (const [d, g] of points) if (d <= x) error += (g - (y * d) / x) ** 2;
  let num = 0;
  let den = 0;
  for (const [d, g] of points) {
    if (d <= x) continue;
    num += (d - x) * (g - y);
    den += (d - x) ** 2;
  }
  const slope = den > 0 ? num / den : 0;
  for (const [d, g] of points) if (d > x) error += (g - y - slope * (d - x)) ** 2;
  return error;
}
