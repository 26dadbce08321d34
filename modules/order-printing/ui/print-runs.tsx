import { requestEm } from '../../../src/db/orm.server.ts';
import type { SlotProps } from '../../../src/host/module-contract.ts';
import { Field } from '../../../src/ui/form.tsx';
import { formatDate } from '../../commerce/index.ts';
import { findPrintRun, listPrintRuns } from '../data/print-run.repository.ts';
import { t } from '../locales/messages.ts';
import { MAILINGS } from '../services/mailing.ts';
import { PRINT_PAPERS } from '../services/print-files.ts';
import { PrintProgress } from './print-progress.client.tsx';
import { printApi } from '../api-paths.ts';

/** The admin orders screen's print runs (the last five, and the one just queued): progress, then the two PDFs and "mark printed". */
export async function PrintRunsSection({ locale, run }: SlotProps['admin.orders.runs']) {
  const O = t(locale).orderPrinting;
  const em = requestEm();
  const runs = await listPrintRuns(em, 5);
  const focus = run ? await findPrintRun(em, run) : null;
  const shown = focus && !runs.some((r) => r.id === focus.id) ? [focus, ...runs] : runs;
  if (shown.length === 0) return null;
  const progressLabels = {
    progress: O.progress({ done: '{done}', total: '{total}' }),
    bandsPdf: O.bandsPdf(),
    labelsPdf: O.labelsPdf(),
    envelopesPdf: O.envelopesPdf({ size: '{size}' }),
    markPrinted: O.markPrinted(),
  };
  const R = O.runStatus;
  const statusLabels = { queued: R.queued(), running: R.running(), done: R.done(), failed: R.failed() };
  return (
    <section className="card" aria-labelledby="print-runs">
      <h2 id="print-runs">{O.runs()}</h2>
      {shown.map((r) => (
        <div key={r.id}>
          <p className="muted">
            {formatDate(locale, r.createdAt, true)} · {r.paper}
          </p>
          <PrintProgress
            runId={r.id}
            initial={r}
            mailing={r.mailing}
            labels={{ ...progressLabels, status: statusLabels }}
            locale={locale}
          />
        </div>
      ))}
    </section>
  );
}

/** The form that prints the orders ticked in the screen's table: paper, then address labels or envelopes. */
export function PrintForm({ locale, formId }: SlotProps['admin.orders.print']) {
  const O = t(locale).orderPrinting;
  return (
    <form id={formId} method="post" action={printApi.routes.queue.href()} className="card field-row" aria-label={O.print()}>
      <input type="hidden" name="locale" value={locale} />
      <Field name="paper" as="select" label={O.paper()} value="A4" options={PRINT_PAPERS.map((p) => ({ value: p, label: p }))} />
      <Field
        name="mailing"
        as="select"
        label={O.mailing()}
        value="labels"
        options={MAILINGS.map((m) => ({ value: m, label: O.mailings[m]() }))}
      />
      <button className="btn" type="submit">
        {O.print()}
      </button>
    </form>
  );
}
