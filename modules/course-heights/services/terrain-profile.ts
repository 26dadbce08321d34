import { guardBridges, type BridgeStretch } from './bridge-guard.ts';
import type { CourseCorrection } from './course-correction.ts';
import { CourseFileError } from '../../course-files/index.ts';
import { withHeights } from './course-heights.ts';
import type { CourseProfile, LatLon } from '../../course-files/index.ts';
import { cleanSeries, profileOfSeries } from '../../course-files/index.ts';
import type { ElevationQuality } from '../../course-files/index.ts';
import { metresPerDegree } from '../../course-files/index.ts';
import type { TerrainSource } from './terrain-types.ts';

/** The course line is sampled about this often (a 30 m model has nothing finer to say)… */
const TERRAIN_SPACING_M = 30;
/** …with at most this many points (a 150 km ultra is sampled every 30 m; longer ones more sparsely). */
export const MAX_TERRAIN_POINTS = 5000;
/** More of the course than this without a height: the model does not cover it. */
const MAX_MISSING_SHARE = 0.1;
/**
 * The dead band of terrain heights, in multiples of their measured noise: a model's heights are
 * already smooth (as recorded runs' median), and 6 × would flatten a city course's small rolls.
 */
const TERRAIN_DEAD_BAND_FACTOR = 2;

export interface TerrainCorrection extends CourseCorrection {
  /** Stretches where the bridge guard kept the file's heights. */
  bridges: BridgeStretch[];
}

/**
 * A course re-profiled from a terrain model (issue 26 point 2; ADR 0022): its line sampled every
 * ~30 m (at most 5,000 points), each point's ground height asked of the source, laid on the
 * profile's own ~20 m steps, the bridge guard applied against the file's heights (when the file
 * has any), then the same cleaning as a file's heights. The course's line, distances and aid
 * stations are unchanged. Refused (CourseFileError `terrainNoCoverage`) when the model has no
 * height for more than 10 % of the points; the source's own failures pass through.
 */
export async function terrainCorrection(course: CourseProfile, source: TerrainSource): Promise<TerrainCorrection> {
  const { points, alongM } = samplePoints(course);
  const raw = await source.heights(points);
  let missing = 0;
  for (const h of raw) if (Number.isNaN(h)) missing++;
  if (missing > points.length * MAX_MISSING_SHARE) {
    throw new CourseFileError('terrainNoCoverage', { percent: Math.round((missing / points.length) * 100) });
  }
  const steps = course.samples.distanceM.length - 1;
  const stepM = course.distanceM / steps;
  const terrain = onSteps(raw, alongM, steps, stepM);
  const guarded = course.hasElevation
    ? guardBridges(course.samples.elevationM, terrain, stepM)
    : { heights: terrain, bridges: [] as BridgeStretch[] };
  const { bridges } = guarded;
  const { series, cleaning } = cleanSeries(guarded.heights, stepM, TERRAIN_DEAD_BAND_FACTOR);
  const elevation = profileOfSeries(series, course.distanceM, true, cleaning);
  const quality: ElevationQuality = {
    source: 'terrain',
    pointCount: points.length,
    pointsWithHeight: points.length - missing,
    spacingM: Math.round((course.distanceM / Math.max(1, points.length - 1)) * 10) / 10,
    heightStepM: 0,
    ...cleaning,
    bridges: bridges.length,
  };
  const heights = { elevationM: elevation.elevationM, grades: elevation.grades, elevation: elevation.summary, quality, runs: [] };
  return { profile: withHeights(course, heights), runs: [], bridges };
}

/**
 * Points every ~30 m along the course's line, each with its distance along the course: positions
 * are taken at the same fraction of the line's length as of the course's (the stored line is
 * simplified, a little shorter than the track).
 */
export function samplePoints(course: Pick<CourseProfile, 'line' | 'distanceM'>): { points: LatLon[]; alongM: Float64Array } {
  const line = course.line;
  const count = Math.max(2, Math.min(MAX_TERRAIN_POINTS, Math.ceil(course.distanceM / TERRAIN_SPACING_M) + 1));
  const alongM = new Float64Array(count);
  for (let k = 0; k < count; k++) alongM[k] = (course.distanceM * k) / (count - 1);
  if (line.length < 2) {
    const only = { lon: line[0]?.[0] ?? 0, lat: line[0]?.[1] ?? 0 };
    return { points: Array.from({ length: count }, () => only), alongM };
  }
  const cum = new Float64Array(line.length);
  for (let i = 1; i < line.length; i++) {
    const [lon0, lat0] = line[i - 1]!;
    const [lon1, lat1] = line[i]!;
    const scale = metresPerDegree((lat0 + lat1) / 2);
    cum[i] = cum[i - 1]! + Math.hypot((lon1 - lon0) * scale.east, (lat1 - lat0) * scale.north);
  }
  const lineM = cum[line.length - 1]!;
  const points: LatLon[] = [];
  let i = 1;
  for (let k = 0; k < count; k++) {
    const target = (k / (count - 1)) * lineM;
    while (i < line.length - 1 && cum[i]! < target) i++;
    const span = cum[i]! - cum[i - 1]!;
    const f = span > 0 ? Math.min(1, Math.max(0, (target - cum[i - 1]!) / span)) : 0;
    const [lon0, lat0] = line[i - 1]!;
    const [lon1, lat1] = line[i]!;
    points.push({ lon: lon0 + (lon1 - lon0) * f, lat: lat0 + (lat1 - lat0) * f });
  }
  return { points, alongM };
}

/** Heights sampled at `alongM` → the profile's steps (linear between samples; missing samples bridged). */
function onSteps(raw: Float64Array, alongM: Float64Array, steps: number, stepM: number): Float64Array {
  const known: number[] = [];
  for (let k = 0; k < raw.length; k++) if (!Number.isNaN(raw[k]!)) known.push(k);
  const out = new Float64Array(steps + 1);
  let s = 0;
  for (let j = 0; j <= steps; j++) {
    const d = j * stepM;
    while (s < known.length - 2 && alongM[known[s + 1]!]! < d) s++;
    const k0 = known[s]!;
    const k1 = known[Math.min(s + 1, known.length - 1)]!;
    const span = alongM[k1]! - alongM[k0]!;
    const f = span > 0 ? Math.min(1, Math.max(0, (d - alongM[k0]!) / span)) : 0;
    out[j] = raw[k0]! + (raw[k1]! - raw[k0]!) * f;
  }
  return out;
}
