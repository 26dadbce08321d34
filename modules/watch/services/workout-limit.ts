import { paceRange, type WorkoutStep } from './workout-steps.ts';

/**
 * The most steps a workout file may have: Garmin Connect's workouts and most watches take 50
 * (ADR 0025, "Step limit"), the lowest common limit, so the file loads everywhere.
 */
export const MAX_WORKOUT_STEPS = 50;

type RunStep = Extract<WorkoutStep, { kind: 'run' }>;

export interface FitOptions {
  limit?: number;
  toleranceSeconds: number;
  unitM: number;
  /** A merged step's name: the band distances it runs from and to ("5–8 km"). */
  rangeName: (from: number, to: number) => string;
}

/** Steps that fit the limit, and how many there were before merging (absent when none were merged). */
export type FittedWorkout =
  { ok: true; steps: WorkoutStep[]; mergedFrom?: number } | { ok: false; walks: number; fewest: number; limit: number };

/** A step as the file writes it (cm, mm/s, ms): two steps with the same key run the same on the watch. */
function encodedKey(step: WorkoutStep): string {
  if (step.kind === 'walk') return `w${Math.round(step.seconds * 1000)}`;
  if (step.kind === 'run')
    return `r${Math.round(step.distanceM * 100)}:${Math.round(step.slowMps * 1000)}:${Math.round(step.fastMps * 1000)}`;
  return 'x';
}

/**
 * Walk breaks at a fixed rhythm as FIT repeat steps, where that is exact: a run step and a walk
 * step (either order) that come back the same, as the file writes them, two times or more in a row
 * become the pair once and a repeat step (3 steps instead of 2 × n). The pair's run step is named
 * by the whole stretch it repeats over ("1–41 km").
 */
function repeatWalkRhythm(steps: readonly WorkoutStep[], rangeName: FitOptions['rangeName']): WorkoutStep[] {
  const keys = steps.map(encodedKey);
  const out: WorkoutStep[] = [];
  let i = 0;
  while (i < steps.length) {
    const a = steps[i]!;
    const b = steps[i + 1];
    let times = 1;
    if (b && a.kind !== 'repeat' && b.kind !== 'repeat' && a.kind !== b.kind)
      while (keys[i + 2 * times] === keys[i] && keys[i + 2 * times + 1] === keys[i + 1]) times++;
    if (times < 2) {
      out.push(a);
      i++;
      continue;
    }
    const runs = steps.slice(i, i + 2 * times).filter((s): s is RunStep => s.kind === 'run');
    const first = runs[0]!;
    const last = runs.at(-1)!;
    const named = (s: WorkoutStep) =>
      s.kind === 'run' ? { ...s, name: rangeName(first.fromDistance, last.toDistance), toDistance: last.toDistance } : s;
    const fromStep = out.length;
    out.push(named(a), named(b!), { kind: 'repeat', fromStep, times });
    i += 2 * times;
  }
  return out;
}

/** The fewest steps merging can give: every walk, and one run step per stretch of running between them. */
function fewestSteps(steps: readonly WorkoutStep[]): number {
  return steps.filter((step, i) => step.kind === 'walk' || steps[i - 1]?.kind !== 'run').length;
}

/** Two neighbouring run steps as one: their distances summed, the pace their time over their distance. */
function merge(a: RunStep, b: RunStep, options: FitOptions): RunStep {
  const distanceM = a.distanceM + b.distanceM;
  const seconds = (a.distanceM * a.paceSecondsPerUnit + b.distanceM * b.paceSecondsPerUnit) / options.unitM;
  const pace = (seconds * options.unitM) / distanceM;
  const fromDistance = Math.min(a.fromDistance, b.fromDistance);
  const toDistance = Math.max(a.toDistance, b.toDistance);
  return {
    kind: 'run',
    name: options.rangeName(fromDistance, toDistance),
    fromDistance,
    toDistance,
    distanceM,
    paceSecondsPerUnit: pace,
    ...paceRange(pace, options.toleranceSeconds, options.unitM),
  };
}

/**
 * The workout within the watches' step limit. Over it, walk breaks at a fixed rhythm become
 * repeat steps when that is exact and enough (`repeatWalkRhythm`); otherwise neighbouring run
 * steps are merged, never
 * across a walk: each time the pair whose paces are closest (so a climb or a descent keeps its own
 * step longest), into one step of their summed distance at their time over their distance, until
 * the workout fits. Walk steps are all kept; when they and the running between them cannot fit,
 * the workout is refused (`ok: false`).
 */
export function fitWorkoutSteps(steps: readonly WorkoutStep[], options: FitOptions): FittedWorkout {
  const limit = options.limit ?? MAX_WORKOUT_STEPS;
  if (steps.length <= limit) return { ok: true, steps: [...steps] };
  // Exact first: a fixed rhythm of walk breaks as repeat steps keeps every row as the plan has it.
  const repeated = repeatWalkRhythm(steps, options.rangeName);
  if (repeated.length <= limit) return { ok: true, steps: repeated };
  const fewest = fewestSteps(steps);
  if (fewest > limit) return { ok: false, walks: steps.filter((s) => s.kind === 'walk').length, fewest, limit };
  const out = [...steps];
  while (out.length > limit) {
    let best = -1;
    let gap = Infinity;
    for (let i = 0; i + 1 < out.length; i++) {
      const a = out[i]!;
      const b = out[i + 1]!;
      if (a.kind !== 'run' || b.kind !== 'run') continue;
      const d = Math.abs(a.paceSecondsPerUnit - b.paceSecondsPerUnit);
      if (d < gap) {
        gap = d;
        best = i;
      }
    }
    out.splice(best, 2, merge(out[best] as RunStep, out[best + 1] as RunStep, options));
  }
  return { ok: true, steps: out, mergedFrom: steps.length };
}
