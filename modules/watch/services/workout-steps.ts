import { metresPerUnit } from '../../../src/lib/units.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { lapRows, walkStretches } from './plan-clock.ts';

export type WorkoutStep =
  | {
      kind: 'run';
      /** The band row this step runs to, e.g. "5 km" (a range, "5–8 km", once rows are merged). */
      name: string;
      /** The band distances (in its unit) of the row before and the row it runs to: the name's range once merged. */
      fromDistance: number;
      toDistance: number;
      distanceM: number;
      /** The row's pace while running, seconds per band unit. */
      paceSecondsPerUnit: number;
      /** The pace range as speeds, metres per second: slower end (pace + tolerance) and faster end. */
      slowMps: number;
      fastMps: number;
    }
  | { kind: 'walk'; name: string; seconds: number }
  /** Back to step `fromStep` (its index in the file), until the steps from there have been done `times` times in all. */
  | { kind: 'repeat'; fromStep: number; times: number };

export interface StepOptions {
  /** ± seconds per band unit around each row's pace. */
  toleranceSeconds: number;
  walkMps: number;
  /** The walk step's name ("Walk") and a row's ("5 km"), in the band's language. */
  walkName: string;
  rowName: (distance: number, unit: 'km' | 'mi') => string;
}

/** A pace ± the tolerance as the FIT target's speeds, m/s: the slower end and the faster one. */
export function paceRange(paceSecondsPerUnit: number, toleranceSeconds: number, unitM: number): { slowMps: number; fastMps: number } {
  return {
    slowMps: unitM / (paceSecondsPerUnit + toleranceSeconds),
    fastMps: unitM / Math.max(1, paceSecondsPerUnit - toleranceSeconds),
  };
}

/** Below this, a stretch of running between a walk and a row mark is not worth a step. */
const MIN_RUN_M = 1;

/**
 * The workout of a plan: one run step per band row, lasting its distance at its pace, and one
 * rest step per walk break, lasting its time. A walk inside a row splits that row's running in
 * two (before and after the walk), and the metres walked are not run again: every step ends
 * where the plan puts it, so the watch's distance agrees with the road's mark at each row.
 */
export function workoutSteps(plan: BandPlan, options: StepOptions): WorkoutStep[] {
  const unitM = metresPerUnit(plan.unit);
  const walks = walkStretches(plan, options.walkMps);
  const steps: WorkoutStep[] = [];
  let at = 0;
  let w = 0;
  let previous = 0;
  for (const row of lapRows(plan)) {
    const toDistance = row.bandDistance ?? row.distance;
    const fromDistance = previous;
    previous = toDistance;
    const pace = row.runPaceSecondsPerUnit && (plan.walkBreaks ?? 0) > 0 ? row.runPaceSecondsPerUnit : row.paceSecondsPerUnit;
    const run = (to: number) => {
      if (to - at < MIN_RUN_M) return;
      steps.push({
        kind: 'run',
        name: options.rowName(toDistance, plan.unit),
        fromDistance,
        toDistance,
        distanceM: to - at,
        paceSecondsPerUnit: pace,
        ...paceRange(pace, options.toleranceSeconds, unitM),
      });
    };
    while (walks[w] && walks[w]!.fromM < row.distanceM - MIN_RUN_M) {
      const walk = walks[w++]!;
      run(walk.fromM);
      steps.push({ kind: 'walk', name: options.walkName, seconds: walk.seconds });
      at = Math.max(at, walk.toM);
    }
    run(row.distanceM);
    at = Math.max(at, row.distanceM);
    // A break that starts on the row's mark comes right after its step.
    while (walks[w] && walks[w]!.fromM <= row.distanceM + MIN_RUN_M && walks[w]!.fromM < plan.distanceM - MIN_RUN_M) {
      const walk = walks[w++]!;
      steps.push({ kind: 'walk', name: options.walkName, seconds: walk.seconds });
      at = Math.max(at, walk.toM);
    }
  }
  return steps;
}
