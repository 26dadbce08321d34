import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { planBands, type BandPlan, type PlanSettingsInput } from '../../pacing/index.ts';
import { layoutBand } from './band-layout.ts';
import { renderBandSvg } from './band-render.ts';
import { parseBandSettings } from './parse-settings.ts';
import { rowCells } from './row-cells.ts';

const only = (settings: PlanSettingsInput): BandPlan => planBands({ settings })[0]!;
const columns = ['distance', 'split', 'elapsed'] as const;

describe('walk rows and the walking speed on the band (issue 26 point 6)', () => {
  // A break every 1.96 km: the first starts 40 m before the 2 km row.
  const plan = only({ bands: [{ goal: '1:00:00' }], distanceM: 10_000, walk: { kind: 'distance', every: 1.96, walkSeconds: 60 } });

  it('labels a walk row with where it starts, 1.9, not a rounded 2 just before the "2" row', async () => {
    const rows = rowCells(plan, columns, 'en');
    const two = rows.findIndex((r) => r.kind === 'lap' && r.cells[0] === '2');
    expect(rows[two - 1]).toMatchObject({ kind: 'walk', cells: ['1.9', 'walk 1:00', expect.stringMatching(/^\d+:\d\d$/)] });
    // The printed band (its texts as laid out for the SVG, PNG and PDF): one "2", and the walk's "1.9".
    const { texts } = await renderBandSvg(plan, { columns: [...columns] });
    const words = texts[0]!.map((t) => t.text);
    expect(words.filter((w) => w === '2')).toHaveLength(1);
    expect(words).toContain('1.9');
    // In descending order the walk row still comes just above its "2" (the runner reaches it first).
    const desc = rowCells(only({ ...planSettings(plan), order: 'desc' }), columns, 'en');
    const twoDesc = desc.findIndex((r) => r.kind === 'lap' && r.cells[0] === '2');
    expect(desc[twoDesc + 1]).toMatchObject({ kind: 'walk', cells: ['1.9', 'walk 1:00', expect.any(String)] });
  });

  it.each<[Locale, RegExp]>([
    ['en', / at 3\.7\smph$/],
    ['fr', / à 3,7\smi\/h$/],
    ['es', / a 3,7\smi\/h$/],
    ['it', / a 3,7\smi\/h$/],
  ])('%s: states the walking speed in the small print, in miles on a mile band (%s), whole on a 3 cm band', (locale, speed) => {
    const miles = only({
      bands: [{ goal: '4:45:00' }],
      distanceM: 42_195,
      unit: 'mi',
      walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 },
    });
    const model = layoutBand(miles, parseBandSettings({ locale, title: 'Marathon de la Ville' }));
    for (const part of model.parts) {
      const h = part.header;
      const said = h.walkMore ? `${h.walk} · ${h.walkMore}` : h.walk;
      expect(said).toMatch(speed);
      expect(said).not.toContain('\u2026');
      expect(h.walkSize).toBeGreaterThanOrEqual(6);
    }
  });
});

function planSettings(plan: BandPlan): PlanSettingsInput {
  return { bands: [{ goal: plan.totalSeconds }], distanceM: plan.distanceM, walk: { kind: 'distance', every: 1.96, walkSeconds: 60 } };
}
