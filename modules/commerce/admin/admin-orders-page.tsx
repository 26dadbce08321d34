import { Link } from '../../../src/ui/link.client.tsx';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { Slot } from '../../../src/host/slots.tsx';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { parseTableQuery, sortAndPage } from '../../../src/ui/table-query.ts';
import { orderLabel, type OrderDto } from '../data/commerce.dto.ts';
import { listOrdersForAdmin, orderNumbers } from '../data/order.repository.ts';
import { listPaymentAlerts } from '../data/payment-alert.repository.ts';
import { t } from '../locales/messages.ts';
import { formatMoney } from '../services/money.ts';
import { ORDER_STATUSES, isOrderStatus, isPaidStatus, staffTargets } from '../services/order-status.ts';
import { COUNTRY_GROUPS } from '../services/shop-settings.ts';
import { StatusBadge, formatDate } from '../ui/shop-page-parts.tsx';
import { PaymentAlerts } from './payment-alerts.tsx';
import { commerceApi } from '../api-paths.ts';

function day(text: string | null): Date | null {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
}

/** The form (batch printing's, through the slot) that the rows' checkboxes of paid band orders belong to. */
const PRINT_FORM = 'print-form';

const ORDERS_TABLE = {
  sorts: ['number', 'date', 'customer', 'total', 'status'] as const,
  defaultSort: 'date' as const,
  defaultDir: 'desc' as const,
};

/** admin.orders.index: filter (kind, status, country group, dates), change status, cancel with refund, batch printing. */
export async function AdminOrdersPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const O = LL.commerce.admin.orders;
  const S = LL.commerce.status;
  const q = new URLSearchParams(query);
  const status = isOrderStatus(q.get('status')) ? (q.get('status') as (typeof ORDER_STATUSES)[number]) : null;
  const kind = q.get('kind') === 'donation' ? 'donation' : 'bands';
  const group = (COUNTRY_GROUPS as readonly string[]).includes(q.get('country') ?? '') ? q.get('country') : null;
  const from = day(q.get('from'));
  const to = day(q.get('to'));
  const em = requestEm();
  const orders = await listOrdersForAdmin(em, {
    status,
    kind,
    countryGroup: group,
    from,
    to: to ? new Date(to.getTime() + 86_400_000) : null,
  });
  const alerts = await listPaymentAlerts(em, { open: true });
  const alertOrders = await orderNumbers(
    em,
    alerts.map((a) => a.orderId),
  );
  const flash = await readFlash();
  const back = query ? `?${query}` : '';
  const customer = (order: OrderDto) => order.shippingAddress?.recipient ?? order.buyerName ?? order.email ?? '';
  const state = parseTableQuery(q, ORDERS_TABLE);
  const { rows, window } = sortAndPage(
    orders,
    state,
    { number: (o) => o.number, date: (o) => o.createdAt, customer, total: (o) => o.total, status: (o) => S[o.status]() },
    locale,
  );
  return (
    <div className="stack admin-orders">
      <PageHead locale={locale} route="admin.orders.index" title={O.title()} noindex />
      <AdminHeader title={O.title()} />
      <FormMessage flash={flash} form="orders" />
      <PaymentAlerts locale={locale} alerts={alerts} numbers={alertOrders} />
      <form method="get" className="field-row admin-filters" aria-label={O.filter()}>
        <Field
          name="kind"
          as="select"
          label={O.kind()}
          value={kind}
          options={[
            { value: 'bands', label: O.kinds.bands() },
            { value: 'donation', label: O.kinds.donation() },
          ]}
        />
        <Field
          name="status"
          as="select"
          label={O.status()}
          value={status ?? ''}
          options={[{ value: '', label: S.all() }, ...ORDER_STATUSES.map((s) => ({ value: s, label: S[s]() }))]}
        />
        <Field
          name="country"
          as="select"
          label={O.country()}
          value={group ?? ''}
          options={[{ value: '', label: O.countryAll() }, ...COUNTRY_GROUPS.map((g) => ({ value: g, label: g }))]}
        />
        <Field name="from" type="date" label={O.from()} value={q.get('from') ?? ''} />
        <Field name="to" type="date" label={O.to()} value={q.get('to') ?? ''} />
        <button className="btn btn-secondary" type="submit">
          {O.filter()}
        </button>
      </form>
      <Slot name="admin.orders.runs" props={{ locale, run: q.get('run') }} />
      <DataTable
        locale={locale}
        caption={O.title()}
        rows={rows}
        view={{ state, window, query }}
        empty={O.empty()}
        columns={
          [
            {
              label: O.print(),
              hiddenLabel: true,
              cell: (order) =>
                order.kind === 'bands' &&
                isPaidStatus(order.status) &&
                order.status !== 'mailed' && (
                  <input
                    type="checkbox"
                    name="orderId"
                    value={order.id}
                    form={PRINT_FORM}
                    aria-label={O.select({ number: orderLabel(order.number) })}
                  />
                ),
            },
            {
              label: LL.commerce.orders.number(),
              sort: 'number',
              firstDir: 'desc',
              rowHeader: true,
              // The number opens the order's own page (lines, address, payment references, history).
              cell: (order) => (
                <Link to={routePath(locale, 'admin.orders.show', { number: String(order.number) })}>{orderLabel(order.number)}</Link>
              ),
            },
            { label: LL.commerce.orders.date(), sort: 'date', firstDir: 'desc', cell: (order) => formatDate(locale, order.createdAt) },
            { label: O.customer(), sort: 'customer', cell: customer },
            { label: O.country(), cell: (order) => order.shippingAddress?.country ?? '' },
            { label: LL.commerce.orders.bands(), cell: (order) => order.quantity },
            {
              label: LL.commerce.money.total(),
              sort: 'total',
              firstDir: 'desc',
              cell: (order) => formatMoney(order.total, order.currency, locale),
            },
            { label: O.status(), sort: 'status', cell: (order) => <StatusBadge locale={locale} status={order.status} /> },
            { label: O.change(), cell: (order) => <ChangeStatus locale={locale} order={order} back={back} /> },
          ] satisfies Array<Column<OrderDto, (typeof ORDERS_TABLE.sorts)[number]>>
        }
      />
      {kind === 'bands' && <Slot name="admin.orders.print" props={{ locale, formId: PRINT_FORM }} />}
    </div>
  );
}

/** An order's next statuses for the team (cancel with refund when paid), coming back to this list. */
function ChangeStatus({ locale, order, back }: { locale: RoutePageProps['locale']; order: OrderDto; back: string }) {
  const LL = t(locale);
  const O = LL.commerce.admin.orders;
  const targets = staffTargets(order.status);
  if (targets.length === 0) return null;
  const label = orderLabel(order.number);
  return (
    <PostForm action={commerceApi.routes.adminOrderStatus.href()} locale={locale} label={O.changeTo({ number: label })}>
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="back" value={back} />
      <select name="to" aria-label={O.changeTo({ number: label })} defaultValue={targets[0]}>
        {targets.map((s) => (
          <option key={s} value={s}>
            {s === 'canceled' && isPaidStatus(order.status) ? O.cancelRefund() : LL.commerce.status[s]()}
          </option>
        ))}
      </select>{' '}
      <button className="btn btn-secondary" type="submit">
        {O.change()}
      </button>
    </PostForm>
  );
}
