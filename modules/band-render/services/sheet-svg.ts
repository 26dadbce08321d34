import { bandPartMarkup } from './band-svg.ts';
import { pageSlots, type BandSheet } from './band-sheet.ts';
import { cutMarks, slotOrigin } from './imposition.ts';

/**
 * Page `page` of the sheet as SVG, composed exactly like the PDF page (same grid, same band
 * markup, same cut marks): rasterised with resvg it is the print preview, and the visual check in
 * the tests, without any system PDF renderer.
 */
export function sheetPageSvg(sheet: BandSheet, page: number, cutMarksOn: boolean): string {
  const { grid } = sheet;
  const slots = pageSlots(sheet, page);
  const used = new Set(slots.map((s) => `${s.drawing}-${s.part}`));
  const defs: string[] = [];
  for (const key of used) {
    const [d = 0, p = 0] = key.split('-').map(Number);
    const drawing = sheet.drawings[d];
    if (drawing) defs.push(`<g id="band-${key}">${bandPartMarkup(drawing, p, `s${d}p${p}`)}</g>`);
  }
  const uses = slots.map((slot) => {
    const o = slotOrigin(grid, slot.index);
    const transform = grid.rotated ? `translate(${o.x} ${o.y + grid.cellHeightPt}) rotate(-90)` : `translate(${o.x} ${o.y})`;
    return `<use href="#band-${slot.drawing}-${slot.part}" transform="${transform}"/>`;
  });
  const marks = cutMarksOn
    ? cutMarks(grid, slots.length).map(
        (m) => `<line x1="${m.x1}" y1="${m.y1}" x2="${m.x2}" y2="${m.y2}" stroke="#8c8c8c" stroke-width="0.3"/>`,
      )
    : [];
  const w = grid.pageWidthPt;
  const h = grid.pageHeightPt;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/><defs>${defs.join('')}</defs>${uses.join('')}${marks.join('')}</svg>`;
}
