import { BandSettingsError } from './band-messages.ts';
import { GAPS_MM, MARGINS_MM, PAPER_SIZES_PT, type PaperSettings } from './paper-settings.ts';
import { PT_PER_MM } from './physical-size.ts';

/**
 * Grid imposition: as many bands per page as fit inside the margins, trying the band upright
 * (length down the page) and turned a quarter (length across) and keeping whichever holds more;
 * the grid is centred so the leftover paper is shared evenly. Coordinates are y-down, points.
 */
export interface SheetGrid {
  pageWidthPt: number;
  pageHeightPt: number;
  cols: number;
  rows: number;
  perPage: number;
  /** True when bands lie across the page (turned 90° anticlockwise, header on the left). */
  rotated: boolean;
  /** Size of one placed band on the page (already swapped when rotated). */
  cellWidthPt: number;
  cellHeightPt: number;
  gapPt: number;
  left: number;
  top: number;
}

function pageSize(paper: PaperSettings): [number, number] {
  const [w, h] = PAPER_SIZES_PT[paper.paper];
  return paper.orientation === 'portrait' ? [w, h] : [h, w];
}

function count(available: number, size: number, gap: number): number {
  return Math.max(0, Math.floor((available + gap) / (size + gap) + 1e-9));
}

export function planGrid(
  band: { widthPt: number; lengthPt: number },
  paper: PaperSettings,
  label: { length: number; width: number; unit: string },
): SheetGrid {
  const [pw, ph] = pageSize(paper);
  const margin = MARGINS_MM[paper.margins] * PT_PER_MM;
  const gapPt = GAPS_MM[paper.gap] * PT_PER_MM;
  const aw = pw - 2 * margin;
  const ah = ph - 2 * margin;
  const options = [false, true].map((rotated) => {
    const cw = rotated ? band.lengthPt : band.widthPt;
    const ch = rotated ? band.widthPt : band.lengthPt;
    const cols = count(aw, cw, gapPt);
    const rows = count(ah, ch, gapPt);
    return { rotated, cw, ch, cols, rows, perPage: cols * rows };
  });
  const [upright, turned] = options as [(typeof options)[0], (typeof options)[0]];
  const best = turned.perPage > upright.perPage ? turned : upright;
  if (best.perPage === 0) throw new BandSettingsError('bandTooLarge', { ...label, paper: paper.paper });
  const gridW = best.cols * best.cw + (best.cols - 1) * gapPt;
  const gridH = best.rows * best.ch + (best.rows - 1) * gapPt;
  return {
    pageWidthPt: pw,
    pageHeightPt: ph,
    cols: best.cols,
    rows: best.rows,
    perPage: best.perPage,
    rotated: best.rotated,
    cellWidthPt: best.cw,
    cellHeightPt: best.ch,
    gapPt,
    left: (pw - gridW) / 2,
    top: (ph - gridH) / 2,
  };
}

/** Top-left corner of slot `index` on its page (row by row). */
export function slotOrigin(grid: SheetGrid, index: number): { x: number; y: number } {
  const slot = index % grid.perPage;
  const col = slot % grid.cols;
  const row = Math.floor(slot / grid.cols);
  return { x: grid.left + col * (grid.cellWidthPt + grid.gapPt), y: grid.top + row * (grid.cellHeightPt + grid.gapPt) };
}

export interface CutMark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * Short light marks in the margins, in line with every band edge, so the sheet can be cut with a
 * ruler even when bands touch (gap none) or have no border.
 */
export function cutMarks(grid: SheetGrid, bandsOnPage: number): CutMark[] {
  const offset = 1.5 * PT_PER_MM;
  const used = Math.min(bandsOnPage, grid.perPage);
  const rowsUsed = Math.ceil(used / grid.cols);
  const colsUsed = Math.min(used, grid.cols);
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (let c = 0; c < colsUsed; c++) {
    const x = grid.left + c * (grid.cellWidthPt + grid.gapPt);
    xs.add(x).add(x + grid.cellWidthPt);
  }
  for (let r = 0; r < rowsUsed; r++) {
    const y = grid.top + r * (grid.cellHeightPt + grid.gapPt);
    ys.add(y).add(y + grid.cellHeightPt);
  }
  const right = grid.left + colsUsed * grid.cellWidthPt + (colsUsed - 1) * grid.gapPt;
  const bottom = grid.top + rowsUsed * grid.cellHeightPt + (rowsUsed - 1) * grid.gapPt;
  const lenTop = Math.min(4 * PT_PER_MM, grid.top - offset - PT_PER_MM);
  const lenSide = Math.min(4 * PT_PER_MM, grid.left - offset - PT_PER_MM);
  const lenBottom = Math.min(4 * PT_PER_MM, grid.pageHeightPt - bottom - offset - PT_PER_MM);
  const lenRight = Math.min(4 * PT_PER_MM, grid.pageWidthPt - right - offset - PT_PER_MM);
  const marks: CutMark[] = [];
  for (const x of xs) {
    if (lenTop > 1) marks.push({ x1: x, y1: grid.top - offset - lenTop, x2: x, y2: grid.top - offset });
    if (lenBottom > 1) marks.push({ x1: x, y1: bottom + offset, x2: x, y2: bottom + offset + lenBottom });
  }
  for (const y of ys) {
    if (lenSide > 1) marks.push({ x1: grid.left - offset - lenSide, y1: y, x2: grid.left - offset, y2: y });
    if (lenRight > 1) marks.push({ x1: right + offset, y1: y, x2: right + offset + lenRight, y2: y });
  }
  return marks;
}
