import { describe, expect, it } from 'vitest';
import { parsePredictorQuery } from './predictor-query.ts';
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
    // MAS = VO2max / 3.5: about 14.3 km/h, 4:12 per km
    expect(r.vamKmh).toBeCloseTo(r.vdot / 3.5, 9);
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
});
