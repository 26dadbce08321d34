import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { renderBandPng, renderBandSvg } from './band-render.ts';
import { LEGIBLE_PT } from './band-layout.ts';
import { FONT_FAMILY_IDS } from './font-families.ts';
import { decodePng, darkShare } from '../../../tests/support/png-pixels.ts';
import { marathonPlan, tenKPlan } from './sample-plans.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, '../../../tests/artifacts');
const columns = ['distance', 'split', 'pace', 'elapsed'] as const;

describe('renderBandSvg', () => {
  it('lays out every row of a marathon on one 3 cm band, legibly, inside the band', async () => {
    const plan = marathonPlan(12600);
    const { layout, texts, svg } = await renderBandSvg(plan, { title: 'Berlin Marathon', columns: [...columns] });
    expect(plan.rows.length).toBeGreaterThanOrEqual(43);
    expect(layout).toMatchObject({ columns: 1, bandsPerPlan: 1 });
    expect(layout.note).toMatch(/^All \d+ rows fit in one column at [\d.]+ pt\.$/);
    expect(layout.fontSizePt).toBeGreaterThanOrEqual(LEGIBLE_PT);
    expect(svg).toMatch(/width="85\.0\d+pt" height="510\.2\d+pt"/);
    const words = texts[0]?.map((t) => t.text) ?? [];
    for (const row of plan.rows) {
      expect(words).toContain(formatDuration(row.elapsedSeconds));
      if (row.kind === 'lap' || row.kind === 'finish') expect(words).toContain(formatDuration(row.splitSeconds));
    }
    expect(words).toContain('Berlin Marathon');
    expect(words).toContain('3:30:00');
    expect(words).toContain('5 mi');
    for (const t of texts[0] ?? []) {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x + t.width).toBeLessThanOrEqual(85.04);
      expect(t.y + t.height).toBeLessThanOrEqual(510.24);
    }
  });

  it('keeps the row text in <text> elements in debug mode', async () => {
    const plan = marathonPlan(12600);
    const { svg } = await renderBandSvg(plan, { columns: [...columns] }, { textAsPaths: false });
    // Satori writes one <text> per word piece ("3", ":", "30"…): join the pieces of each line.
    const lines = new Map<string, string>();
    for (const m of svg.matchAll(/<text[^>]*\by="([\d.]+)"[^>]*>([^<]*)<\/text>/g)) {
      lines.set(m[1] ?? '', (lines.get(m[1] ?? '') ?? '') + (m[2] ?? ''));
    }
    const shown = [...lines.values()];
    for (const row of plan.rows) {
      // Marker rows (half-way, other unit) print their distance and elapsed time only.
      const lap = row.kind === 'lap' || row.kind === 'finish';
      const line = lap
        ? `${formatDuration(row.splitSeconds)}${formatDuration(row.paceSecondsPerUnit)}${formatDuration(row.elapsedSeconds)}`
        : formatDuration(row.elapsedSeconds);
      expect(shown.some((text) => text.endsWith(line))).toBe(true);
    }
  });

  it('goes to two columns or two bands rather than below the legible size', async () => {
    const plan = marathonPlan(12600);
    const narrow = await renderBandSvg(plan, { size: { wrist: 14, width: 5 }, columns: ['distance', 'split', 'elapsed'] });
    expect(narrow.layout.columns).toBe(2);
    expect(narrow.layout.note).toMatch(/two columns/);
    const thin = await renderBandSvg(plan, { size: { wrist: 12, width: 3 }, columns: ['distance', 'split', 'elapsed'] });
    expect(thin.layout.bandsPerPlan).toBeGreaterThan(1);
    expect(thin.parts).toHaveLength(thin.layout.bandsPerPlan);
    expect(thin.layout.note).toMatch(/bands/);
    for (const l of [narrow.layout, thin.layout]) expect(l.fontSizePt).toBeGreaterThanOrEqual(LEGIBLE_PT);
    // Every row is printed exactly once across the parts.
    const elapsed = thin.texts
      .flat()
      .map((t) => t.text)
      .filter((t) => plan.rows.some((r) => formatDuration(r.elapsedSeconds) === t));
    expect(new Set(elapsed).size).toBe(new Set(plan.rows.map((r) => r.elapsedSeconds)).size);
  });

  it('says so when even split bands cannot reach the legible size', async () => {
    // Five columns across 2 cm: the width, not the row count, is the limit.
    const { layout } = await renderBandSvg(marathonPlan(12600), {
      size: { wrist: 14, width: 2 },
      columns: ['distance', 'split', 'pace', 'slope', 'elapsed'],
    });
    expect(layout.fontSizePt).toBeLessThan(LEGIBLE_PT);
    expect(layout.note).toMatch(
      /^These 5 columns do not fit across a 2 cm band at the legible 6 pt: text is [\d.]+ pt\. Use a wider band or fewer columns\./,
    );
  });

  it('prints a short race large, and says when a family has no italic', async () => {
    const short = await renderBandSvg(tenKPlan(2700), { style: { fontFamily: 'oswald', fontStyle: 'italic' }, locale: 'fr' });
    expect(short.layout.fontSizePt).toBeGreaterThan(10);
    expect(short.layout.note).toBe(
      `Les 10 lignes tiennent sur une colonne à ${String(short.layout.fontSizePt).replace('.', ',')} pt. Oswald n'a pas d'italique : les lettres droites sont utilisées.`,
    );
  });

  it.each(FONT_FAMILY_IDS)('renders with %s', async (fontFamily) => {
    const { layout, texts } = await renderBandSvg(marathonPlan(14400), { style: { fontFamily, fontStyle: 'bold' } });
    expect(layout.fontSizePt).toBeGreaterThanOrEqual(LEGIBLE_PT);
    for (const t of texts.flat()) expect(t.x + t.width).toBeLessThanOrEqual(85.04);
  });
});

describe('renderBandPng', () => {
  it('rasterises the band at the asked scale, with ink where the rows are', async () => {
    const { png, width, height } = await renderBandPng(marathonPlan(12600), { title: 'Berlin Marathon', columns: [...columns] }, 4);
    expect(Math.abs(width - 85.04 * 4)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - 510.24 * 4)).toBeLessThanOrEqual(1);
    const image = decodePng(png);
    expect(image.width).toBe(width);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(path.join(ARTIFACTS, 'band-marathon.png'), png);
    const ink = darkShare(image);
    expect(ink).toBeGreaterThan(0.05);
    expect(ink).toBeLessThan(0.5);
    // The row area (middle of the band) carries text, the tape zone at the end is nearly empty.
    expect(darkShare(image, 128, { x: 0, y: height / 2, width, height: 40 })).toBeGreaterThan(0.05);
    const tape = { x: 20, y: height - 25, width: width - 40, height: 8 };
    expect(darkShare(image, 128, tape)).toBeLessThan(0.02);
  });
});
