import type { BandPlan } from '../../pacing/index.ts';
import { bandMessage } from './band-messages.ts';
import type { BandSettings } from './band-settings.ts';
import { loadFamily, textWidthEm, type LoadedFamily } from './font-cache.ts';
import { faceOf } from './font-families.ts';
import { header, headerHeight, type HeaderModel } from './band-header.ts';
import { hasBorder } from './band-border.ts';
import { LEGIBLE_PT, summarise, type BandLayoutSummary } from './layout-summary.ts';
import { bandSizePt, scaleBarLength, PT_PER_MM } from './physical-size.ts';
import { rowFace } from './row-faces.ts';
import { columnHeads, printable, printedColumns, rowCells, type RowCells } from './row-cells.ts';
import { LINE_RATIO, solveRowFont, type RowFontFit } from './row-font.ts';

// Re-exported so the tree, composers and tests read the layout from one place.
export type { HeaderModel } from './band-header.ts';
export type { BandLayoutSummary } from './layout-summary.ts';
export { hasBorder } from './band-border.ts';
export { LEGIBLE_PT } from './layout-summary.ts';

const HEAD_PT = 6;
export const LABEL_PT = 5.5;

export interface BandModel {
  widthPt: number;
  lengthPt: number;
  allowancePt: number;
  borderPt: number;
  padX: number;
  padY: number;
  headerHeight: number;
  heads: string[];
  headHeight: number;
  fit: RowFontFit;
  rowsPerBlock: number;
  footerHeight: number;
  scaleBar: { lengthPt: number; label: string };
  /** Under the scale bar: its length, and "tape here" when the band is wide enough for both. */
  footerLabel: string;
  parts: Array<{ header: HeaderModel; blocks: RowCells[][] }>;
  family: LoadedFamily;
  summary: BandLayoutSummary;
}

function footerLabel(bar: string, tape: string | null, fits: (text: string) => boolean): string {
  const full = tape ? `${bar} \u00b7 ${tape}` : bar;
  return fits(full) ? full : bar;
}

/** Consecutive pieces of `size` items (the last one holds the rest). */
function pieces<T>(items: T[], size: number, count: number): T[][] {
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

interface LayoutChoice {
  parts: number;
  blocks: number;
  rowsPerBlock: number;
  fit: RowFontFit;
}

type FitFor = (blocks: number, rowsPerBlock: number) => RowFontFit;

/**
 * The layout rule (ADR 0005), in order: one band, one column of rows filling its length, at
 * the largest size that fits (down to 6 pt); then two columns of rows on the same band; only
 * then more bands, as few as hold the rows at a legible size, the rows shared out so every band
 * but the last is full. When even one column of rows is too wide for the band at 6 pt (too many
 * columns for a narrow band), the rows print at the size the width allows, and the note says so.
 */
function chooseLayout(rowCount: number, rowsArea: number, fitFor: FitFor): LayoutChoice {
  const rows = Math.max(1, rowCount);
  for (const blocks of [1, 2]) {
    const rowsPerBlock = Math.ceil(rows / blocks);
    const fit = fitFor(blocks, rowsPerBlock);
    if (fit.fontSizePt >= LEGIBLE_PT) return { parts: 1, blocks, rowsPerBlock, fit };
  }
  // Rows a block holds at the legible size, and which block counts the width allows at that size.
  const perBlock = Math.max(1, Math.floor(rowsArea / (LEGIBLE_PT * LINE_RATIO) + 1e-9));
  const blocks = [2, 1].find((b) => fitFor(b, perBlock).fontSizePt >= LEGIBLE_PT);
  if (blocks === undefined) {
    // The width is the limit: as many rows per band as that smaller size allows.
    const fit = fitFor(1, 1);
    const size = Math.max(fit.fontSizePt, 1);
    const perBand = Math.max(1, Math.floor(rowsArea / (size * LINE_RATIO) + 1e-9));
    const parts = Math.ceil(rows / perBand);
    const rowsPerBlock = Math.ceil(rows / parts);
    return { parts, blocks: 1, rowsPerBlock, fit: fitFor(1, rowsPerBlock) };
  }
  const parts = Math.ceil(rows / (perBlock * blocks));
  const rowsPerBlock = Math.ceil(Math.ceil(rows / parts) / blocks);
  return { parts, blocks, rowsPerBlock, fit: fitFor(blocks, rowsPerBlock) };
}

export function layoutBand(plan: BandPlan, s: BandSettings): BandModel {
  const { lengthPt, widthPt, allowancePt } = bandSizePt(s.size);
  const family = loadFamily(s.style.fontFamily);
  const borderPt = hasBorder(s.style) ? s.style.theme.borderWidthMm * PT_PER_MM : 0;
  const padX = borderPt + 2;
  const padY = borderPt + 2;
  const inner = widthPt - 2 * padX;
  const columns = printedColumns(plan, s.columns);
  const rows = rowCells(plan, columns, s.locale);
  const heads = columnHeads(plan, columns, s.locale);
  const headMetrics = family.metrics(faceOf('normal', s.style.fontFamily));
  const rowMetrics = rows.map((r) => family.metrics(rowFace(r.kind, s.style.fontFamily, s.style.fontStyle)));
  const widest = columns.map((_, i) => Math.max(0, ...rows.map((r, j) => textWidthEm(rowMetrics[j] ?? headMetrics, r.cells[i] ?? ''))));
  const headEm = heads.map((h) => textWidthEm(headMetrics, h));
  const probe = header(plan, s, family, inner, { part: 1, parts: 2 });
  const headerH = headerHeight(probe);
  const headH = HEAD_PT * 1.35;
  const footerHeight = Math.max(allowancePt, 16);
  const rowsArea = lengthPt - 2 * padY - headerH - headH - footerHeight - 2;

  const { parts, fit, rowsPerBlock } = chooseLayout(rows.length, rowsArea, (blocks, perBlock) =>
    solveRowFont({ widest, headEm, headPt: HEAD_PT, blocks, inner, rowHeightMax: rowsArea / perBlock }),
  );
  const scaleBar = scaleBarLength(s.size.unit, inner - 4, s.locale);
  const partRows = pieces(rows, rowsPerBlock * fit.blocks, parts);
  return {
    widthPt,
    lengthPt,
    allowancePt,
    borderPt,
    padX,
    padY,
    headerHeight: headerH,
    heads,
    headHeight: headH,
    fit,
    rowsPerBlock,
    footerHeight,
    scaleBar,
    footerLabel: footerLabel(
      scaleBar.label,
      allowancePt > 0 ? printable(bandMessage(s.locale, 'tape')) : null,
      (t) => textWidthEm(headMetrics, t) * LABEL_PT <= inner,
    ),
    parts: partRows.map((r, i) => ({
      header: header(plan, s, family, inner, parts > 1 ? { part: i + 1, parts } : null),
      blocks: pieces(r, rowsPerBlock, fit.blocks).filter((b, i) => i === 0 || b.length > 0),
    })),
    family,
    summary: summarise(s, {
      columns: fit.blocks,
      parts,
      size: fit.fontSizePt,
      rows: rows.length,
      perBand: rowsPerBlock * fit.blocks,
      cells: columns.length,
    }),
  };
}
