import type { EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { findOrdersToPrint, getShopSettings, returnAddressLines } from '../../commerce/index.ts';
import { findPrintRun, finishPrintRun, markPrintRun } from '../data/print-run.repository.ts';
import { bandsPdfForOrders, envelopesPdfForOrders, labelsPdfForOrders, PRINT_PAPERS, type PrintPaper } from './print-files.ts';

/**
 * One print run, as the background worker does it: running → progress per order → done with both
 * PDFs (the bands, and the labels or envelopes the run asked for), or failed with the reason. Run again after a crash, it starts over (the files are rebuilt).
 */
export async function executePrintRun(em: EntityManager, runId: string): Promise<void> {
  const run = await findPrintRun(em, runId);
  if (!run || run.status === 'done') return;
  try {
    await markPrintRun(em, runId, { status: 'running', done: 0 });
    const orders = await findOrdersToPrint(em, run.orderIds);
    const paper: PrintPaper = (PRINT_PAPERS as readonly string[]).includes(run.paper) ? (run.paper as PrintPaper) : 'A4';
    const bands = await bandsPdfForOrders(em, orders, paper, (done) => markPrintRun(em, runId, { done }));
    const mailing =
      run.mailing === 'labels'
        ? await labelsPdfForOrders(orders, paper)
        : await envelopesPdfForOrders(orders, run.mailing, returnAddressLines((await getShopSettings(em)).returnAddress));
    await finishPrintRun(em, runId, { bands: bands.bytes, labels: mailing.bytes });
  } catch (error) {
    logger.error({ err: error, runId }, 'print run failed');
    await markPrintRun(em, runId, { status: 'failed', error: (error instanceof Error ? error.message : String(error)).slice(0, 500) });
  }
}
