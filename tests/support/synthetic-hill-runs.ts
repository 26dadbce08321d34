/**
 * Recorded runs made up from a known personal hill curve, for the fit's property test and bench:
 * rolling synthetic courses (stretches of one grade, flat or up to ±16 %), a runner whose
 * speed is their flat speed of the day over their own factor at the grade, with pace noise, GPS
 * wobble and altimeter noise (tests/support/recorded-runs.ts), written as FIT with Garmin's Encoder.
 */
import { random, recordRun, runFit, type RunPoint, type TrackPoints } from './recorded-runs.ts';
import { effortRatio } from '../../modules/pacing/index.ts';

/** Strava's factor at a grade: the pacing engine's runners' curve, as My hills uses it. */
const stravaFactor = (grade: number) => effortRatio(grade, 'runners');

/** Strava's curve with 1.3 times its uphill cost and 0.8 times its downhill gain. */
export function personalFactor(grade: number): number {
  const strava = stravaFactor(grade);
  return grade >= 0 ? 1 + 1.3 * (strava - 1) : 1 + 0.8 * (strava - 1);
}

export interface SyntheticRunOptions {
  seed: number;
  /** Metres of course. */
  lengthM: number;
  /** The runner's flat speed that day, m/s. */
  flatMps: number;
  /** The steepest grade of the course (rise over run). */
  maxGrade?: number;
  /** Walk breaks (1.3 m/s) of 100 m starting at these distances. */
  walkAtM?: number[];
  /** A stop (standing still) of this many seconds halfway. */
  stopS?: number;
}

/**
 * A rolling course due east from Lyon, a point every 10 m: stretches of 200–800 m at one grade
 * (a quarter of them flat, the others up to ±maxGrade), joined by 50 m ramps between grades.
 */
function rollingCourse(seed: number, lengthM: number, maxGrade = 0.16): TrackPoints {
  const rng = random(seed);
  const lat: number[] = [];
  const lon: number[] = [];
  const ele: number[] = [];
  const metresPerDegLon = 111_320 * Math.cos((45.76 * Math.PI) / 180);
  let grade = 0;
  let target = 0;
  let nextChange = 0;
  let h = 300;
  for (let x = 0; x <= lengthM; x += 10) {
    if (x >= nextChange) {
      target = rng.uniform() < 0.25 ? 0 : (2 * rng.uniform() - 1) * maxGrade;
      nextChange = x + 200 + 600 * rng.uniform();
    }
    // 50 m from one grade to the next.
    grade += Math.max(-Math.abs(target - grade) / 5, Math.min(Math.abs(target - grade) / 5, target - grade));
    lat.push(45.76);
    lon.push(4.83 + x / metresPerDegLon);
    ele.push(h);
    h += grade * 10;
  }
  return { count: lat.length, lat, lon, ele };
}

/** The course's grade at a distance, from its points. */
function gradeAt(course: TrackPoints, alongM: number): number {
  const k = Math.min(course.count - 2, Math.max(0, Math.floor(alongM / 10)));
  return (course.ele[k + 1]! - course.ele[k]!) / 10;
}

/** One run's points: speed = flat speed / personal factor at the grade, times AR(1) noise of ~4 %. */
export function syntheticHillRun(options: SyntheticRunOptions): RunPoint[] {
  const course = rollingCourse(options.seed, options.lengthM, options.maxGrade);
  const rng = random(options.seed * 7 + 1);
  let noise = 0;
  const points = recordRun(course, {
    seed: options.seed,
    offsetM: 20,
    speedAt: (along) => {
      noise = 0.9 * noise + 0.04 * Math.sqrt(1 - 0.81) * rng.normal();
      if (options.walkAtM?.some((w) => along >= w && along < w + 100)) return 1.3;
      return (options.flatMps / personalFactor(gradeAt(course, along))) * Math.exp(noise);
    },
  });
  if (!options.stopS) return points;
  const half = points.length >> 1;
  const stop = Array.from({ length: options.stopS }, (_, s) => ({ ...points[half]!, timeMs: points[half]!.timeMs + (s + 1) * 1000 }));
  const after = points.slice(half + 1).map((p) => ({ ...p, timeMs: p.timeMs + options.stopS! * 1000 }));
  return [...points.slice(0, half + 1), ...stop, ...after];
}

/** Runs as FIT files (Garmin's Encoder, sport running), each with its own flat speed and course. */
export function syntheticHillFits(
  count: number,
  options: { lengthM: number; seed?: number; /** The same flat speed every day (else 2.6–3.6 m/s). */ flatMps?: number },
): { bytes: Uint8Array; fileName: string }[] {
  const rng = random(options.seed ?? 11);
  return Array.from({ length: count }, (_, k) => {
    const points = syntheticHillRun({
      seed: (options.seed ?? 11) * 100 + k,
      lengthM: options.lengthM,
      flatMps: options.flatMps ?? 2.6 + 1.0 * rng.uniform(),
      walkAtM: [options.lengthM * 0.3],
      stopS: 60,
    });
    return { bytes: runFit(points, { sport: 'running' }), fileName: `run-${k + 1}.fit` };
  });
}
