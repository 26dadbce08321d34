import type { BandPlan } from './plan-types.ts';

/**
 * The distance a walk row prints, to `digits` decimals: rounded down, never up, so that a break
 * that starts at 1.96 km reads "1.9" just before the "2" row, not a second "2" (issue 26). A break
 * on a mark (every 2 km: 2000 m) still reads "2".
 */
export function walkLabelDistance(bandDistance: number, digits: number): number {
  const f = 10 ** digits;
  // The tolerance keeps a break exactly on a mark, stored to four decimals, on it.
  return Math.floor(bandDistance * f + 1e-6) / f;
}

/**
 * A plan's rows in print order with its walk breaks laid between them, as the band, the build
 * page's table and the command line print them: a break that starts on a row's mark comes after
 * that row (the runner reaches the mark, then walks).
 */
export function withWalkRows<R extends { distanceM: number }, W extends { distanceM: number }, T>(
  plan: { rows: readonly R[]; order?: BandPlan['order']; walks?: readonly W[] },
  row: (row: R, index: number) => T,
  walk: (walk: W, index: number) => T,
): T[] {
  const ascending = plan.order === 'desc' ? [...plan.rows].reverse() : plan.rows;
  const walks = plan.walks ?? [];
  const out: T[] = [];
  let w = 0;
  ascending.forEach((r, i) => {
    while (walks[w] && walks[w]!.distanceM < r.distanceM - 1e-6) out.push(walk(walks[w]!, w++));
    out.push(row(r, i));
    while (walks[w] && walks[w]!.distanceM <= r.distanceM + 1e-6) out.push(walk(walks[w]!, w++));
  });
  return plan.order === 'desc' ? out.reverse() : out;
}
