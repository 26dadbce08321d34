import { Link } from '../../../src/ui/link.client.tsx';
import { FactList } from '../../../src/ui/fact-list.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { Table } from '../../../src/ui/data-table.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { orderLabel } from '../data/commerce.dto.ts';
import { findOrderByNumber } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { OrderLinesTable, ShippingAddressCard, StatusBadge, TotalsTable, formatDate } from '../ui/shop-page-parts.tsx';

/** admin.orders.show: one order as the team needs it: buyer, address, bands, money, payment references and full history. */
export async function AdminOrderPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const O = LL.commerce.admin.orders;
  const D = O.detail;
  const number = /^\d{1,9}$/.test(params.number ?? '') ? Number(params.number) : NaN;
  const order = await findOrderByNumber(requestEm(), number);
  if (!order) notFound();
  const label = orderLabel(order.number);
  const list = `${routePath(locale, 'admin.orders.index')}${order.kind === 'donation' ? '?kind=donation' : ''}`;
  const a = order.shippingAddress;
  const facts: Array<[string, string | null]> = [
    [O.kind(), O.kinds[order.kind]()],
    [D.buyer(), a?.recipient ?? order.buyerName],
    [D.email(), order.email],
    [D.donationTier(), order.donationTier],
    [D.provider(), order.paymentProvider],
    [D.session(), order.checkoutSessionId],
    [D.intent(), order.paymentIntentId],
    [D.refund(), order.refundId],
    [D.paidAt(), order.paidAt ? formatDate(locale, order.paidAt, true) : null],
  ];
  return (
    <div className="stack admin-order">
      <PageHead
        locale={locale}
        route="admin.orders.show"
        params={{ number: String(order.number) }}
        title={D.title({ number: label })}
        noindex
      />
      <p>
        <Link to={list}>{D.back()}</Link>
      </p>
      <AdminHeader title={D.title({ number: label })} />
      <p>
        <StatusBadge locale={locale} status={order.status} /> ·{' '}
        {LL.commerce.order.placed({ date: formatDate(locale, order.createdAt, true) })}
      </p>
      <section className="card" aria-labelledby="admin-order-payment">
        <h2 id="admin-order-payment">{D.payment()}</h2>
        <FactList rows={facts.filter((fact): fact is [string, string] => Boolean(fact[1]))} className="facts" />
      </section>
      {order.kind === 'bands' && (
        <section className="card" aria-labelledby="admin-order-lines">
          <h2 id="admin-order-lines">{LL.commerce.order.lines()}</h2>
          <OrderLinesTable locale={locale} order={order} />
        </section>
      )}
      <section className="card">
        <TotalsTable locale={locale} quote={order} />
      </section>
      {a && (
        <ShippingAddressCard
          headingId="admin-order-address"
          title={LL.commerce.create.address()}
          address={a}
          comment={order.comment}
          commentLabel={D.comment()}
        />
      )}
      <section className="card" aria-labelledby="admin-order-history">
        <h2 id="admin-order-history">{LL.commerce.order.history()}</h2>
        <div className="table-scroll">
          <Table
            className="splits-table"
            rows={order.events}
            rowKey={(event) => order.events.indexOf(event)}
            columns={[
              { label: LL.commerce.orders.date(), cell: (event) => formatDate(locale, event.at, true) },
              { label: O.status(), cell: (event) => LL.commerce.status[event.to]() },
              { label: D.by(), cell: (event) => (event.actorKind === 'member' ? D.buyer() : LL.commerce.order.by[event.actorKind]()) },
              { label: D.note(), cell: (event) => event.note ?? '' },
            ]}
          />
        </div>
      </section>
    </div>
  );
}
