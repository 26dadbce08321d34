import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { themeForOrder } from '../../band-builder/index.ts';
import { orderLabel, type OrderDto } from '../data/commerce.dto.ts';
import { attachCheckout, changeOrderStatus, createOrder } from '../data/order.repository.ts';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import '../routes.ts';
import { evaluateBasket, promoMessage, type BasketInput } from './basket.ts';
import { sendOrderMail } from './notify.ts';
import { DONATION_LIMITS, DONATION_TIERS, type DonationTier } from './shop-settings.ts';
import { formatMoney } from './money.ts';

/** Stripe accepts a checkout that lives 30 minutes to 24 hours; the promo reservation outlives it a little. */
const CHECKOUT_MINUTES = 31;
const RESERVATION_MINUTES = 40;

export type OrderAttempt = { ok: true; order: OrderDto; redirect: string } | { ok: false; errors: FieldErrors };

export interface ShopRequest {
  em: EntityManager;
  provider: PaymentProvider;
  locale: Locale;
  /** Absolute origin for the provider's return links. */
  origin: string;
  now?: Date;
}

/** Opens the provider's checkout for a new order; if that fails the order is closed and its reservation released. */
async function openCheckout(r: ShopRequest, order: OrderDto, description: string, email: string | null): Promise<OrderAttempt> {
  const now = r.now ?? new Date();
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
      expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
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
  const basket = await evaluateBasket(r.em, viewer, r.locale, input, { requireComplete: true, now });
  if (Object.keys(basket.errors).length) return { ok: false, errors: basket.errors };
  const order = await createOrder(
    r.em,
    {
      kind: 'bands',
      userId: viewer.id,
      email: null,
      buyerName: basket.address!.recipient,
      locale: r.locale,
      quote: basket.quote,
      promo: basket.promo ? { id: basket.promo.id, code: basket.promo.code } : null,
      shippingAddress: basket.address,
      countryGroup: basket.group,
      comment: input.comment,
      donationTier: null,
      // Each band's whole definition, as it is now: its state, its course and its theme's look.
      lines: await Promise.all(
        basket.chosen.map(async ({ band, quantity }) => ({
          savedBandId: band.id,
          title: band.title,
          courseId: band.courseUuid,
          state: band.state,
          theme: await themeForOrder(r.em, band.state),
          quantity,
          unitPrice: basket.quote.unitPrice,
        })),
      ),
      reservationUntil: new Date(now.getTime() + RESERVATION_MINUTES * 60_000),
    },
    now,
  );
  if (!order) return { ok: false, errors: { promoCode: [promoMessage(r.locale, 'exhausted', basket.promo)] } };
  void sendOrderMail(r.em, 'received', order, r.origin).catch((error: unknown) => logger.error({ err: error }, 'order mail failed'));
  return openCheckout(r, order, `Paceband ${orderLabel(order.number)}`, null);
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
  const order = await createOrder(r.em, {
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
    reservationUntil: new Date(),
  });
  return openCheckout(r, order!, `Paceband donation`, input.email);
}

export function isDonationTier(value: string): value is DonationTier | 'free' {
  return value === 'free' || (DONATION_TIERS as readonly string[]).includes(value);
}
