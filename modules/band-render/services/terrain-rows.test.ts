import { describe, expect, it } from 'vitest';
import type { BandPlan, PlanRow } from '../../pacing/index.ts';
import { layoutBand } from './band-layout.ts';
import { parseBandSettings } from './parse-settings.ts';
import { printedColumns, rowCells, strategyLabel } from './row-cells.ts';
import { rowFace } from './row-faces.ts';

const MINUS = '\u2212';
const row = (distance: number, gradePercent: number, elapsedSeconds: number, kind: PlanRow['kind'] = 'lap'): PlanRow => ({
  distance,
  unit: 'km',
  distanceM: distance * 1000,
  splitSeconds: 0,
  elapsedSeconds,
  paceSecondsPerUnit: 300,
  gradePercent,
  kind,
});

/** A 5 km course by terrain (issue 31): stretches that end anywhere, a km mark on top, the finish. */
const plan: BandPlan = {
  totalSeconds: 1500,
  count: 1,
  unit: 'km',
  distanceM: 5000,
  strategy: 'even-effort',
  rowsBy: 'terrain',
  uphillEffort: 1,
  downhillEffort: 1,
  rows: [
    { ...row(0.85, 0.3, 255), splitSeconds: 255 },
    { ...row(1, 0, 300, 'mark'), splitSeconds: 45 },
    { ...row(1.43, 3.4, 440), splitSeconds: 185, paceSecondsPerUnit: 319 },
    { ...row(2.1, -2.6, 630), splitSeconds: 190, paceSecondsPerUnit: 284 },
    { ...row(5, 0.1, 1500, 'finish'), splitSeconds: 870 },
  ],
};

describe('terrain rows on the band', () => {
  it('print where each stretch ends (one decimal, enough for rows of 200 m or more), its grade in whole per cent, split, pace and time', () => {
    const columns = printedColumns(plan, ['distance', 'split', 'pace', 'elapsed']);
    expect(columns).toEqual(['distance', 'slope', 'split', 'pace', 'elapsed']);
    const rows = rowCells(plan, columns, 'en');
    expect(rows.map((r) => r.cells)).toEqual([
      ['0.9', '0%', '4:15', '5:00', '4:15'],
      ['1 km', '', '', '', '5:00'],
      ['1.4', '+3%', '3:05', '5:19', '7:20'],
      ['2.1', `${MINUS}3%`, '3:10', '4:44', '10:30'],
      ['5', '0%', '14:30', '5:00', '25:00'],
    ]);
  });

  it('print the km marks in italics, like the other marker rows', () => {
    expect(rowFace('mark', 'roboto-condensed', 'normal').italic).toBe(true);
    expect(rowFace('lap', 'roboto-condensed', 'normal').italic).toBe(false);
  });

  it('fit the default 17 × 3 cm band at a legible size, their grade column added', () => {
    const model = layoutBand(plan, parseBandSettings({}));
    expect(model.heads).toEqual(['km', 'Slope', 'Split', 'Time']);
    expect(model.summary.fontSizePt).toBeGreaterThanOrEqual(6);
    expect(model.summary.bandsPerPlan).toBe(1);
  });

  it('name the dials on the band when they were moved off the preset', () => {
    expect(strategyLabel(plan, 'en')).toBe('Even effort');
    expect(strategyLabel({ ...plan, uphillEffort: 1.4, downhillEffort: 0.5 }, 'en')).toBe('Uphill 1.4 · downhill 0.5');
    expect(strategyLabel({ ...plan, uphillEffort: 1.4, downhillEffort: 0.5 }, 'fr')).toBe('Montée 1,4 · descente 0,5');
    expect(strategyLabel({ strategy: 'effort-x2' }, 'it')).toBe('Sforzo ×2');
  });
});
