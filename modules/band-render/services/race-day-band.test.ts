import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { planBands, type BandPlan } from '../../pacing/index.ts';
import { layoutBand } from './band-layout.ts';
import { renderBandSvg } from './band-render.ts';
import { parseBandSettings } from './parse-settings.ts';
import { columnHeads, printedColumns, rowCells } from './row-cells.ts';

const marathon = (settings: object): BandPlan[] =>
  planBands({
    settings: { distanceM: 42_195, every: 5, half: false, ...settings, bands: (settings as { bands: unknown }).bands } as never,
  });

describe('an A/B band on the strip', () => {
  const [ab] = marathon({
    bands: [{ goal: '3:29:00' }, { goal: '3:35:00' }],
    abBand: true,
    walk: { kind: 'distance', every: 10, walkSeconds: 30 },
  });
  const plan = ab!;

  it('prints the A goal’s time columns, then the B goal’s, each named for its goal', () => {
    const columns = printedColumns(plan, ['distance', 'split', 'elapsed']);
    expect(columns).toEqual(['distance', 'split', 'elapsed', 'split-b', 'elapsed-b']);
    expect(columnHeads(plan, columns, 'en')).toEqual(['km', 'Split A', 'Time A', 'Split B', 'Time B']);
    expect(columnHeads(plan, columns, 'fr').map((h) => h.slice(-2))).toEqual(['km', ' A', ' A', ' B', ' B']);
  });

  it('gives every row both goals’ times, walk rows included, and finishes on each goal', () => {
    const columns = printedColumns(plan, ['distance', 'split', 'elapsed']);
    const rows = rowCells(plan, columns, 'en');
    const laps = rows.filter((r) => r.kind !== 'walk');
    const b = plan.alternate!;
    laps.forEach((r, i) => {
      expect(r.cells[2]).toBe(formatDuration(plan.rows[i]!.elapsedSeconds));
      expect(r.cells[4]).toBe(formatDuration(b.rows[i]!.elapsedSeconds));
    });
    expect([laps.at(-1)!.cells[2], laps.at(-1)!.cells[4]]).toEqual(['3:29:00', '3:35:00']);
    const walks = rows.filter((r) => r.kind === 'walk');
    expect(walks).toHaveLength(4);
    walks.forEach((w, i) => {
      expect(w.cells[1]).toBe('walk 0:30');
      expect(w.cells[2]).toBe(formatDuration(plan.walks![i]!.elapsedSeconds));
      expect(w.cells[4]).toBe(formatDuration(b.walks![i]!.elapsedSeconds));
    });
  });

  it('shows both goals in the header, and with one time column per goal fits a 3 cm band at a legible size', async () => {
    const model = layoutBand(plan, parseBandSettings({ columns: ['distance', 'elapsed'] }));
    expect(model.heads).toEqual(['km', 'Time A', 'Time B']);
    expect(model.parts[0]!.header.goal).toBe('A 3:29:00 · B 3:35:00');
    expect(model.summary.fontSizePt).toBeGreaterThanOrEqual(6);
    const { texts } = await renderBandSvg(plan, {}, { textAsPaths: false });
    const all = texts.flat().map((t) => t.text);
    expect(all).toContain('3:35:00');
  });
});

describe('race day on the strip', () => {
  it('prints the heat’s adjustment and the planned fade under the strategy, in the band’s language', () => {
    const [plan] = marathon({
      bands: [{ goal: '3:30:00' }],
      conditions: { temperature: 24, dewPoint: 18 },
      fade: { after: 30, secondsPerUnit: 10 },
    });
    const en = layoutBand(plan!, parseBandSettings({})).parts[0]!.header;
    expect(en.raceDay).toEqual([`Heat 24/18 °C: +${plan!.conditions!.percent.toFixed(1)}%`, 'Fade +0:10/km after 30']);
    expect(en.raceDaySize).toBeGreaterThanOrEqual(6);
    expect(en.goal).toBe(formatDuration(plan!.totalSeconds));
    const fr = layoutBand(plan!, parseBandSettings({ locale: 'fr' })).parts[0]!.header;
    expect(fr.raceDay[0]).toMatch(/^Chaleur 24\/18 °C : \+\d,\d\u00a0%$/);
    expect(fr.raceDay[1]).toBe('Baisse +0:10/km après 30');
  });

  it('says when the heat is past what the rule charts', () => {
    const [plan] = marathon({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 100, dewPoint: 85, scale: 'F' } });
    expect(layoutBand(plan!, parseBandSettings({})).parts[0]!.header.raceDay).toEqual(['Heat 100/85 °F: +10.0%', 'Too hot to race hard']);
  });

  it('prints nothing more when neither was asked', () => {
    const [plan] = marathon({ bands: [{ goal: '3:30:00' }] });
    expect(layoutBand(plan!, parseBandSettings({})).parts[0]!.header.raceDay).toEqual([]);
  });
});
