/**
 * The elevation series a chart is sent: the course profile's 20 m samples (about 2,100 for a
 * marathon) thinned on the server to a few hundred points, so a client chart's props stay small
 * (issue 29 point 9: the course page's RSC payload). Plain module: server pages call it.
 */

export interface ElevationSeries {
  distanceM: number[];
  elevationM: number[];
}

/** Points the course page's chart receives: about 0.7 per pixel of an 800 px chart's plot, 1.7 on a phone. */
const CHART_POINTS = 500;

/** How far `ys[i]` lies from the straight line between samples `a` and `b`, metres (vertical). */
function offLine(xs: readonly number[], ys: readonly number[], a: number, b: number, i: number): number {
  const span = xs[b]! - xs[a]!;
  const along = span > 0 ? (xs[i]! - xs[a]!) / span : 0;
  return Math.abs(ys[i]! - (ys[a]! + along * (ys[b]! - ys[a]!)));
}

/**
 * At most `maxPoints` of the samples (at least 4), in order, that draw the same line: the first,
 * the last, the highest and the lowest, then, one at a time, the sample furthest (in elevation)
 * from the line drawn so far (Ramer–Douglas–Peucker with a budget), so every climb's top and
 * every dip's bottom stays. Samples already few enough are returned as they are.
 */
export function thinElevation(
  samples: { distanceM: readonly number[]; elevationM: readonly number[] },
  maxPoints: number,
): ElevationSeries {
  const { distanceM: xs, elevationM: ys } = samples;
  const n = xs.length;
  if (n <= Math.max(4, maxPoints)) return { distanceM: [...xs], elevationM: [...ys] };
  let low = 0;
  let high = 0;
  for (let i = 1; i < n; i++) {
    if (ys[i]! < ys[low]!) low = i;
    if (ys[i]! > ys[high]!) high = i;
  }
  const kept = [...new Set([0, low, high, n - 1])].sort((p, q) => p - q);
  // Each gap between kept samples with its worst sample (index, distance off the line).
  const gap = (a: number, b: number) => {
    let worst = -1;
    let error = -1;
    for (let i = a + 1; i < b; i++) {
      const e = offLine(xs, ys, a, b, i);
      if (e > error) [worst, error] = [i, e];
    }
    return { a, b, worst, error };
  };
  const gaps = kept.slice(1).map((b, k) => gap(kept[k]!, b));
  for (let count = kept.length; count < maxPoints; count++) {
    let pick = 0;
    for (let g = 1; g < gaps.length; g++) if (gaps[g]!.error > gaps[pick]!.error) pick = g;
    const { a, b, worst, error } = gaps[pick]!;
    if (worst < 0 || error <= 0) break;
    gaps.splice(pick, 1, gap(a, worst), gap(worst, b));
  }
  const indices = [gaps[0]!.a, ...gaps.map((g) => g.b)];
  return { distanceM: indices.map((i) => xs[i]!), elevationM: indices.map((i) => ys[i]!) };
}

/** What the elevation chart reads of a course profile, thinned to `maxPoints` samples. */
export function chartProfile(
  profile: { distanceM: number; samples: { distanceM: readonly number[]; elevationM: readonly number[] } },
  maxPoints = CHART_POINTS,
): { distanceM: number; samples: ElevationSeries } {
  return { distanceM: profile.distanceM, samples: thinElevation(profile.samples, maxPoints) };
}
