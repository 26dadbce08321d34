import { describe, expect, it } from 'vitest';
import en from '../locales/en.ts';
import fr from '../locales/fr.ts';
import type { PreviewResult } from './builder-labels.ts';
import { dialEffectLines } from './dial-effects.ts';

type Plan = PreviewResult['plans'][number];
const row = (distance: number, gradePercent: number, paceSecondsPerUnit: number, kind = 'lap') => ({
  distance,
  distanceM: distance * 1000,
  unit: 'km' as const,
  splitSeconds: 0,
  elapsedSeconds: 0,
  paceSecondsPerUnit,
  gradePercent,
  kind,
});

/** A 5 km course by terrain: flat, a climb, a mark, a descent, flat to the finish. */
const plan: Plan = {
  totalSeconds: 1500,
  count: 1,
  unit: 'km',
  distanceM: 5000,
  rows: [
    row(1.2, 0.2, 300),
    row(2.05, 4.24, 332),
    row(2, 0, 0, 'mark'),
    row(3.1, -3.5, 281),
    row(3.6, 1.1, 310),
    row(5, -0.1, 300, 'finish'),
  ],
};

describe('what the dials do, shown under them', () => {
  it('names the hardest climb and the steepest descent with their pace against the flat', () => {
    expect(dialEffectLines(plan, en.builder.strategy, 'en')).toEqual({
      uphill: 'Hardest climb, km 1.2–2.1, +4.2%: 5:32/km (flat 5:00)',
      downhill: 'Steepest descent, km 2.1–3.1, −3.5%: 4:41/km (flat 5:00)',
    });
  });

  it('writes them as the page’s language does', () => {
    expect(dialEffectLines(plan, fr.builder.strategy, 'fr').uphill).toMatch(
      /^Montée la plus dure, km 1,2–2,1, \+4,2\s% : 5:32\/km \(plat 5:00\)$/,
    );
  });

  it('says so when the course has no climb or no descent', () => {
    const flat = { ...plan, rows: [row(2.5, 0.1, 300), row(5, 0, 300, 'finish')] };
    expect(dialEffectLines(flat, en.builder.strategy, 'en')).toEqual({
      uphill: en.builder.strategy.noClimb,
      downhill: en.builder.strategy.noDescent,
    });
  });
});
