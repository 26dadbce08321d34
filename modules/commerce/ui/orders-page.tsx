import { Link } from '../../../src/ui/link.client.tsx';
import { requireUser } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Table } from '../../../src/ui/data-table.tsx';
import { Field } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { orderLabel } from '../data/commerce.dto.ts';
import { listMemberOrders } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { formatMoney } from '../services/money.ts';
import { ORDER_STATUSES, isOrderStatus } from '../services/order-status.ts';
import { StatusBadge, formatDate } from './shop-page-parts.tsx';

/** order.index: the member's orders, newest first, with the status filter (All, Paid, …). */
export async function OrdersPage({ locale, query }: RoutePageProps) {
  const viewer = await requireUser();
  const LL = t(locale);
  const O = LL.commerce.orders;
  const wanted = new URLSearchParams(query).get('status');
  const status = isOrderStatus(wanted) ? wanted : null;
  const orders = await listMemberOrders(requestEm(), viewer.id, status);
  return (
    <div className="stack">
      <PageTop locale={locale} route="order.index" title={O.title()} noindex />
      <form method="get" action={routePath(locale, 'order.index')} className="field-row" aria-label={O.filter()}>
        <Field
          name="status"
          as="select"
          label={O.filter()}
          value={status ?? ''}
          options={[
            { value: '', label: LL.commerce.status.all() },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: LL.commerce.status[s]() })),
          ]}
        />
        <button className="btn btn-secondary" type="submit">
          {O.apply()}
        </button>
      </form>
      {orders.length === 0 ? (
        <p>
          {O.empty()} <Link to={routePath(locale, 'order.create')}>{LL.commerce.nav.createOrder()}</Link>
        </p>
      ) : (
        <div className="table-scroll">
          <Table
            className="splits-table orders-table"
            rows={orders}
            columns={[
              {
                label: O.number(),
                rowHeader: true,
                cell: (order) => (
                  <Link to={routePath(locale, 'order.show', { number: String(order.number) })}>{orderLabel(order.number)}</Link>
                ),
              },
              { label: O.date(), cell: (order) => formatDate(locale, order.createdAt) },
              { label: O.bands(), cell: (order) => order.quantity },
              { label: LL.commerce.money.total(), cell: (order) => formatMoney(order.total, order.currency, locale) },
              { label: O.filter(), cell: (order) => <StatusBadge locale={locale} status={order.status} /> },
            ]}
          />
        </div>
      )}
    </div>
  );
}
