import type { BandPlan } from '../services/plan-types.ts';
import { bandMessage } from './band-messages.ts';
import type { BandSettings } from './band-settings.ts';
import { loadFamily, textWidthEm, type LoadedFamily } from './font-cache.ts';
import { faceOf } from './font-families.ts';
import { header, headerHeight, type HeaderModel } from './band-header.ts';
import { hasBorder } from './band-border.ts';
import { LEGIBLE_PT, summarise, type BandLayoutSummary } from './layout-summary.ts';
import { bandSizePt, scaleBarLength, PT_PER_MM } from './physical-size.ts';
import { rowFace } from './row-faces.ts';
import { columnHeads, rowCells, type RowCells } from './row-cells.ts';
import { solveRowFont, type RowFontFit } from './row-font.ts';

// Re-exported so the tree, composers and tests read the layout from one place.
export type { HeaderModel } from './band-header.ts';
export type { BandLayoutSummary } from './layout-summary.ts';
export { hasBorder } from './band-border.ts';
export { LEGIBLE_PT } from './layout-summary.ts';

export const HEAD_PT = 6;
export const LABEL_PT = 5.5;
const MAX_PARTS = 4;

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

function chunk<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, i) => items.slice(i * size, (i + 1) * size));
}

export function layoutBand(plan: BandPlan, s: BandSettings): BandModel {
  const { lengthPt, widthPt, allowancePt } = bandSizePt(s.size);
  const family = loadFamily(s.style.fontFamily);
  const borderPt = hasBorder(s.style) ? s.style.theme.borderWidthMm * PT_PER_MM : 0;
  const padX = borderPt + 2;
  const padY = borderPt + 2;
  const inner = widthPt - 2 * padX;
  const rows = rowCells(plan, s.columns);
  const heads = columnHeads(plan, s.columns, s.locale);
  const headMetrics = family.metrics(faceOf('normal', s.style.fontFamily));
  const rowMetrics = rows.map((r) => family.metrics(rowFace(r.kind, s.style.fontFamily, s.style.fontStyle)));
  const widest = s.columns.map((_, i) => Math.max(0, ...rows.map((r, j) => textWidthEm(rowMetrics[j] ?? headMetrics, r.cells[i] ?? ''))));
  const headEm = heads.map((h) => textWidthEm(headMetrics, h));
  const probe = header(plan, s, family, inner, { part: 1, parts: 2 });
  const headerH = headerHeight(probe);
  const headH = HEAD_PT * 1.35;
  const footerHeight = Math.max(allowancePt, 16);
  const rowsArea = lengthPt - 2 * padY - headerH - headH - footerHeight - 2;

  let chosen: { parts: number; fit: RowFontFit; rowsPerBlock: number } | undefined;
  for (let parts = 1; parts <= MAX_PARTS && !(chosen && chosen.fit.fontSizePt >= LEGIBLE_PT); parts++) {
    for (const blocks of [1, 2]) {
      const rowsPerBlock = Math.max(1, Math.ceil(Math.ceil(rows.length / parts) / blocks));
      const fit = solveRowFont({ widest, headEm, headPt: HEAD_PT, blocks, inner, rowHeightMax: rowsArea / rowsPerBlock });
      if (!chosen || chosen.parts !== parts || fit.fontSizePt > chosen.fit.fontSizePt + 0.1) {
        chosen = { parts, fit, rowsPerBlock };
      }
    }
  }
  if (!chosen) throw new Error('unreachable: no layout candidate');
  const { parts, fit, rowsPerBlock } = chosen;
  const scaleBar = scaleBarLength(s.size.unit, inner - 4);
  const partRows = chunk(rows, parts);
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
      allowancePt > 0 ? bandMessage(s.locale, 'tape') : null,
      (t) => textWidthEm(headMetrics, t) * LABEL_PT <= inner,
    ),
    parts: partRows.map((r, i) => ({
      header: header(plan, s, family, inner, parts > 1 ? { part: i + 1, parts } : null),
      blocks: chunk(r, fit.blocks),
    })),
    family,
    summary: summarise(s, fit.blocks, parts, fit.fontSizePt),
  };
}
