import type { BandPlan, PlanRow } from '../../pacing/index.ts';

/**
 * Deterministic plans for tests, the bench and previews, shaped like the pacing engine's output
 * (a gentle course profile, other-unit rows every 5 miles, a marked half-way row and the finish).
 * They exist so that rendering can be exercised without the pacing engine.
 */
export function marathonPlan(totalSeconds: number, unit: 'km' | 'mi' = 'km'): BandPlan {
  const unitM = unit === 'km' ? 1000 : 1609.344;
  const distanceM = 42195;
  const marks: Array<{ m: number; kind: PlanRow['kind'] }> = [];
  for (let k = 1; k * unitM < distanceM; k++) marks.push({ m: k * unitM, kind: 'lap' });
  const otherM = unit === 'km' ? 1609.344 : 1000;
  const otherStep = unit === 'km' ? 5 : 10;
  for (let k = otherStep; k * otherM < distanceM; k += otherStep) marks.push({ m: k * otherM, kind: 'other-unit' });
  marks.push({ m: distanceM / 2, kind: 'half' }, { m: distanceM, kind: 'finish' });
  marks.sort((a, b) => a.m - b.m);
  const grade = (m: number) => Math.round(30 * Math.sin(m / 4000)) / 10;
  const secondsAt = (m: number) => totalSeconds * (m / distanceM) + 25 * Math.sin(m / 6000);
  let previousM = 0;
  let previousS = 0;
  return {
    totalSeconds,
    count: 1,
    unit,
    distanceM,
    strategy: 'even-effort',
    rows: marks.map(({ m, kind }) => {
      const elapsed = Math.round(kind === 'finish' ? totalSeconds : secondsAt(m));
      const own = kind === 'other-unit' ? (unit === 'km' ? 'mi' : 'km') : unit;
      const row: PlanRow = {
        distance: Math.round((m / (own === 'km' ? 1000 : 1609.344)) * 1000) / 1000,
        unit: own,
        distanceM: m,
        splitSeconds: elapsed - previousS,
        elapsedSeconds: elapsed,
        paceSecondsPerUnit: Math.round(((elapsed - previousS) / (m - previousM)) * unitM),
        gradePercent: grade(m),
        kind,
        bandDistance: Math.round((m / unitM) * 1000) / 1000,
      };
      // Splits measure from the previous lap row (marker rows do not cut a lap).
      if (kind === 'lap' || kind === 'finish') {
        previousM = m;
        previousS = elapsed;
      }
      return row;
    }),
  };
}

/** A short race (few rows) to exercise the large-font end of the layout. */
export function tenKPlan(totalSeconds: number): BandPlan {
  const rows: PlanRow[] = Array.from({ length: 10 }, (_, i) => {
    const k = i + 1;
    // A half-way marker at 5 km would not cut the lap; here the 5th lap is simply marked half.
    return {
      distance: k,
      unit: 'km',
      distanceM: k * 1000,
      splitSeconds: Math.round(totalSeconds / 10),
      elapsedSeconds: Math.round((totalSeconds * k) / 10),
      paceSecondsPerUnit: Math.round(totalSeconds / 10),
      gradePercent: 0,
      kind: k === 5 ? 'half' : k === 10 ? 'finish' : 'lap',
    };
  });
  return { totalSeconds, count: 1, unit: 'km', distanceM: 10000, strategy: 'even-pace', rows };
}
