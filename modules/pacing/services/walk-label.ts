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
