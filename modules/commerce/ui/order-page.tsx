import { Link } from '../../../src/ui/link.client.tsx';
import { requireUser } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { orderLabel } from '../data/commerce.dto.ts';
import { findMemberOrder } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { OrderLinesTable, ShippingAddressCard, StatusBadge, TotalsTable, TryAgainButton, formatDate } from './shop-page-parts.tsx';

/** order.show: one of the member's orders (someone else's is a 404), its bands, money and history. */
export async function OrderPage({ locale, params }: RoutePageProps) {
  const viewer = await requireUser();
  const LL = t(locale);
  const O = LL.commerce.order;
  const number = /^\d{1,9}$/.test(params.number ?? '') ? Number(params.number) : NaN;
  const order = await findMemberOrder(requestEm(), viewer.id, number);
  if (!order) notFound();
  const label = orderLabel(order.number);
  return (
    <div className="stack">
      <PageTop locale={locale} route="order.show" params={{ number: String(order.number) }} title={O.title({ number: label })} noindex />
      <p>
        <StatusBadge locale={locale} status={order.status} /> · {O.placed({ date: formatDate(locale, order.createdAt) })}
      </p>
      {order.status === 'initial' && <p className="muted">{O.initialNote()}</p>}
      {order.status === 'declined' && (
        <>
          <p className="muted">{O.declinedNote()}</p>
          <TryAgainButton locale={locale} orderId={order.id} />
        </>
      )}
      {order.refundId && <p className="muted">{O.refunded()}</p>}
      <section className="card" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">{O.lines()}</h2>
        <OrderLinesTable locale={locale} order={order} />
        <TotalsTable locale={locale} quote={order} />
        {order.promoCode && (
          <p className="muted">
            {O.promo()}: {order.promoCode}
          </p>
        )}
      </section>
      {order.shippingAddress && (
        <ShippingAddressCard
          headingId="order-address-title"
          title={LL.commerce.create.address()}
          address={order.shippingAddress}
          comment={order.comment}
          commentLabel={O.comment()}
        />
      )}
      <section className="card" aria-labelledby="order-history-title">
        <h2 id="order-history-title">{O.history()}</h2>
        <ol className="order-history">
          {/* Lines that change no status (a payment not kept, its refund) are the team's notes. */}
          {order.events
            .filter((event) => event.from !== event.to)
            .map((event, i) => (
              <li key={i}>
                {formatDate(locale, event.at, true)}: {LL.commerce.status[event.to]()} ({O.by[event.actorKind]()})
              </li>
            ))}
        </ol>
      </section>
      <p>
        <Link to={routePath(locale, 'order.index')}>{LL.commerce.nav.orders()}</Link>
      </p>
    </div>
  );
}
