import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BandPlan } from '../../pacing/index.ts';
import { renderBandSvg } from './band-render.ts';
import { BAND_COLUMNS, type BandColumn } from './band-settings.ts';
import { FONT_FAMILY_IDS } from './font-families.ts';
import { LEGIBLE_PT } from './layout-summary.ts';
import { footerGeometry } from './footer-geometry.ts';
import { layoutBand } from './band-layout.ts';
import { parseBandSettings } from './parse-settings.ts';
import { marathonPlan } from './sample-plans.ts';

/** The first `rows` rows of a marathon plan, so row count varies from a 5K to an ultra-long list. */
function plan(rows: number, goal: number): BandPlan {
  const full = marathonPlan(goal);
  const extra = Array.from({ length: Math.max(0, rows - full.rows.length) }, (_, i) => ({ ...full.rows[i % full.rows.length]! }));
  return { ...full, rows: [...full.rows, ...extra].slice(0, rows) };
}

describe('band layout (property)', () => {
  it('keeps every text inside its band, above the footer, at a legible size or says why not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 70 }),
        fc.integer({ min: 1500, max: 30000 }),
        fc.integer({ min: 13, max: 24 }),
        fc.integer({ min: 20, max: 60 }),
        fc.subarray([...BAND_COLUMNS], { minLength: 1 }),
        fc.constantFrom(...FONT_FAMILY_IDS),
        fc.boolean(),
        fc.constantFrom('hide' as const, 'km' as const, 'mi' as const),
        async (rows, goal, wrist, widthMm, columns, fontFamily, allowance, lapTimes) => {
          const input = {
            title: 'Grand Marathon de la Ville',
            size: { wrist, width: widthMm / 10, allowance },
            columns: columns as BandColumn[],
            style: { fontFamily },
          };
          const settings = parseBandSettings(input);
          // The lap-time column (plan.lapTimes) is printed too, and must fit like the others.
          const planned = { ...plan(rows, goal), lapTimes };
          const model = layoutBand(planned, settings);
          const { layout, texts } = await renderBandSvg(planned, input);
          const footerTop = footerGeometry(model).top;
          for (const part of texts) {
            // No two texts on one line overlap (every printed column has its own room).
            const lines = new Map<number, typeof part>();
            for (const t of part) lines.set(Math.round(t.y), [...(lines.get(Math.round(t.y)) ?? []), t]);
            for (const line of lines.values()) {
              const sorted = [...line].sort((a, b) => a.x - b.x);
              sorted.slice(1).forEach((t, i) => expect(sorted[i]!.x + sorted[i]!.width).toBeLessThanOrEqual(t.x + 0.5));
            }
            for (const t of part) {
              // Every printed text has a box of its own (a column without room would get none).
              if (t.text.trim()) expect(t.width).toBeGreaterThan(0);
              expect(t.x).toBeGreaterThanOrEqual(model.padX - 0.5);
              expect(t.x + t.width).toBeLessThanOrEqual(model.widthPt - model.padX + 0.5);
              expect(t.y).toBeGreaterThanOrEqual(0);
              const isFooterLabel = t.y >= footerTop - 0.5;
              if (!isFooterLabel) expect(t.y + t.height).toBeLessThanOrEqual(footerTop + 0.5);
              else expect(t.y + t.height).toBeLessThanOrEqual(model.lengthPt - model.padY + 0.5);
            }
          }
          if (layout.fontSizePt < LEGIBLE_PT) {
            // Only the width can force a size below 6 pt: one column of rows, and the note says so.
            expect(model.fit.blocks).toBe(1);
            expect(layout.note).toMatch(/legible/);
          }
          // Fill a band before shrinking, two columns before another band, every band but the last full.
          if (layout.bandsPerPlan === 1 && model.fit.blocks === 1) expect(model.rowsPerBlock).toBe(rows);
          const counts = model.parts.map((p) => p.blocks.flat().length);
          for (const n of counts.slice(0, -1)) expect(n).toBe(model.rowsPerBlock * model.fit.blocks);
          expect(layout.note).toBeTruthy();
          // Every row is printed once: the rows' cells add up across parts and blocks.
          const printedRows = model.parts.flatMap((p) => p.blocks.flat()).length;
          expect(printedRows).toBe(rows);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
