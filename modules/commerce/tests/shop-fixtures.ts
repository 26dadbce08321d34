import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../../src/auth/access.ts';
import { findOrderById } from '../data/order.repository.ts';
import { savePromo } from '../data/promo.repository.ts';
import type { SimulatedProvider } from '../payments/simulated-provider.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { placeBandOrder } from '../services/place-order.ts';
import type { PromoTerms } from '../services/promo-rules.ts';
import { PLAIN_PROMO } from '../services/promo-terms.test-support.ts';

export { PLAIN_PROMO };

// What the order-printing module's tests need of the shop besides these fixtures.
export { getShopSettings, saveShopSettings, seedShopSettings } from '../data/settings.repository.ts';
export { simulatedProvider } from '../payments/simulated-provider.ts';

export type Member = Extract<Viewer, { kind: 'user' }>;

/**
 * A member as the shop finds them in the database: a saved band (by default a 4:00:00 marathon
 * band; or the band definition given, on `courseUuid` as the build page saves a band on a
 * course) and, unless told otherwise, a shipping address. Written with SQL because the
 * other modules' tables are theirs (only their public surface is used by the code under test).
 */
/** The band definition of a 4:00:00 marathon band (the band builder's BandDefinition). */
const MARATHON = { v: 1, plan: { bands: [{ count: 1, goal: '4:00:00' }], distanceM: 42_195 }, band: {}, paper: {} };

export async function memberWithBand(
  em: EntityManager,
  options: { country?: string | null; roles?: Member['roles']; courseUuid?: string; definition?: Record<string, unknown> } = {},
): Promise<{ member: Member; bandId: string }> {
  const id = `u_${randomUUID().slice(0, 12)}`;
  const bandId = randomUUID();
  await em.execute(
    `insert into saved_band (id, owner_id, title, definition, course_uuid, created_at, updated_at) values (?, ?, 'Berlin 3:30', ?, ?, now(), now())`,
    [bandId, id, JSON.stringify(options.definition ?? MARATHON), options.courseUuid ?? null],
  );
  const country = options.country === undefined ? 'CA' : options.country;
  // A state and postal code of the country (the basket refuses an address whose do not match it).
  const place: Record<string, [string | null, string]> = {
    CA: ['QC', 'H2X 1Y4'],
    US: ['MA', '02116'],
    IT: [null, '20121'],
    FR: [null, '75001'],
  };
  const [state, zip] = place[country ?? ''] ?? [null, '1000'];
  if (country)
    await em.execute(
      `insert into shipping_address (user_id, recipient, street, city, zip, state, country, created_at, updated_at)
       values (?, 'Ana Runner', '12 rue du Lac', 'Montréal', ?, ?, ?, now(), now())`,
      [id, zip, state, country],
    );
  return { member: { kind: 'user', id, name: 'Ana', roles: options.roles ?? ['member'] }, bandId };
}

/** `quantity` copies of the member's band ordered, then paid through the webhook as the checkout pays. */
export async function paidBandOrder(
  em: () => EntityManager,
  provider: SimulatedProvider,
  band: { member: Member; bandId: string },
  quantity = 1,
) {
  const attempt = await placeBandOrder({ em: em(), provider, locale: 'en', origin: 'http://shop.test' }, band.member, {
    quantities: { [band.bandId]: quantity },
    promoCode: '',
    comment: 'none',
  });
  if (!attempt.ok) throw new Error(JSON.stringify(attempt.errors));
  const order = (await findOrderById(em(), attempt.order.id))!;
  const event = await checkoutEvent(provider, 'pay', order);
  await handlePaymentWebhook(em(), provider, event.body, event.signature);
  return order;
}

/** The simulated checkout's signed `outcome` event for the order's own session, total and currency, but for `changes` (a stray or forged event). */
export function checkoutEvent(
  provider: SimulatedProvider,
  outcome: 'pay' | 'decline' | 'expire',
  order: { id: string; checkoutSessionId: string | null; total: number; currency: string },
  changes: Partial<{ sessionId: string; amount: number; currency: string }> = {},
) {
  return provider.signedEvent(outcome, {
    sessionId: order.checkoutSessionId!,
    orderId: order.id,
    amount: order.total,
    currency: order.currency,
    ...changes,
  });
}

export async function promo(em: EntityManager, terms: Partial<PromoTerms>) {
  const saved = await savePromo(em, null, { ...PLAIN_PROMO, ...terms }, 'CAD');
  if (!saved) throw new Error('promo not saved');
  return saved;
}
