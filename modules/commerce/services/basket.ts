import type { Viewer } from '../../../src/auth/access.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import { addressProblems, findShippingAddress, type AddressDto } from '../../accounts/index.ts';
import { listOrderableBands, type OrderableBand } from '../../band-builder/index.ts';
import type { PromoDto } from '../data/commerce.dto.ts';
import { hasPaidOrder } from '../data/order.repository.ts';
import { findPromoByCode, promoUsedBy } from '../data/promo.repository.ts';
import { getShopSettings } from '../data/settings.repository.ts';
import { t } from '../locales/messages.ts';
import { quoteOrder, type Quote } from './pricing.ts';
import { normaliseCode, promoRefusal, type PromoRefusal } from './promo-rules.ts';
import { countryGroupOf, type CountryGroup, type ShopSettings } from './shop-settings.ts';
import { multiLineText, singleLineText } from '../../../src/lib/plain-text.ts';

/** What the order form sends: a quantity per saved band id, a promo code, the address comment. */
export interface BasketInput {
  quantities: Record<string, number>;
  promoCode: string;
  comment: string;
}

export interface Basket {
  bands: OrderableBand[];
  chosen: Array<{ band: OrderableBand; quantity: number }>;
  address: AddressDto | null;
  group: CountryGroup | null;
  settings: ShopSettings;
  promo: PromoDto | null;
  quote: Quote;
  /** Field errors in the member's language (address, lines, comment, promoCode). */
  errors: FieldErrors;
}

/** Reads the form's fields: `qty.<band id>` quantities, `promoCode`, `comment`. Bad numbers become -1 (refused later). */
export function basketFromFields(fields: Record<string, string>): BasketInput {
  const quantities: Record<string, number> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith('qty.')) continue;
    const text = value.trim();
    quantities[key.slice(4)] = text === '' ? 0 : /^\d{1,4}$/.test(text) ? Number(text) : -1;
  }
  // Without control characters (PostgreSQL refuses a NUL): the code is one line, the comment keeps its line breaks.
  return {
    quantities,
    promoCode: singleLineText(fields.promoCode ?? '').slice(0, 60),
    comment: multiLineText(fields.comment ?? '')
      .trim()
      .slice(0, 500),
  };
}

export function promoMessage(locale: Locale, refusal: PromoRefusal, promo: PromoDto | null): string {
  const E = t(locale).commerce.errors.promo;
  return refusal === 'quantityMin' ? E.quantityMin({ min: promo?.quantityMin ?? 0 }) : E[refusal]();
}

/**
 * The member's basket, priced on the server: their saved bands, the chosen quantities, the
 * shipping address's country group, and the promo code if it applies. `requireComplete` adds the
 * errors that block paying (no band, no address, no comment); the page shows totals without them.
 */
export async function evaluateBasket(
  em: EntityManager,
  viewer: Extract<Viewer, { kind: 'user' }>,
  locale: Locale,
  input: BasketInput,
  options: { requireComplete: boolean; now?: Date } = { requireComplete: false },
): Promise<Basket> {
  const LL = t(locale).commerce;
  const now = options.now ?? new Date();
  const [bands, address, settings] = await Promise.all([
    listOrderableBands(em, viewer.id),
    findShippingAddress(em, viewer.id),
    getShopSettings(em),
  ]);
  const errors: FieldErrors = {};
  const chosen: Basket['chosen'] = [];
  for (const band of bands) {
    const quantity = input.quantities[band.id] ?? 0;
    if (quantity < 0 || quantity > settings.maxQuantity) errors[`qty.${band.id}`] = [LL.errors.quantity({ max: settings.maxQuantity })];
    else if (quantity > 0) chosen.push({ band, quantity });
  }
  const group = address ? countryGroupOf(address.country) : null;
  const quantity = chosen.reduce((sum, c) => sum + c.quantity, 0);
  let promo: PromoDto | null = null;
  const code = normaliseCode(input.promoCode);
  if (code) {
    const found = await findPromoByCode(em, code, now);
    let refusal = promoRefusal(found, {
      now,
      userId: viewer.id,
      isStaff: viewer.roles.some((r) => STAFF_ROLES.includes(r)),
      quantity,
      courseIds: chosen.map((c) => c.band.courseUuid).filter((id): id is string => Boolean(id)),
      hasPaidOrder: await hasPaidOrder(em, viewer.id),
      usedBefore: found ? await promoUsedBy(em, found.id, viewer.id, now) : false,
    });
    if (!refusal && found && found.maxUses !== null && found.uses >= found.maxUses) refusal = 'exhausted';
    if (refusal) errors.promoCode = [promoMessage(locale, refusal, found)];
    else promo = found;
  }
  // An address saved before the state and postal code were checked (France with Texas) is corrected first.
  if (address && Object.keys(addressProblems(address)).length) errors.address = [LL.create.addressInvalid()];
  if (options.requireComplete) {
    if (!address) errors.address = [LL.create.addressMissing()];
    if (chosen.length === 0 && !Object.keys(errors).some((k) => k.startsWith('qty.'))) errors.lines = [LL.errors.chooseBand()];
    if (!input.comment) errors.comment = [LL.errors.commentRequired()];
  }
  const quote = quoteOrder(
    chosen.map((c) => c.quantity),
    settings,
    group,
    promo,
  );
  return { bands, chosen, address, group, settings, promo, quote, errors };
}
