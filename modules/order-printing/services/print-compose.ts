/**
 * The print run's PDFs put together (pdf-lib: loading every band PDF, copying its pages, writing
 * the labels or envelopes, saving), run in a worker thread (print-compose-worker.ts) so a run of hundreds of
 * orders does not hold the web process's event loop. Only plain data comes in: the band PDFs'
 * bytes (moved, not copied), the texts to print and the label grid.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { composeEnvelopes, type EnvelopeTask } from './envelopes.ts';
import { winAnsi, type ComposedPdf } from './pdf-text.ts';

export type { ComposedPdf } from './pdf-text.ts';

export interface BandsSection {
  /** A band PDF from the band renderer. */
  pdf: Uint8Array;
  /** Printed in each page's top margin, followed by "page/pages". */
  header: string;
  /** Printed in the bottom right corner (the order number). */
  corner: string;
}

export interface LabelGrid {
  width: number;
  height: number;
  cols: number;
  rows: number;
  left: number;
  top: number;
  cellW: number;
  cellH: number;
  pitchX: number;
  pitchY: number;
}

export type ComposeTask =
  { kind: 'bands'; sections: BandsSection[] } | { kind: 'labels'; grid: LabelGrid; labels: string[][] } | EnvelopeTask;

function label(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number) {
  page.drawText(winAnsi(text), { x, y, size, font, color: rgb(0.2, 0.2, 0.2) });
}

async function composeBands(sections: BandsSection[]): Promise<ComposedPdf> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let s = 0; s < sections.length; s++) {
    const section = sections[s]!;
    const source = await PDFDocument.load(section.pdf);
    const pages = await doc.copyPages(source, source.getPageIndices());
    pages.forEach((page, i) => {
      doc.addPage(page);
      const { width, height } = page.getSize();
      // In the top margin (medium = 10 mm), clear of the bands and their cut marks.
      label(page, font, `${section.header} · ${i + 1}/${pages.length}`, 14, height - 16, 8);
      label(page, font, section.corner, width - 14 - font.widthOfTextAtSize(winAnsi(section.corner), 8), 8, 8);
    });
    // Each band PDF is needed only until its pages are copied.
    sections[s] = { ...section, pdf: new Uint8Array() };
  }
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}

async function composeLabels(grid: LabelGrid, labels: string[][]): Promise<ComposedPdf> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const perPage = grid.cols * grid.rows;
  let page: PDFPage | null = null;
  labels.forEach((lines, i) => {
    if (i % perPage === 0) page = doc.addPage([grid.width, grid.height]);
    const slot = i % perPage;
    const x = grid.left + (slot % grid.cols) * grid.pitchX + 10;
    let y = grid.height - grid.top - Math.floor(slot / grid.cols) * grid.pitchY - 14;
    const size = Math.min(9, (grid.cellH - 12) / lines.length / 1.2);
    lines.forEach((text, n) => {
      const isRef = n === lines.length - 1;
      label(page!, n === 0 ? bold : font, text, x, y, isRef ? size * 0.8 : size);
      y -= size * 1.2;
    });
  });
  if (doc.getPageCount() === 0) doc.addPage([grid.width, grid.height]);
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}

export function composeTask(task: ComposeTask): Promise<ComposedPdf> {
  switch (task.kind) {
    case 'bands':
      return composeBands(task.sections);
    case 'labels':
      return composeLabels(task.grid, task.labels);
    case 'envelopes':
      return composeEnvelopes(task);
  }
}
