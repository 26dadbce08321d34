/** Where a course's heights come from. */
type HeightSource = 'file' | 'runs' | 'terrain';

/** What the cleaning stages removed (the course's quality report). */
export interface ElevationCleaning {
  /** Raw points whose height the Hampel filter replaced (isolated spikes). */
  spikes: number;
  /** Altimeter jumps bridged (steps steeper than 40 %). */
  jumps: number;
  /** Stretches of at most 300 m beyond ±12 % that their neighbours did not support, flattened. */
  gradeOutliers: number;
  /** The recording's noise level, metres (a few centimetres: a route planner's ground heights). */
  noiseM: number;
}

/** The course's quality report (issue 26 point 3): stored with the profile. */
export interface ElevationQuality extends ElevationCleaning {
  source: HeightSource;
  /** Points read (the file's, the recorded runs' together, or those asked of the terrain model)… */
  pointCount: number;
  /** …and how many of them carry a height. */
  pointsWithHeight: number;
  /** Median distance between the file's points, metres (the profile's step for recorded runs). */
  spacingM: number;
  /** The heights' resolution: 1 when the file writes whole metres, 0.1 decimetres, 0 finer. */
  heightStepM: number;
  /** Recorded runs combined (source `runs`). */
  runs?: number;
  /** Stretches where the bridge guard kept the file's heights over the terrain's (source `terrain`). */
  bridges?: number;
}

/** A file's raw figures for the report: its points' spacing and the resolution of its heights. */
export function rawQuality(
  ele: Float64Array,
  dist: Float64Array,
  count: number,
): Pick<ElevationQuality, 'pointCount' | 'pointsWithHeight' | 'spacingM' | 'heightStepM'> {
  let withHeight = 0;
  const quanta = [1, 0.5, 0.2, 0.1];
  const fits = quanta.map(() => true);
  const gaps: number[] = [];
  for (let i = 0; i < count; i++) {
    const e = ele[i]!;
    if (i > 0 && gaps.length < 50_000) gaps.push(dist[i]! - dist[i - 1]!);
    if (Number.isNaN(e)) continue;
    withHeight++;
    quanta.forEach((q, k) => {
      if (fits[k] && Math.abs(e / q - Math.round(e / q)) > 1e-6) fits[k] = false;
    });
  }
  gaps.sort((a, b) => a - b);
  const k = fits.indexOf(true);
  return {
    pointCount: count,
    pointsWithHeight: withHeight,
    spacingM: Math.round((gaps[gaps.length >> 1] ?? 0) * 10) / 10,
    heightStepM: withHeight > 0 && k >= 0 ? quanta[k]! : 0,
  };
}
