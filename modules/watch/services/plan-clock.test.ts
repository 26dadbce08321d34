import { describe, expect, it } from 'vitest';
import { DEFAULT_WALK_MPS, planClock } from './plan-clock.ts';
import { planOf } from './test-support/watch-fixtures.ts';

describe("the plan's clock", () => {
  const plan = planOf({
    bands: [{ goal: '2:30:00' }],
    distanceM: 21_097.5,
    every: 1,
    walk: { kind: 'distance', every: 3, walkSeconds: 60 },
  });
  const clock = planClock(plan, DEFAULT_WALK_MPS);

  it("passes through every lap row's elapsed time and ends on the goal", () => {
    for (const row of plan.rows) expect(Math.abs(clock(row.distanceM) - row.elapsedSeconds)).toBeLessThanOrEqual(1);
    expect(clock(0)).toBe(0);
    expect(clock(plan.distanceM)).toBe(9_000);
  });

  it('walks each break: its time passes over the metres walked, at the walking speed', () => {
    // Every 3 km up to 18: none starts in the last 500 m (21 km is 97.5 m from the finish).
    expect(plan.walks!.length).toBe(6);
    for (const walk of plan.walks!) {
      const end = walk.distanceM + walk.seconds * DEFAULT_WALK_MPS;
      expect(Math.abs(clock(walk.distanceM) - walk.elapsedSeconds)).toBeLessThanOrEqual(1);
      expect(Math.abs(clock(end) - clock(walk.distanceM) - walk.seconds)).toBeLessThanOrEqual(1);
    }
  });

  it('never runs back', () => {
    let last = 0;
    for (let d = 0; d <= plan.distanceM; d += 7) {
      expect(clock(d)).toBeGreaterThanOrEqual(last);
      last = clock(d);
    }
  });
});
