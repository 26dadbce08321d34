/**
 * Picks the row font size: as large as both the row pitch and the band width allow, capped so a
 * short race does not print in billboard letters. Widths come from the font's own advance widths
 * (widest cell per column, in em), with a little slack because Satori wraps text that overflows.
 */
const MAX_ROW_PT = 13;
const SLACK = 1.04;
const CELL_GAP_EM = 0.45;
/** Row pitch over font size: a row needs at least this many times its text size. */
export const LINE_RATIO = 1.2;
const PAD_LEFT = 2.5;
const PAD_RIGHT = 1.5;
const BLOCK_GAP = 4;

export interface RowFontFit {
  fontSizePt: number;
  headSizePt: number;
  rowHeightPt: number;
  blocks: number;
  blockWidthPt: number;
  blockGapPt: number;
  cellWidthsPt: number[];
  padLeftPt: number;
  padRightPt: number;
}

interface FontProblem {
  widest: number[];
  headEm: number[];
  headPt: number;
  blocks: number;
  inner: number;
  rowHeightMax: number;
}

const headSize = (p: FontProblem, size: number) => Math.min(p.headPt, size);

function cellWidths(p: FontProblem, size: number): number[] {
  // Column heads never print larger than the rows, so they cannot be what overflows a narrow band.
  return p.widest.map((em, i) => Math.max(size * em, headSize(p, size) * (p.headEm[i] ?? 0)) * SLACK);
}

function rowWidth(p: FontProblem, size: number): number {
  const cells = cellWidths(p, size).reduce((a, b) => a + b, 0);
  return cells + (p.widest.length - 1) * CELL_GAP_EM * size + PAD_LEFT + PAD_RIGHT;
}

export function solveRowFont(p: FontProblem): RowFontFit {
  const blockGapPt = p.blocks > 1 ? BLOCK_GAP : 0;
  const blockWidthPt = (p.inner - (p.blocks - 1) * blockGapPt) / p.blocks;
  let low = 2;
  let high = MAX_ROW_PT;
  if (rowWidth(p, high) <= blockWidthPt) low = high;
  for (let i = 0; i < 30 && high - low > 0.01; i++) {
    const mid = (low + high) / 2;
    if (rowWidth(p, mid) <= blockWidthPt) low = mid;
    else high = mid;
  }
  // The epsilon keeps 6 − 1e-15 (a row pitch of exactly 7.2 pt) from printing as 5.9 pt.
  const size = Math.floor(Math.min(low, p.rowHeightMax / LINE_RATIO, MAX_ROW_PT) * 10 + 1e-6) / 10;
  return {
    fontSizePt: size,
    headSizePt: headSize(p, size),
    rowHeightPt: Math.min(p.rowHeightMax, size * 2.2),
    blocks: p.blocks,
    blockWidthPt,
    blockGapPt,
    cellWidthsPt: cellWidths(p, size),
    padLeftPt: PAD_LEFT,
    padRightPt: PAD_RIGHT,
  };
}
