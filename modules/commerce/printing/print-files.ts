import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { BusyError } from '../../../src/lib/http-errors.ts';
import { PAPER_SIZES_PT, planSavedBand, renderBandsPdf, type PaperName } from '../../band-builder/index.ts';
import { orderLabel, type OrderDetailDto } from '../data/commerce.dto.ts';
import { addressLabelLines } from './address-label.ts';

export const PRINT_PAPERS = ['A4', 'Letter', 'Legal', 'A5'] as const satisfies readonly PaperName[];
export type PrintPaper = (typeof PRINT_PAPERS)[number];

/** The printer's viewer: the team may print bands on any course, private ones included. */
const PRINTER: Viewer = { kind: 'user', id: 'print-run', name: 'print run', roles: ['admin'] };

/**
 * The band renderer runs in a bounded pool of worker threads shared with the site; when visitors
 * fill it, the print run waits its turn instead of failing (the site keeps priority).
 */
async function whenPoolFree<T>(work: () => Promise<T>, attempts = 120): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof BusyError) || i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Helvetica speaks WinAnsi only: other characters become "?" rather than failing the run. */
function winAnsi(text: string): string {
  return [...text.normalize('NFC')].map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?')).join('');
}

function label(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number) {
  page.drawText(winAnsi(text), { x, y, size, font, color: rgb(0.2, 0.2, 0.2) });
}

/**
 * Every band of the orders, imposed by the band renderer on the chosen paper with cut marks, one
 * order's bands on its own pages; each page's margin names the order (number, recipient, band
 * title, page) so the cut bands go into the right envelope. `onOrder` reports progress.
 */
export async function bandsPdfForOrders(
  em: EntityManager,
  orders: OrderDetailDto[],
  paper: PrintPaper,
  onOrder: (done: number) => Promise<void> = async () => {},
): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let done = 0;
  for (const order of orders) {
    const locale = toLocale(order.locale);
    const who = order.shippingAddress?.recipient ?? order.buyerName ?? '';
    for (const line of order.lines) {
      const printable = await planSavedBand(em, line.state, locale, PRINTER);
      if (!printable.ok)
        throw new Error(`${orderLabel(order.number)} "${line.title}": ${Object.values(printable.errors)[0]?.[0] ?? 'invalid band'}`);
      const plans = printable.plans.map((plan) => ({ ...plan, count: plan.count * line.quantity }));
      const pdf = await whenPoolFree(() =>
        renderBandsPdf(
          plans,
          { ...printable.settings.band, locale },
          { ...printable.settings.paper, paper, margins: 'medium', gap: 'small', cutMarks: true },
        ),
      );
      const source = await PDFDocument.load(pdf.bytes);
      const pages = await doc.copyPages(source, source.getPageIndices());
      pages.forEach((page, i) => {
        doc.addPage(page);
        const { width, height } = page.getSize();
        const text = `${orderLabel(order.number)} · ${who} · ${line.title} ×${line.quantity} · ${i + 1}/${pages.length}`;
        // In the top margin (medium = 10 mm), clear of the bands and their cut marks.
        label(page, font, text, 14, height - 16, 8);
        label(page, font, orderLabel(order.number), width - 14 - font.widthOfTextAtSize(orderLabel(order.number), 8), 8, 8);
      });
    }
    await onOrder(++done);
    // Let the server answer other requests between orders.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { bytes: await doc.save({ objectsPerTick: 10 }), pages: doc.getPageCount() };
}

/** Label sheets: 3 × 10 labels of 2 5/8 × 1 in on Letter (Avery 5160), 3 × 8 of 70 × 37 mm on A4 and others. */
function labelGrid(paper: PrintPaper) {
  const [width, height] = PAPER_SIZES_PT[paper];
  if (paper === 'Letter') return { width, height, cols: 3, rows: 10, left: 13.5, top: 36, cellW: 189, cellH: 72, pitchX: 198, pitchY: 72 };
  const mm = 72 / 25.4;
  const cols = 3;
  const rows = Math.max(1, Math.floor((height - 20 * mm) / (37 * mm)));
  return {
    width,
    height,
    cols,
    rows,
    left: (width - 3 * 70 * mm) / 2,
    top: 10 * mm,
    cellW: 70 * mm,
    cellH: 37 * mm,
    pitchX: 70 * mm,
    pitchY: 37 * mm,
  };
}

/** One address label per order, Canadian, then US, then other addresses, in each group's postal format. */
export async function labelsPdfForOrders(orders: OrderDetailDto[], paper: PrintPaper): Promise<{ bytes: Uint8Array; pages: number }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grid = labelGrid(paper);
  const rank = (o: OrderDetailDto) => ({ CA: 0, US: 1 })[o.countryGroup ?? ''] ?? 2;
  const withAddress = orders.filter((o) => o.shippingAddress).sort((a, b) => rank(a) - rank(b) || a.number - b.number);
  const perPage = grid.cols * grid.rows;
  let page: PDFPage | null = null;
  withAddress.forEach((order, i) => {
    if (i % perPage === 0) page = doc.addPage([grid.width, grid.height]);
    const slot = i % perPage;
    const x = grid.left + (slot % grid.cols) * grid.pitchX + 10;
    let y = grid.height - grid.top - Math.floor(slot / grid.cols) * grid.pitchY - 14;
    const lines = addressLabelLines(order.shippingAddress!, orderLabel(order.number));
    const size = Math.min(9, (grid.cellH - 12) / lines.length / 1.2);
    lines.forEach((text, n) => {
      const f = n === 0 ? bold : font;
      const isRef = n === lines.length - 1;
      label(page!, f, text, x, y, isRef ? size * 0.8 : size);
      y -= size * 1.2;
    });
  });
  if (doc.getPageCount() === 0) doc.addPage([grid.width, grid.height]);
  return { bytes: await doc.save({ objectsPerTick: 10 }), pages: doc.getPageCount() };
}
