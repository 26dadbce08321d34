import { Link } from '../../../src/ui/link.client.tsx';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { orderLabel } from '../data/commerce.dto.ts';
import { findOrderById, findOrderBySession } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { isSimulated, paymentProvider } from '../payments/payments.server.ts';
import { formatMoney } from '../services/money.ts';
import { isPaidStatus } from '../services/order-status.ts';
import { TestModeNote, TotalsTable, TryAgainButton } from './shop-page-parts.tsx';
import { commerceApi } from '../api-paths.ts';

/**
 * checkout.simulated: the offline stand-in for Stripe's hosted page (PAYMENTS=simulated only).
 * The session id in the path is the only key, as with Stripe's checkout links.
 */
export async function SimulatedCheckoutPage({ locale, params }: RoutePageProps) {
  const LL = t(locale);
  const K = LL.commerce.checkout;
  if (!isSimulated(paymentProvider())) notFound();
  const order = await findOrderBySession(requestEm(), params.session ?? '');
  if (!order) notFound();
  const action = (what: string) => commerceApi.routes.checkout.href({ session: order.checkoutSessionId!, action: what });
  return (
    <div className="stack simulated-checkout">
      <PageTop locale={locale} route="checkout.simulated" params={{ session: params.session }} title={K.title()} noindex />
      <TestModeNote locale={locale} />
      <p className="muted">{K.intro()}</p>
      <section className="card">
        <h2>{order.kind === 'bands' ? orderLabel(order.number) : LL.commerce.donate.title()}</h2>
        <p>
          {K.amount()}: <strong data-testid="checkout-amount">{formatMoney(order.total, order.currency, locale)}</strong>
        </p>
        {/* As on Stripe's page, a declined card may be retried on the same checkout. */}
        {order.status === 'initial' || order.status === 'declined' ? (
          <div className="downloads">
            <PostForm action={action('pay')} locale={locale} label={K.pay()}>
              <button className="btn" type="submit">
                {K.pay()}
              </button>
            </PostForm>
            <PostForm action={action('decline')} locale={locale} label={K.decline()}>
              <button className="btn btn-secondary" type="submit">
                {K.decline()}
              </button>
            </PostForm>
            <PostForm action={action('cancel')} locale={locale} label={K.cancel()}>
              <button className="btn btn-secondary" type="submit">
                {K.cancel()}
              </button>
            </PostForm>
          </div>
        ) : (
          <p>{K.alreadyDone()}</p>
        )}
      </section>
    </div>
  );
}

/**
 * checkout.return: where the provider sends the buyer back. It only reads the order: the webhook
 * alone marks it paid, so a buyer who lands here first sees "waiting" and a refresh link.
 */
export async function CheckoutReturnPage({ locale, params }: RoutePageProps) {
  const LL = t(locale);
  const R = LL.commerce.receipt;
  const order = await findOrderById(requestEm(), params.id ?? '');
  if (!order) notFound();
  const here = routePath(locale, 'checkout.return', { id: order.id });
  const paid = isPaidStatus(order.status);
  return (
    <div className="stack checkout-return">
      <PageTop locale={locale} route="checkout.return" params={{ id: order.id }} title={R.title()} noindex />
      {paid && (
        <p className="form-message form-success" role="status">
          ✓ {order.kind === 'donation' ? R.donationThanks() : R.paid()}
        </p>
      )}
      {order.status === 'initial' && (
        <p role="status">
          {R.pending()} <a href={here}>{R.refresh()}</a>
        </p>
      )}
      <FormMessage flash={await readFlash()} form="retry" />
      {order.status === 'declined' && (
        <>
          <p className="form-message error-summary">{R.declined()}</p>
          <TryAgainButton locale={locale} orderId={order.id} />
        </>
      )}
      {order.status === 'canceled' && <p className="muted">{R.canceled()}</p>}
      {order.kind === 'bands' ? (
        <section className="card">
          <h2>{orderLabel(order.number)}</h2>
          <TotalsTable locale={locale} quote={order} />
          <Link to={routePath(locale, 'order.show', { number: String(order.number) })}>{R.viewOrder()}</Link>
        </section>
      ) : (
        <p>
          <strong>{formatMoney(order.total, order.currency, locale)}</strong> ·{' '}
          <Link to={routePath(locale, 'donate.index')}>{R.donateAgain()}</Link>
        </p>
      )}
    </div>
  );
}
