import {
  PDFDocument,
  drawObject,
  grayscale,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rotateDegrees,
  setLineWidth,
  setStrokingColor,
  stroke,
  translate,
  type PDFName,
  type PDFRef,
} from 'pdf-lib';
import type { BandPlan } from '../../pacing/index.ts';
import type { BandLayoutSummary } from './band-layout.ts';
import { composeBand } from './band-compose.tsx';
import { embedBandPart, type BandForm, type PdfImageCache } from './band-pdf.ts';
import type { BandSettings, BandSettingsInput } from './band-settings.ts';
import { pageSlots, prepareSheet } from './band-sheet.ts';
import { cutMarks, slotOrigin, type SheetGrid } from './imposition.ts';
import type { PaperSettings, PaperSettingsInput } from './paper-settings.ts';
import { parseBandSettings, parsePaperSettings } from './parse-settings.ts';

export interface BandsPdf {
  bytes: Uint8Array;
  pages: number;
  bandsPerPage: number;
  /** Bands printed in all (copies × parts). */
  bands: number;
  grid: SheetGrid;
  layout: BandLayoutSummary;
  layouts: BandLayoutSummary[];
}

/** All plans, each `count` times, imposed on as many pages as needed: one vector PDF. */
export async function renderBandsPdf(
  plans: BandPlan[],
  settingsInput: BandSettingsInput | BandSettings = {},
  paperInput: PaperSettingsInput | PaperSettings = {},
): Promise<BandsPdf> {
  const settings = parseBandSettings(settingsInput);
  const paper = parsePaperSettings(paperInput);
  const sheet = await prepareSheet(plans, settings, paper, composeBand);
  const { grid } = sheet;
  const doc = await PDFDocument.create();
  doc.setTitle(settings.title ? `Pace bands: ${settings.title}` : 'Pace bands');
  doc.setCreator('Paceband');
  doc.setProducer('Paceband (Satori + pdf-lib)');
  const images: PdfImageCache = new Map();
  const embedded: BandForm[][] = [];
  for (const drawing of sheet.drawings) {
    const parts: BandForm[] = [];
    for (let p = 0; p < drawing.parts.length; p++) parts.push(await embedBandPart(doc, drawing, p, images));
    embedded.push(parts);
  }
  for (let n = 0; n < sheet.pages; n++) {
    const page = doc.addPage([grid.pageWidthPt, grid.pageHeightPt]);
    const slots = pageSlots(sheet, n);
    // Each band form gets one name on the page, however many copies it places.
    const names = new Map<PDFRef, PDFName>();
    for (const slot of slots) {
      const band = embedded[slot.drawing]?.[slot.part];
      if (!band) continue;
      let name = names.get(band.ref);
      if (!name) names.set(band.ref, (name = page.node.newXObject('Band', band.ref)));
      const o = slotOrigin(grid, slot.index);
      const y = grid.pageHeightPt - o.y - grid.cellHeightPt;
      page.pushOperators(
        pushGraphicsState(),
        ...(grid.rotated ? [translate(o.x + grid.cellWidthPt, y), rotateDegrees(90)] : [translate(o.x, y)]),
        drawObject(name),
        popGraphicsState(),
      );
    }
    if (paper.cutMarks) {
      // Stroked as pdf-lib's drawLine would, the colour and width set once for all of them.
      const marks = cutMarks(grid, slots.length).flatMap((m) => [
        moveTo(m.x1, grid.pageHeightPt - m.y1),
        lineTo(m.x2, grid.pageHeightPt - m.y2),
        stroke(),
      ]);
      page.pushOperators(pushGraphicsState(), setStrokingColor(grayscale(0.55)), setLineWidth(0.3), ...marks, popGraphicsState());
    }
  }
  const bytes = await doc.save();
  return {
    bytes,
    pages: sheet.pages,
    bandsPerPage: grid.perPage,
    bands: sheet.slots.length,
    grid,
    layout: sheet.layout,
    layouts: sheet.layouts,
  };
}
