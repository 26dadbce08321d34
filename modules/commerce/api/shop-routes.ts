import { Hono, type Context } from 'hono';
import { needsVerifiedEmail } from '../../../src/auth/access.ts';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { keptValues, readFormPost, type FormPost } from '../../../src/host/forms/form-post.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError, ServiceUnavailableError } from '../../../src/lib/http-errors.ts';
import { findOrderBySession, changeOrderStatus } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { isSimulated, paymentProvider } from '../payments/payments.server.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { basketFromFields } from '../services/basket.ts';
import { parseAmount } from '../services/money.ts';
import { mailForChange, mailStrayRefund, sendOrderMail } from '../services/notify.ts';
import { creationLimiters, enforceLimits } from '../services/order-limits.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { isDonationTier, placeBandOrder, placeDonation } from '../services/place-order.ts';
import { retryCheckout } from '../services/retry-checkout.ts';
import { expireCheckouts } from '../services/checkout-close.ts';
import '../routes.ts';
import { recordEvent } from '../../../src/host/events.ts';
import { clientAddress } from '../../../src/host/request-checks.ts';
import { commerceApi } from '../api-paths.ts';

/** The public origin for the provider's return links: PUBLIC_URL, else the request's own. */
export function originOf(c: Context): string {
  return (env().PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** Ordering and donations are closed (503) when there is no payment service: production without Stripe keys. */
function openProvider(locale: Parameters<typeof t>[0], what: 'order' | 'donation' = 'order'): PaymentProvider {
  const provider = paymentProvider();
  const LL = t(locale).commerce;
  if (!provider) throw new ServiceUnavailableError(undefined, what === 'donation' ? LL.donate.closed() : LL.create.orderingOff());
  return provider;
}

/** Runs a webhook delivery (Stripe's, or the simulated page's) and sends the mail its change calls for. */
export async function deliverPaymentEvent(provider: PaymentProvider, body: string, signature: string | null, origin: string) {
  const em = requestEm();
  return handlePaymentWebhook(
    em,
    provider,
    body,
    signature,
    async (change) => {
      const { order } = change;
      // The owner's stats count paid orders and donations (in cents, the order's language).
      if (order.status === 'charged')
        await recordEvent(order.kind === 'donation' ? 'donation' : 'order', { locale: order.locale, amountCents: order.total });
      const kind = mailForChange(change);
      if (kind) await sendOrderMail(em.fork(), kind, order, origin);
    },
    (alert, order) => mailStrayRefund(em.fork(), alert, order, origin),
  );
}

/** The member's and donor's forms: place an order, donate, and the simulated checkout's buttons. */
export function shopRoutes() {
  // Creating orders and donations is limited per client address and per member (issue 28).
  const limits = creationLimiters();
  /** A checkout form's start: the viewer, within the creation limits of its kind (per client address and per member), and the form. */
  const limitedForm = async (c: Context, kind: 'orders' | 'donations') => {
    const viewer = await getViewer(c.req.raw.headers);
    await enforceLimits([
      [limits[`${kind}PerAddress`], clientAddress(c)],
      [limits[`${kind}PerMember`], viewer.kind === 'user' ? viewer.id : null],
    ]);
    return { viewer, f: await readFormPost(c) };
  };
  /** What placing or retrying a checkout needs to know of the request. */
  const checkoutContext = (c: Context, f: FormPost, provider: PaymentProvider) => ({
    em: requestEm(),
    provider,
    locale: f.locale,
    origin: originOf(c),
  });
  return (
    new Hono()
      .post(commerceApi.routes.order.pattern, async (c) => {
        const { viewer, f } = await limitedForm(c, 'orders');
        const create = routePath(f.locale, 'order.create');
        if (viewer.kind !== 'user') return f.redirect(`${routePath(f.locale, 'login.index')}?redirectTo=${encodeURIComponent(create)}`);
        if (needsVerifiedEmail(viewer)) {
          const message = { kind: 'error' as const, text: t(f.locale).errors.verifyEmailFirst() };
          return f.redirect(create, { flash: { form: 'order', errors: {}, values: keptValues(f.fields), message } });
        }
        const provider = openProvider(f.locale);
        const attempt = await placeBandOrder(checkoutContext(c, f, provider), viewer, basketFromFields(f.fields));
        if (!attempt.ok) return f.redirect(create, { flash: { form: 'order', errors: attempt.errors, values: keptValues(f.fields) } });
        return f.redirect(attempt.redirect);
      })
      .post(commerceApi.routes.donate.pattern, async (c) => {
        const { viewer, f } = await limitedForm(c, 'donations');
        const provider = openProvider(f.locale, 'donation');
        const tier = f.fields.tier ?? '';
        const back = routePath(f.locale, 'donate.index');
        if (!isDonationTier(tier)) return f.redirect(back);
        const email = (f.fields.email ?? '').trim();
        // No blanks or control characters (PostgreSQL refuses a NUL): such an address is none.
        const validEmail = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email) && email.length <= 254;
        // The receipt goes to this address: the shop mails one stranger only so often.
        await enforceLimits([[limits.donationsPerEmail, validEmail ? email.toLowerCase() : null]]);
        const attempt = await placeDonation(checkoutContext(c, f, provider), viewer, {
          tier,
          amount: tier === 'free' ? parseAmount(f.fields.amount ?? '') : null,
          email: validEmail ? email : null,
        });
        if (!attempt.ok) return f.redirect(back, { flash: { form: 'donate', errors: attempt.errors, values: keptValues(f.fields) } });
        return f.redirect(attempt.redirect);
      })
      // "Try again" after a declined card: the same order, a new checkout.
      .post(commerceApi.routes.retry.pattern, async (c) => {
        const { viewer, f } = await limitedForm(c, 'orders');
        const provider = openProvider(f.locale);
        const id = c.req.param('id');
        const attempt = await retryCheckout(checkoutContext(c, f, provider), viewer, id);
        if (!attempt) throw new NotFoundError();
        if (attempt.ok) return f.redirect(attempt.redirect);
        const message = { kind: 'error' as const, text: Object.values(attempt.errors).flat()[0] ?? t(f.locale).errors.generic() };
        return f.redirect(routePath(f.locale, 'checkout.return', { id }), { flash: { form: 'retry', errors: {}, values: {}, message } });
      })
      .post(commerceApi.routes.checkout.pattern, async (c) => {
        const f = await readFormPost(c);
        const provider = paymentProvider();
        if (!isSimulated(provider)) throw new NotFoundError();
        const order = await findOrderBySession(requestEm(), c.req.param('session'));
        if (!order) throw new NotFoundError();
        const action = c.req.param('action') as 'pay' | 'decline' | 'cancel';
        if (action === 'cancel') {
          const change = await changeOrderStatus(requestEm(), order.id, 'canceled', {
            kind: 'member',
            id: order.userId,
            note: 'checkout canceled',
          });
          if (change.ok) await expireCheckouts(provider, [order.checkoutSessionId]);
          return f.redirect(
            order.kind === 'bands'
              ? routePath(f.locale, 'order.show', { number: String(order.number) })
              : routePath(f.locale, 'donate.index'),
          );
        }
        // The same path as Stripe's deliveries: a signed event through the webhook code.
        const event = await provider.signedEvent(action, {
          sessionId: order.checkoutSessionId!,
          orderId: order.id,
          amount: order.total,
          currency: order.currency,
        });
        await deliverPaymentEvent(provider, event.body, event.signature, originOf(c));
        return f.redirect(routePath(f.locale, 'checkout.return', { id: order.id }));
      })
  );
}
