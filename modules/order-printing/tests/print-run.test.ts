import { PDFDocument } from 'pdf-lib';
import { placedTexts } from '../../../tests/support/pdf-placed-texts.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { createPrintRun, findPrintRun, readPrintFile } from '../data/print-run.repository.ts';
import {
  getShopSettings,
  memberWithBand,
  paidBandOrder,
  saveShopSettings,
  seedShopSettings,
  simulatedProvider,
} from '../../commerce/tests/shop-fixtures.ts';
import { closeOrm } from '../../../src/db/orm.server.ts';
import { JOB_SCHEMA, startJobQueue, stopJobQueue } from '../../../src/host/jobs.server.ts';
import { enqueuePrintRun } from '../services/print-queue.server.ts';
import { executePrintRun } from '../services/print-run.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const provider = simulatedProvider({ checkoutUrl: (id) => `/en/checkout/${id}` });
afterAll(async () => {
  await stopJobQueue();
  await closeOrm();
  delete process.env.DATABASE_URL;
});

async function paidOrder(country: string, quantity: number) {
  return paidBandOrder(() => orm().em.fork(), provider, await memberWithBand(orm().em.fork(), { country }), quantity);
}

describe('batch printing (real PostgreSQL, the band renderer, the host job queue)', () => {
  it('prints paid orders: one PDF of bands with cut marks and order labels, one PDF of address labels', async () => {
    await seedShopSettings(orm().em.fork());
    const a = await paidOrder('CA', 2);
    const b = await paidOrder('IT', 1);
    const run = await createPrintRun(orm().em.fork(), [a.id, b.id], 'Letter', 'staff-1');
    await executePrintRun(orm().em.fork(), run.id);
    const done = await findPrintRun(orm().em.fork(), run.id);
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2, error: null });
    const bands = await PDFDocument.load((await readPrintFile(orm().em.fork(), run.id, 'bands'))!);
    // Each order starts on its own page, on the chosen paper.
    expect(bands.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(bands.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const labels = await PDFDocument.load((await readPrintFile(orm().em.fork(), run.id, 'labels'))!);
    expect(labels.getPageCount()).toBe(1);
  }, 60_000);

  it('mails with envelopes when the run asks: one C6 envelope per order, in the bands’ order, with the shop’s return address', async () => {
    const em = orm().em.fork();
    await saveShopSettings(em, { ...(await getShopSettings(em)), returnAddress: 'Paceband\n1 Runner Rd\nMontreal QC  H2X 1Y4' }, 'staff-1');
    const a = await paidOrder('FR', 1);
    const b = await paidOrder('CA', 1);
    const run = await createPrintRun(orm().em.fork(), [b.id, a.id], 'A4', 'staff-1', 'C6');
    expect(run.mailing).toBe('C6');
    await executePrintRun(orm().em.fork(), run.id);
    expect(await findPrintRun(orm().em.fork(), run.id)).toMatchObject({ status: 'done', mailing: 'C6' });
    const envelopes = await PDFDocument.load((await readPrintFile(orm().em.fork(), run.id, 'labels'))!);
    expect(envelopes.getPageCount()).toBe(2);
    const MM = 72 / 25.4;
    expect(envelopes.getPage(0).getWidth() / MM).toBeCloseTo(162, 1);
    expect(envelopes.getPage(0).getHeight() / MM).toBeCloseTo(114, 1);
    // The bands' PDF takes the orders by number (given when paid), and so do the envelopes.
    for (const [page, country] of [
      [0, 'FRANCE'],
      [1, 'CANADA'],
    ] as const) {
      const text = placedTexts(envelopes, page).map((t) => t.text);
      expect(text.slice(0, 3)).toEqual(['Paceband', '1 Runner Rd', 'Montreal QC H2X 1Y4']);
      expect(text).toContain(country);
      expect(text.at(-1)).toMatch(/^PB-\d{6}$/);
    }
  }, 60_000);

  it('runs in the background: a queued run is picked up by the job queue’s worker and reports its progress', async () => {
    const order = await paidOrder('US', 1);
    // The worker, as on the server, works on DATABASE_URL (its ORM and the queue).
    process.env.DATABASE_URL = orm().config.get('clientUrl') as string;
    await startJobQueue();
    const run = await createPrintRun(orm().em.fork(), [order.id], 'A4', 'staff-1');
    await enqueuePrintRun(run.id);
    let state = await findPrintRun(orm().em.fork(), run.id);
    for (let i = 0; i < 120 && state?.status !== 'done' && state?.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await findPrintRun(orm().em.fork(), run.id);
    }
    expect(state).toMatchObject({ status: 'done', done: 1, total: 1 });
    const jobs = await orm()
      .em.fork()
      .execute<Array<{ state: string; data: unknown }>>(
        `select state, data from ${JOB_SCHEMA}.job where name = 'order-printing.print-run'`,
      );
    expect(jobs).toEqual([{ state: 'completed', data: { runId: run.id } }]);
  }, 60_000);
});
