/**
 * Issue 28 "Shop", point 5: creating orders and donations is limited per client address and per
 * member (429 with Retry-After), a member holds at most MAX_UNPAID_ORDERS unpaid orders (a message
 * in their language), and an unpaid order holds its promo use exactly as long as its checkout lives.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCommerceApi } from '../api.ts';
import { seedShopSettings } from '../data/settings.repository.ts';
import type { CheckoutRequest, PaymentProvider } from '../payments/payment-provider.ts';
import { simulatedProvider } from '../payments/simulated-provider.ts';
import { CREATION_LIMITS, MAX_UNPAID_ORDERS } from '../services/order-limits.ts';
import { placeBandOrder, type ShopRequest } from '../services/place-order.ts';
import { memberWithBand, promo } from './shop-fixtures.ts';

// Mails land in a temporary outbox: set before any import reads the environment.
await vi.hoisted(async () => {
  const { tempDir } = await import('../../../tests/support/temp-dir.ts');
  process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
});
const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
let viewer: Viewer = { kind: 'guest' };
setViewerSource(async () => viewer);

function post(api: ReturnType<typeof hostApi>, route: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', ...fields })) body.append(k, v);
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/api/commerce/${route}`, { method: 'POST', body, headers: { origin: ORIGIN } }),
  );
}

describe('order and donation creation limits (issue 28 point 5)', () => {
  it('guest donations from one address: the limit, then 429 with Retry-After', async () => {
    await seedShopSettings(orm().em.fork());
    const api = hostApi([{ prefix: '/commerce', app: createCommerceApi() }], { trustedOrigins: [ORIGIN] });
    viewer = { kind: 'guest' };
    const statuses: number[] = [];
    for (let i = 0; i <= CREATION_LIMITS.donationsPerAddress.max; i++)
      statuses.push((await post(api, 'donate', { tier: 'coffee' })).status);
    expect(statuses.slice(0, -1).every((s) => s === 303)).toBe(true);
    const limited = await post(api, 'donate', { tier: 'coffee' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('donations with one receipt address are limited, whatever the client address', async () => {
    const api = hostApi([{ prefix: '/commerce', app: createCommerceApi() }], { trustedOrigins: [ORIGIN] });
    const statuses: number[] = [];
    for (let i = 0; i <= CREATION_LIMITS.donationsPerEmail.max; i++)
      statuses.push((await post(api, 'donate', { tier: 'coffee', email: 'Target@Example.com' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 303)).toBe(true);
  });

  it('one member’s order attempts are limited, even from many addresses', async () => {
    const api = hostApi([{ prefix: '/commerce', app: createCommerceApi() }], { trustedOrigins: [ORIGIN] });
    const { member } = await memberWithBand(orm().em.fork());
    viewer = member;
    const statuses: number[] = [];
    // Attempts count even when the form is refused (here: no band chosen).
    for (let i = 0; i <= CREATION_LIMITS.ordersPerMember.max; i++) statuses.push((await post(api, 'order', { comment: 'none' })).status);
    expect(statuses.slice(0, -1).every((s) => s === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    viewer = { kind: 'guest' };
  });

  it(`a member holds at most ${MAX_UNPAID_ORDERS} unpaid orders, told in their language`, async () => {
    const provider = simulatedProvider({ checkoutUrl: (id) => `/checkout/${id}` });
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const shop = (locale: 'en' | 'fr'): ShopRequest => ({ em: orm().em.fork(), provider, locale, origin: 'http://shop.test' });
    const basket = { quantities: { [bandId]: 1 }, promoCode: '', comment: 'none' };
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) expect((await placeBandOrder(shop('en'), member, basket)).ok).toBe(true);
    const refused = await placeBandOrder(shop('fr'), member, basket);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.errors._?.[0]).toMatch(/commandes en attente de paiement/);
    // Ten at once cannot slip past the count either.
    const other = await memberWithBand(orm().em.fork());
    const many = await Promise.all(
      Array.from({ length: 10 }, () => placeBandOrder(shop('en'), other.member, { ...basket, quantities: { [other.bandId]: 1 } })),
    );
    expect(many.filter((a) => a.ok)).toHaveLength(MAX_UNPAID_ORDERS);
  });

  it('the checkout session and the promo reservation expire at the same moment, 30 to 60 minutes on', async () => {
    await promo(orm().em.fork(), { code: 'TIMED' });
    const requests: CheckoutRequest[] = [];
    const simulated = simulatedProvider({ checkoutUrl: (id) => `/checkout/${id}` });
    const provider: PaymentProvider = {
      ...simulated,
      createCheckout: (request) => {
        requests.push(request);
        return simulated.createCheckout(request);
      },
    };
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const now = new Date();
    const attempt = await placeBandOrder({ em: orm().em.fork(), provider, locale: 'en', origin: 'http://shop.test', now }, member, {
      quantities: { [bandId]: 1 },
      promoCode: 'TIMED',
      comment: 'none',
    });
    if (!attempt.ok) throw new Error('order refused');
    const [row] = await orm()
      .em.fork()
      .execute<Array<{ expires_at: Date }>>(`select expires_at from commerce_promo_redemption where order_id = ?`, [attempt.order.id]);
    const checkoutEnds = requests[0]!.expiresAt.getTime();
    expect(new Date(row!.expires_at).getTime()).toBe(checkoutEnds);
    expect(checkoutEnds - now.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
    expect(checkoutEnds - now.getTime()).toBeLessThanOrEqual(60 * 60_000);
  });
});
