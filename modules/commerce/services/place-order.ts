import { needsVerifiedEmail, type Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { themeForOrder } from '../../band-builder/index.ts';
import { orderLabel, type OrderDto, type PromoDto } from '../data/commerce.dto.ts';
import { attachCheckout, changeOrderStatus, createOrder } from '../data/order.repository.ts';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import '../routes.ts';
import { evaluateBasket, promoMessage, type BasketInput } from './basket.ts';
import type { PromoRefusal } from './promo-rules.ts';
import { sendOrderMail } from './notify.ts';
import { DONATION_LIMITS, DONATION_TIERS, type DonationTier } from './shop-settings.ts';
import { formatMoney } from './money.ts';
import { CHECKOUT_MINUTES, MAX_UNPAID_ORDERS } from './order-limits.ts';

export type OrderAttempt = { ok: true; order: OrderDto; redirect: string } | { ok: false; errors: FieldErrors };

export interface ShopRequest {
  em: EntityManager;
  provider: PaymentProvider;
  locale: Locale;
  /** Absolute origin for the provider's return links. */
  origin: string;
  now?: Date;
}

/** When a checkout opened now closes, and with it the promo reservation of its order. */
export function checkoutEnds(now: Date): Date {
  return new Date(now.getTime() + CHECKOUT_MINUTES * 60_000);
}

/** Opens the provider's checkout for a new order; if that fails the order is closed and its reservation released. */
export async function openCheckout(
  r: ShopRequest,
  order: OrderDto,
  description: string,
  email: string | null,
  ends: Date,
): Promise<OrderAttempt> {
  try {
    const session = await r.provider.createCheckout({
      orderId: order.id,
      description,
      amount: order.total,
      currency: order.currency,
      email,
      locale: r.locale,
      successUrl: `${r.origin}${routePath(r.locale, 'checkout.return', { id: order.id })}`,
      cancelUrl:
        order.kind === 'bands'
          ? `${r.origin}${routePath(r.locale, 'order.show', { number: String(order.number) })}`
          : `${r.origin}${routePath(r.locale, 'donate.index')}`,
      expiresAt: ends,
    });
    await attachCheckout(r.em, order.id, r.provider.name, session.sessionId);
    return { ok: true, order: { ...order, checkoutSessionId: session.sessionId, paymentProvider: r.provider.name }, redirect: session.url };
  } catch (error) {
    logger.error({ err: error, order: order.id }, 'checkout could not be opened');
    await changeOrderStatus(r.em, order.id, 'canceled', { kind: 'system', id: null, note: 'checkout failed' });
    return { ok: false, errors: { _: [t(r.locale).commerce.errors.payment()] } };
  }
}

/**
 * A member's order of printed bands: the basket is priced again on the server, the order is
 * written with its promo reservation (or refused when the code's last use went meanwhile), then
 * the checkout opens. The order-received mail goes out; the receipt waits for the webhook.
 */
export async function placeBandOrder(r: ShopRequest, viewer: Extract<Viewer, { kind: 'user' }>, input: BasketInput): Promise<OrderAttempt> {
  const now = r.now ?? new Date();
  if (needsVerifiedEmail(viewer)) return { ok: false, errors: { _: [t(r.locale).errors.verifyEmailFirst()] } };
  const ends = checkoutEnds(now);
  const basket = await evaluateBasket(r.em, viewer, r.locale, input, { requireComplete: true, now });
  if (Object.keys(basket.errors).length) return { ok: false, errors: basket.errors };
  const created = await createOrder(
    r.em,
    {
      kind: 'bands',
      userId: viewer.id,
      email: null,
      buyerName: basket.address!.recipient,
      locale: r.locale,
      quote: basket.quote,
      promo: basket.promo ? { id: basket.promo.id, code: basket.promo.code, discount: basket.promo.discount } : null,
      shippingAddress: basket.address,
      countryGroup: basket.group,
      comment: input.comment,
      donationTier: null,
      // Each band's whole definition, as it is now: its band definition, its course and its theme's look.
      lines: await Promise.all(
        basket.chosen.map(async ({ band, quantity }) => ({
          savedBandId: band.id,
          title: band.title,
          courseId: band.courseUuid,
          definition: band.definition,
          theme: await themeForOrder(r.em, band.definition),
          quantity,
          unitPrice: basket.quote.unitPrice,
        })),
      ),
      reservationUntil: ends,
      unpaidCap: { max: MAX_UNPAID_ORDERS, since: new Date(now.getTime() - CHECKOUT_MINUTES * 60_000) },
    },
    now,
  );
  if (!created.ok) return { ok: false, errors: refusalErrors(r.locale, created.refusal, basket.promo) };
  const { order } = created;
  void sendOrderMail(r.em, 'received', order, r.origin).catch((error: unknown) => logger.error({ err: error }, 'order mail failed'));
  return openCheckout(r, order, `Paceband ${orderLabel(order.number)}`, null, ends);
}

function refusalErrors(locale: Locale, refusal: PromoRefusal | 'unpaid', promo: PromoDto | null): FieldErrors {
  if (refusal === 'unpaid')
    return { _: [t(locale).commerce.errors.unpaid({ max: String(MAX_UNPAID_ORDERS), minutes: String(CHECKOUT_MINUTES) })] };
  return { promoCode: [promoMessage(locale, refusal, promo)] };
}

export interface DonationInput {
  tier: DonationTier | 'free';
  /** Minor units, for the free amount. */
  amount: number | null;
  email: string | null;
}

/** A donation: a tier's amount from the settings, or a free amount within the limits. Guests may give. */
export async function placeDonation(r: ShopRequest, viewer: Viewer, input: DonationInput): Promise<OrderAttempt> {
  const settings = await getShopSettings(r.em);
  const amount = input.tier === 'free' ? input.amount : settings.donationTiers[input.tier];
  if (amount === null || !Number.isSafeInteger(amount) || amount < DONATION_LIMITS.min || amount > DONATION_LIMITS.max) {
    const money = (v: number) => formatMoney(v, settings.currency, r.locale);
    return {
      ok: false,
      errors: { amount: [t(r.locale).commerce.errors.amount({ min: money(DONATION_LIMITS.min), max: money(DONATION_LIMITS.max) })] },
    };
  }
  const quote = {
    currency: settings.currency,
    quantity: 0,
    unitPrice: 0,
    regularUnitPrice: 0,
    subtotal: amount,
    regularSubtotal: amount,
    shipping: 0,
    discount: 0,
    total: amount,
  };
  const now = r.now ?? new Date();
  const ends = checkoutEnds(now);
  const created = await createOrder(r.em, {
    kind: 'donation',
    userId: viewer.kind === 'user' ? viewer.id : null,
    email: input.email,
    buyerName: viewer.kind === 'user' ? viewer.name : null,
    locale: r.locale,
    quote,
    promo: null,
    shippingAddress: null,
    countryGroup: null,
    comment: null,
    donationTier: input.tier,
    lines: [],
    reservationUntil: ends,
    ...(viewer.kind === 'user'
      ? { unpaidCap: { max: MAX_UNPAID_ORDERS, since: new Date(now.getTime() - CHECKOUT_MINUTES * 60_000) } }
      : {}),
  });
  if (!created.ok) return { ok: false, errors: refusalErrors(r.locale, created.refusal, null) };
  return openCheckout(r, created.order, `Paceband donation`, input.email, ends);
}

export function isDonationTier(value: string): value is DonationTier | 'free' {
  return value === 'free' || (DONATION_TIERS as readonly string[]).includes(value);
}
