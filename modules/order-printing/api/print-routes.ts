import { Hono, type Context } from 'hono';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { readFormPost } from '../../../src/host/forms/form-post.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { changeOrderStatus, findOrdersWithLines, isPaidStatus } from '../../commerce/index.ts';
import { createPrintRun, findPrintRun, readPrintFile } from '../data/print-run.repository.ts';
import { t } from '../locales/messages.ts';
import { PRINT_PAPERS, type PrintPaper } from '../services/print-files.ts';
import { enqueuePrintRun } from '../services/print-queue.server.ts';
import { toMailing } from '../services/mailing.ts';
import { recordAudit } from '../../admin/index.ts';
import { printApi } from '../api-paths.ts';

const staff = (c: Context) => requireRole(STAFF_ROLES, c.req.raw.headers);
const MAX_ORDERS = 500;

async function download(c: Context, which: 'bands' | 'labels'): Promise<Response> {
  await staff(c);
  const id = c.req.param('id') ?? '';
  const bytes = await readPrintFile(requestEm(), id, which);
  if (!bytes) throw new NotFoundError();
  // The second file is the run's labels or envelopes, named as such.
  const mailing = which === 'labels' ? ((await findPrintRun(requestEm(), id))?.mailing ?? 'labels') : null;
  const kind = mailing && mailing !== 'labels' ? `envelopes-${mailing}` : which;
  const name = `paceband-${kind}-${id.slice(0, 8)}.pdf`;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}

/** Batch printing: queue a run of selected paid orders (paper; labels or C6/DL envelopes), read its progress, download its two PDFs, mark its orders printed. */
export function printRoutes() {
  return new Hono()
    .post(printApi.routes.queue.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const O = t(f.locale).orderPrinting;
      const back = routePath(f.locale, 'admin.orders.index');
      const ids = f.form
        .getAll('orderId')
        .filter((v): v is string => typeof v === 'string')
        .slice(0, MAX_ORDERS);
      const orders = (await findOrdersWithLines(requestEm(), ids)).filter(
        (o) => o.kind === 'bands' && isPaidStatus(o.status) && o.status !== 'mailed',
      );
      if (orders.length === 0)
        return f.redirect(back, {
          flash: { form: 'orders', errors: {}, values: {}, message: { kind: 'error', text: O.noneSelected() } },
        });
      const paper: PrintPaper = (PRINT_PAPERS as readonly string[]).includes(f.fields.paper ?? '') ? (f.fields.paper as PrintPaper) : 'A4';
      const mailing = toMailing(f.fields.mailing);
      const run = await createPrintRun(
        requestEm(),
        orders.map((o) => o.id),
        paper,
        viewer.id,
        mailing,
      );
      await enqueuePrintRun(run.id);
      await recordAudit(viewer, 'print.queue', run.id, { orders: orders.length, paper, mailing });
      return f.redirect(`${back}?run=${run.id}`, {
        flash: { form: 'orders', errors: {}, values: {}, message: { kind: 'success', text: O.queued({ count: orders.length }) } },
      });
    })
    .get(printApi.routes.run.pattern, async (c) => {
      await staff(c);
      const run = await findPrintRun(requestEm(), c.req.param('id'));
      if (!run) throw new NotFoundError();
      c.header('Cache-Control', 'no-store');
      return c.json({ id: run.id, status: run.status, done: run.done, total: run.total, error: run.error });
    })
    .get(printApi.routes.bandsPdf.pattern, (c) => download(c, 'bands'))
    .get(printApi.routes.mailingPdf.pattern, (c) => download(c, 'labels'))
    .get(printApi.routes.labelsPdf.pattern, (c) => download(c, 'labels'))
    .post(printApi.routes.printed.pattern, async (c) => {
      const viewer = await staff(c);
      const f = await readFormPost(c);
      const run = await findPrintRun(requestEm(), c.req.param('id'));
      if (!run || run.status !== 'done') throw new NotFoundError();
      let changed = 0;
      for (const id of run.orderIds)
        if ((await changeOrderStatus(requestEm(), id, 'printed', { kind: 'staff', id: viewer.id })).ok) changed++;
      await recordAudit(viewer, 'print.printed', run.id, { orders: changed });
      const O = t(f.locale).orderPrinting;
      return f.redirect(`${routePath(f.locale, 'admin.orders.index')}?status=printed`, {
        flash: { form: 'orders', errors: {}, values: {}, message: { kind: 'success', text: `${O.markPrinted()}: ${changed}` } },
      });
    });
}
