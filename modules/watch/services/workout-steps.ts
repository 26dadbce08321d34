import { metresPerUnit } from '../../../src/lib/units.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { lapRows, walkStretches } from './plan-clock.ts';

export type WorkoutStep =
  | {
      kind: 'run';
      /** The band row this step runs to, e.g. "5 km". */
      name: string;
      distanceM: number;
      /** The row's pace while running, seconds per band unit. */
      paceSecondsPerUnit: number;
      /** The pace range as speeds, metres per second: slower end (pace + tolerance) and faster end. */
      slowMps: number;
      fastMps: number;
    }
  | { kind: 'walk'; name: string; seconds: number };

export interface StepOptions {
  /** ± seconds per band unit around each row's pace. */
  toleranceSeconds: number;
  walkMps: number;
  /** The walk step's name ("Walk") and a row's ("5 km"), in the band's language. */
  walkName: string;
  rowName: (distance: number, unit: 'km' | 'mi') => string;
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
  for (const row of lapRows(plan)) {
    const pace = row.runPaceSecondsPerUnit && (plan.walkBreaks ?? 0) > 0 ? row.runPaceSecondsPerUnit : row.paceSecondsPerUnit;
    const run = (to: number) => {
      if (to - at < MIN_RUN_M) return;
      steps.push({
        kind: 'run',
        name: options.rowName(row.bandDistance ?? row.distance, plan.unit),
        distanceM: to - at,
        paceSecondsPerUnit: pace,
        slowMps: unitM / (pace + options.toleranceSeconds),
        fastMps: unitM / Math.max(1, pace - options.toleranceSeconds),
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
