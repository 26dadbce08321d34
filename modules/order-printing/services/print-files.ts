import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import { BusyError } from '../../../src/lib/http-errors.ts';
import { PAPER_SIZES_PT, renderBandsPdf, type PaperName } from '../../band-render/index.ts';
import { planSavedBand, type PrintableBand } from '../../band-builder/index.ts';
import { orderLabel, type OrderDetailDto, type PrintLineDto, type PrintOrderDto } from '../../commerce/index.ts';
import { addressLabelLines } from './address-label.ts';
import type { BandsSection, ComposedPdf, ComposeTask, LabelGrid } from './print-compose.ts';
import type { EnvelopeSize } from './envelopes.ts';

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

/**
 * Composing the run's PDFs (pdf-lib: load, copy pages, labels, save) is seconds of CPU for a large
 * run: one worker thread does it off the event loop (print-compose-worker.ts). Tests compose on
 * their own thread.
 */
const composePool = workerPool<ComposeTask, ComposedPdf>(
  { file: 'modules/order-printing/services/print-compose-worker.ts', threads: serverThreads(1), maxQueue: 4 },
  async () => (await import('./print-compose.ts')).composeTask,
);

function compose(task: ComposeTask, transfer: ArrayBuffer[] = []): Promise<ComposedPdf> {
  return whenPoolFree(() => composePool.run(task, transfer));
}

/**
 * An order line's band, planned for printing from its whole definition: the band definition, the
 * course and the theme kept with the line (older lines fall back to their saved band's course and
 * the theme as it is now).
 */
export function planOrderLine(em: EntityManager, line: PrintLineDto, locale: Locale): Promise<PrintableBand> {
  return planSavedBand(
    em,
    { definition: line.definition, courseUuid: line.courseId, theme: line.theme, savedBandId: line.savedBandId },
    locale,
    PRINTER,
  );
}

/**
 * Every band of the orders, imposed by the band renderer on the chosen paper with cut marks, one
 * order's bands on its own pages; each page's margin names the order (number, recipient, band
 * title, page) so the cut bands go into the right envelope. `onOrder` reports progress.
 */
export async function bandsPdfForOrders(
  em: EntityManager,
  orders: PrintOrderDto[],
  paper: PrintPaper,
  onOrder: (done: number) => Promise<void> = async () => {},
): Promise<ComposedPdf> {
  const sections: BandsSection[] = [];
  let done = 0;
  for (const order of orders) {
    const locale = toLocale(order.locale);
    const who = order.shippingAddress?.recipient ?? order.buyerName ?? '';
    for (const line of order.lines) {
      const printable = await planOrderLine(em, line, locale);
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
      const header = `${orderLabel(order.number)} · ${who} · ${line.title} ×${line.quantity}`;
      sections.push({ pdf: pdf.bytes, header, corner: orderLabel(order.number) });
    }
    await onOrder(++done);
  }
  // Each band PDF arrived from the render worker in a buffer of its own: move them, don't copy.
  return compose({ kind: 'bands', sections }, ownBuffers(sections.map((s) => s.pdf)));
}

/** Buffers that the views cover whole (not slices of a shared pool), safe to transfer. */
function ownBuffers(views: Uint8Array[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const v of views) {
    if (v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) buffers.add(v.buffer);
  }
  return [...buffers];
}

/** Label sheets: 3 × 10 labels of 2 5/8 × 1 in on Letter (Avery 5160), 3 × 8 of 70 × 37 mm on A4 and others. */
function labelGrid(paper: PrintPaper): LabelGrid {
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
export async function labelsPdfForOrders(orders: OrderDetailDto[], paper: PrintPaper): Promise<ComposedPdf> {
  const rank = (o: OrderDetailDto) => ({ CA: 0, US: 1 })[o.countryGroup ?? ''] ?? 2;
  const withAddress = orders.filter((o) => o.shippingAddress).sort((a, b) => rank(a) - rank(b) || a.number - b.number);
  const labels = withAddress.map((order) => addressLabelLines(order.shippingAddress!, orderLabel(order.number)));
  return compose({ kind: 'labels', grid: labelGrid(paper), labels });
}

/**
 * One envelope per order with an address, in the order of the bands' PDF (so the cut bands go
 * into the envelopes as they come), the shop's return address top left.
 */
export async function envelopesPdfForOrders(orders: OrderDetailDto[], size: EnvelopeSize, sender: string[]): Promise<ComposedPdf> {
  const envelopes = orders
    .filter((order) => order.shippingAddress)
    .map((order) => ({ address: addressLabelLines(order.shippingAddress!), reference: orderLabel(order.number) }));
  return compose({ kind: 'envelopes', size, sender, envelopes });
}
