import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BandSettingsError } from './band-messages.ts';
import { planGrid, slotOrigin, cutMarks } from './imposition.ts';
import { parsePaperSettings, parseBandSettings } from './parse-settings.ts';
import { bandSizePt } from './physical-size.ts';
import { MARGINS_MM, GAPS_MM } from './paper-settings.ts';

const MM = 72 / 25.4;
const label = { length: 0, width: 0, unit: 'cm' };

describe('band size', () => {
  it('is the wrist plus the allowance, at exact points', () => {
    const cm = bandSizePt(parseBandSettings({ size: { wrist: 17, width: 3 } }).size);
    expect(cm.lengthPt).toBeCloseTo(510.24, 2);
    expect(cm.widthPt).toBeCloseTo(85.04, 2);
    const bare = bandSizePt(parseBandSettings({ size: { wrist: 17, width: 3, allowance: false } }).size);
    expect(bare.lengthPt).toBeCloseTo(481.89, 2);
    const inch = bandSizePt(parseBandSettings({ size: { unit: 'in', wrist: 6.5, width: 1.25 } }).size);
    expect(inch.lengthPt).toBe(7 * 72);
    expect(inch.widthPt).toBe(90);
  });
});

describe('grid imposition', () => {
  // Expected counts worked out by hand from the paper, margin and gap sizes (see comments).
  it.each([
    // A4 210×297, 10 mm margins → 190×277; 18×3 cm bands with 3 mm gaps: upright 5×1, across 1×8.
    [{ paper: 'A4' }, 17, 3, 8, true],
    // A4 landscape 297×210 → 277×190: upright floor(280/33)=8 × 1, across 1×5.
    [{ paper: 'A4', orientation: 'landscape' }, 17, 3, 8, false],
    // 5 mm margins, no gap → 200×287: upright 6×1, across 1×9.
    [{ paper: 'A4', margins: 'small', gap: 'none' }, 17, 3, 9, true],
    // Letter 215.9×279.4, 18 mm margins → 179.9×243.4, 8 mm gaps: upright 4×1, across does not fit.
    [{ paper: 'Letter', margins: 'large', gap: 'large' }, 17, 3, 4, false],
    // A5 148×210 → 128×190: upright 3×1 (an 18 cm band is longer than 128 mm across).
    [{ paper: 'A5' }, 17, 3, 3, false],
    // Legal 215.9×355.6 → 195.9×335.6: upright 6×1, across 1×10.
    [{ paper: 'Legal' }, 17, 3, 10, true],
    // Narrow 2 cm bands on A4: upright floor(193/23)=8 × floor(280/183)=1, across 1×floor(280/23)=12.
    [{ paper: 'A4' }, 17, 2, 12, true],
  ] as const)('%j, %i cm wrist × %i cm: %i per page', (paperInput, wrist, width, perPage, rotated) => {
    const band = bandSizePt(parseBandSettings({ size: { wrist, width } }).size);
    const grid = planGrid(band, parsePaperSettings(paperInput), label);
    expect(grid.perPage).toBe(perPage);
    expect(grid.rotated).toBe(rotated);
  });

  it('refuses a band that fits no way round', () => {
    const band = bandSizePt(parseBandSettings({ size: { wrist: 30, width: 3 } }).size);
    expect(() => planGrid(band, parsePaperSettings({ paper: 'A5' }), label)).toThrow(BandSettingsError);
  });

  it('places every slot inside the margins, without overlap, and no larger grid would fit', () => {
    const paper = fc.record({
      paper: fc.constantFrom('A4', 'A5', 'Letter', 'Legal'),
      orientation: fc.constantFrom('portrait', 'landscape'),
      margins: fc.constantFrom('small', 'medium', 'large'),
      gap: fc.constantFrom('none', 'small', 'large'),
    } as const);
    fc.assert(
      fc.property(paper, fc.integer({ min: 120, max: 220 }), fc.integer({ min: 15, max: 60 }), (p, wristMm, widthMm) => {
        const settings = parsePaperSettings(p);
        const band = { lengthPt: wristMm * MM, widthPt: widthMm * MM };
        let grid;
        try {
          grid = planGrid(band, settings, label);
        } catch (error) {
          expect(error).toBeInstanceOf(BandSettingsError);
          return;
        }
        const margin = MARGINS_MM[settings.margins] * MM;
        const gap = GAPS_MM[settings.gap] * MM;
        const cells = Array.from({ length: grid.perPage }, (_, i) => slotOrigin(grid, i));
        for (const c of cells) {
          expect(c.x).toBeGreaterThanOrEqual(margin - 1e-6);
          expect(c.y).toBeGreaterThanOrEqual(margin - 1e-6);
          expect(c.x + grid.cellWidthPt).toBeLessThanOrEqual(grid.pageWidthPt - margin + 1e-6);
          expect(c.y + grid.cellHeightPt).toBeLessThanOrEqual(grid.pageHeightPt - margin + 1e-6);
        }
        for (let i = 0; i < cells.length; i++) {
          for (let j = i + 1; j < cells.length; j++) {
            const a = cells[i]!;
            const b = cells[j]!;
            const apart =
              a.x + grid.cellWidthPt + gap <= b.x + 1e-6 ||
              b.x + grid.cellWidthPt + gap <= a.x + 1e-6 ||
              a.y + grid.cellHeightPt + gap <= b.y + 1e-6 ||
              b.y + grid.cellHeightPt + gap <= a.y + 1e-6;
            expect(apart).toBe(true);
          }
        }
        // One more column or row would cross the margin.
        expect(margin + grid.cols * (grid.cellWidthPt + gap) + grid.cellWidthPt).toBeGreaterThan(grid.pageWidthPt - margin);
        expect(margin + grid.rows * (grid.cellHeightPt + gap) + grid.cellHeightPt).toBeGreaterThan(grid.pageHeightPt - margin);
        for (const m of cutMarks(grid, grid.perPage)) {
          for (const [x, y] of [
            [m.x1, m.y1],
            [m.x2, m.y2],
          ] as const) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(grid.pageWidthPt);
            expect(y).toBeLessThanOrEqual(grid.pageHeightPt);
          }
        }
      }),
    );
  });
});
