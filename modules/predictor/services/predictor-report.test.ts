import { describe, expect, it } from 'vitest';
import { parsePredictorQuery } from './predictor-query.ts';
import { oxygenCostAtKmh } from './aerobic-speed.ts';
import { predictorReport } from './predictor-report.ts';
import { STANDARD_DISTANCES } from '../../../src/lib/race-distances.ts';

function report(query: string) {
  const parsed = parsePredictorQuery(query);
  if (parsed.state !== 'valid') throw new Error(query);
  return predictorReport(parsed.input);
}

describe('predictor report', () => {
  it('estimates VDOT, MAS and a table split into short and long distances', () => {
    const r = report('distance=10k&time=41:21&sex=m&algo=vdot');
    expect(r.vdot).toBeCloseTo(50, 0);
    // MAS: the speed whose oxygen cost (Daniels & Gilbert) is the VO2max, about 15.6 km/h, 3:50 per km,
    // faster than the 5 km pace this runner is predicted (3:59 per km).
    expect(oxygenCostAtKmh(r.vamKmh)).toBeCloseTo(r.vdot, 9);
    expect(r.vamKmh).toBeCloseTo(15.6, 1);
    expect(r.vamSecondsPerKm).toBeLessThan(r.rows.find((row) => row.key === '5k')!.secondsPerKm);
    expect(r.vamSecondsPerKm).toBeCloseTo(3600 / r.vamKmh, 9);
    expect(r.rows.map((row) => row.key)).toEqual(STANDARD_DISTANCES.map((d) => d.key));
    expect(r.rows.filter((row) => row.group === 'short').map((row) => row.key)).toEqual(['1mi', '5k', '10k', '15k', '10mi']);
    const marathon = r.rows.find((row) => row.key === 'marathon')!;
    expect(Math.abs(marathon.seconds - (3 * 3600 + 10 * 60 + 49))).toBeLessThan(15);
    expect(r.ageGrade).toBeUndefined();
    expect(r.vo2maxLitresPerMinute).toBeUndefined();
  });

  it('adds the age grade and the absolute VO2max when age and weight are given', () => {
    const r = report('distance=5k&time=20:00&sex=m&age=50&weight=70');
    expect(r.ageGrade?.factor).toBeCloseTo(0.8796, 4);
    expect(r.ageGrade?.percent).toBeCloseTo(73.04, 2);
    expect(r.vo2maxLitresPerMinute).toBeCloseTo((r.vdot * 70) / 1000, 9);
  });

  it('predicts without a sex: the formulas do not use it', () => {
    const r = report('distance=10k&time=41:21');
    expect(r.input.sex).toBeUndefined();
    expect(r.rows).toHaveLength(STANDARD_DISTANCES.length);
    expect(r.ageGrade).toBeUndefined();
  });

  it('is faster at MAS than at 5 km race pace, for slow and fast runners alike', () => {
    for (const time of ['16:00', '20:00', '25:00', '35:00']) {
      const r = report(`distance=5k&time=${time}`);
      expect(r.vamSecondsPerKm).toBeLessThan(r.input.seconds / 5);
    }
  });

  it('carries the marathon beyond it by the road standards, slower a kilometre as ultras are, and says so', () => {
    const r = report('distance=marathon&time=3:30:00');
    const row = (key: string) => r.rows.find((x) => x.key === key)!;
    const notes = Object.fromEntries(r.rows.map((x) => [x.key, x.note ?? null]));
    expect(notes).toMatchObject({ '5k': null, marathon: null, '50k': 'ultraStandards', '100k': 'ultraStandards' });
    // 3:30 marathon: 4:58.6 a km. The 2020 standards' ratios (men 8970/7299, women 9780/8044, geometric
    // mean 1.2223) give a 50 km of 4:16:42 (5:08/km, 3.2 % slower a km) and a 100 km of 10:15 (6:09/km).
    expect(row('50k').seconds).toBeCloseTo(12_600 * Math.sqrt((8970 / 7299) * (9780 / 8044)), 3);
    expect(row('50k').secondsPerKm / row('marathon').secondsPerKm).toBeGreaterThan(1.03);
    expect(row('100k').secondsPerKm / row('marathon').secondsPerKm).toBeGreaterThan(1.2);
    // The sex, when given, picks its own table.
    expect(report('distance=marathon&time=3:30:00&sex=m').rows.find((x) => x.key === '50k')!.seconds).toBeCloseTo(
      12_600 * (8970 / 7299),
      3,
    );
    // Every formula predicts the marathon first: the ultra rows keep the formulas' order.
    const at = (algo: string) => report(`distance=10k&time=41:21&algo=${algo}`).rows.find((x) => x.key === '100k')!.seconds;
    const marathonOf = (algo: string) => report(`distance=10k&time=41:21&algo=${algo}`).rows.find((x) => x.key === 'marathon')!.seconds;
    for (const algo of ['riegel', 'cameron', 'vdot', 'average'])
      expect(at(algo) / marathonOf(algo)).toBeCloseTo(at('riegel') / marathonOf('riegel'), 9);
    // From a 50 km race, every row goes through its marathon equivalent.
    const from50 = report('distance=50k&time=4:16:42');
    expect(from50.rows.find((x) => x.key === 'marathon')!.seconds).toBeCloseTo(12_600, -1);
    expect(from50.rows.every((x) => x.note === 'ultraStandards')).toBe(true);
  });
});
