import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitWorkoutSteps, MAX_WORKOUT_STEPS } from './workout-limit.ts';
import { paceRange, type WorkoutStep } from './workout-steps.ts';

const KM = 1000;
const options = { toleranceSeconds: 5, unitM: KM, rangeName: (from: number, to: number) => `${from}–${to} km` };

/** Input row i runs from band distance i to i + 1, so a merged step's range names the rows it holds. */
function run(i: number, distanceM: number, pace: number): WorkoutStep {
  return {
    kind: 'run',
    name: `${i + 1} km`,
    fromDistance: i,
    toDistance: i + 1,
    distanceM,
    paceSecondsPerUnit: pace,
    ...paceRange(pace, 5, KM),
  };
}
const walk = (seconds: number): WorkoutStep => ({ kind: 'walk', name: 'Walk', seconds });

/** The steps as the watch runs them: repeat steps unrolled. */
function unrolled(steps: readonly WorkoutStep[]): WorkoutStep[] {
  const out: WorkoutStep[] = [];
  steps.forEach((step, i) => {
    if (step.kind !== 'repeat') out.push(step);
    else for (let n = 1; n < step.times; n++) out.push(...steps.slice(step.fromStep, i).filter((s) => s.kind !== 'repeat'));
  });
  return out;
}

const runs = (steps: readonly WorkoutStep[]) => steps.filter((s): s is Extract<WorkoutStep, { kind: 'run' }> => s.kind === 'run');
const ranDistance = (steps: readonly WorkoutStep[]) => runs(steps).reduce((sum, s) => sum + s.distanceM, 0);

// A plan's steps: rows of 50 m to 2 km at 3:00–15:00 per km, walk breaks of 10 s to 2 min among them.
const planSteps = fc
  .array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('run' as const),
          distanceM: fc.integer({ min: 50, max: 2000 }),
          pace: fc.integer({ min: 180, max: 900 }),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('walk' as const), seconds: fc.integer({ min: 10, max: 120 }) }) },
    ),
    { minLength: 1, maxLength: 300 },
  )
  .map((items) => items.map((item, i) => (item.kind === 'run' ? run(i, item.distanceM, item.pace) : walk(item.seconds))));

describe('the workout within the watches’ step limit', () => {
  it('keeps the run distance and every walk, each step’s pace between the rows it holds, within the limit (property)', () => {
    fc.assert(
      fc.property(planSteps, fc.integer({ min: 3, max: 60 }), (steps, limit) => {
        const fitted = fitWorkoutSteps(steps, { ...options, limit });
        const walks = steps.filter((s) => s.kind === 'walk').map((s) => (s.kind === 'walk' ? s.seconds : 0));
        // The fewest steps merging can give: every walk, and a run step per stretch of running between them.
        const fewest = steps.filter((s, i) => s.kind === 'walk' || steps[i - 1]?.kind !== 'run').length;
        if (!fitted.ok) {
          expect(fewest).toBeGreaterThan(limit);
          expect(fitted).toMatchObject({ fewest, limit, walks: walks.length });
          return;
        }
        expect(fitted.steps.length).toBeLessThanOrEqual(limit);
        const out = unrolled(fitted.steps);
        const repeated = fitted.steps.some((s) => s.kind === 'repeat');
        expect(ranDistance(out)).toBeCloseTo(ranDistance(steps), 6);
        expect(out.filter((s) => s.kind === 'walk').map((s) => (s.kind === 'walk' ? s.seconds : 0))).toEqual(walks);
        for (const step of runs(out)) {
          const held = runs(steps).filter((s) => s.fromDistance >= step.fromDistance && s.toDistance <= step.toDistance);
          const paces = held.map((s) => s.paceSecondsPerUnit);
          expect(step.paceSecondsPerUnit).toBeGreaterThanOrEqual(Math.min(...paces) - 1e-9);
          expect(step.paceSecondsPerUnit).toBeLessThanOrEqual(Math.max(...paces) + 1e-9);
          // Merged, its time is the time of the rows it holds: the pace is their time over their distance.
          const seconds = held.reduce((sum, s) => sum + (s.distanceM / KM) * s.paceSecondsPerUnit, 0);
          if (!repeated) expect((step.distanceM / KM) * step.paceSecondsPerUnit).toBeCloseTo(seconds, 6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a workout within the limit as it is', () => {
    const steps = [run(0, 1000, 300), walk(30), run(1, 1000, 310)];
    expect(fitWorkoutSteps(steps, options)).toEqual({ ok: true, steps });
  });

  it('keeps a climb’s rows their own steps longest: rows of close pace merge first, named by their range', () => {
    // 60 flat km at 5:00 with a 3 km climb at 6:00–6:20 in the middle: 63 steps for a limit of 50.
    const paces = Array.from({ length: 63 }, (_, i) => (i === 30 ? 360 : i === 31 ? 380 : i === 32 ? 370 : 300));
    const fitted = fitWorkoutSteps(
      paces.map((pace, i) => run(i, KM, pace)),
      options,
    );
    expect(fitted.ok && fitted.steps.length).toBe(MAX_WORKOUT_STEPS);
    expect(fitted.ok && fitted.mergedFrom).toBe(63);
    const steps = fitted.ok ? runs(fitted.steps) : [];
    expect(steps.filter((s) => s.paceSecondsPerUnit > 300).map((s) => [s.name, s.paceSecondsPerUnit])).toEqual([
      ['31 km', 360],
      ['32 km', 380],
      ['33 km', 370],
    ]);
    expect(steps.some((s) => /^\d+–\d+ km$/.test(s.name))).toBe(true);
  });

  it('writes walk breaks at a fixed rhythm as repeat steps, exactly, before merging anything', () => {
    // 40 × (950 m at 6:35, walk 30 s) after a first km: 82 steps, 4 with a repeat.
    const steps = [run(0, 1000, 395), ...Array.from({ length: 40 }, (_, i) => [walk(30), run(i + 1, 950, 395)]).flat(), run(41, 195, 395)];
    const fitted = fitWorkoutSteps(steps, options);
    expect(fitted.ok && fitted.mergedFrom).toBeUndefined();
    expect(fitted.ok && fitted.steps).toEqual([
      steps[0],
      walk(30),
      { ...steps[2], name: '1–41 km', toDistance: 41 },
      { kind: 'repeat', fromStep: 1, times: 40 },
      steps.at(-1),
    ]);
  });

  it('refuses a workout whose walk breaks and the running between them need more steps than the limit', () => {
    const paces = [300, 330, 360];
    const steps = Array.from({ length: 30 }, (_, i) => [run(i, 1000, paces[i % 3]!), walk(60)]).flat();
    expect(fitWorkoutSteps(steps, options)).toEqual({ ok: false, walks: 30, fewest: 60, limit: 50 });
  });
});
