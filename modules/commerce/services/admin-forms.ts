import type { Locale } from '../../../src/i18n/locales.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import { t } from '../locales/messages.ts';
import { CURRENCIES, parseAmount } from './money.ts';
import { normaliseCode, type PromoTerms } from './promo-rules.ts';
import { DONATION_TIERS, RETURN_ADDRESS_MAX, returnAddressLines, type ShopSettings } from './shop-settings.ts';

const FLAGS = ['isAdminOnly', 'isApplyOnce', 'isExistingUserOnly', 'isNewUserOnly', 'isFreeShipping'] as const;

function count(text: string | undefined): number | null | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : undefined;
}

function date(text: string | undefined): Date | null | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** The promo code form (admin) → terms, or field errors in the team member's language. */
export function parsePromoForm(
  fields: Record<string, string>,
  locale: Locale,
): { ok: true; terms: PromoTerms } | { ok: false; errors: FieldErrors } {
  const I = t(locale).commerce.admin.promos.invalid;
  const errors: FieldErrors = {};
  const code = normaliseCode(fields.code ?? '');
  if (!/^[A-Z0-9_-]{2,40}$/.test(code)) errors.code = [I.code()];
  const type = fields.type === 'fixed' ? 'fixed' : 'percentage';
  const valueText = (fields.value ?? '').trim();
  const value = type === 'fixed' ? parseAmount(valueText) : /^\d{1,3}$/.test(valueText) ? Number(valueText) : null;
  if (value === null) errors.value = [I.value()];
  else if (type === 'percentage' && (value < 1 || value > 100)) errors.value = [I.percent()];
  const maxUses = count(fields.maxUses);
  if (maxUses === undefined) errors.maxUses = [I.count()];
  const quantityMin = count(fields.quantityMin);
  if (quantityMin === undefined) errors.quantityMin = [I.count()];
  const validFrom = date(fields.validFrom);
  if (validFrom === undefined) errors.validFrom = [I.date()];
  let validUntil = date(fields.validUntil);
  if (validUntil === undefined) errors.validUntil = [I.date()];
  // A date without a time means "through that day".
  if (validUntil && /^\d{4}-\d{2}-\d{2}$/.test((fields.validUntil ?? '').trim())) validUntil = new Date(validUntil.getTime() + 86_399_999);
  if (validFrom && validUntil && validUntil <= validFrom) errors.validUntil = [I.window()];
  const flags = Object.fromEntries(FLAGS.map((f) => [f, fields[f] === 'on' || fields[f] === 'true'])) as Record<
    (typeof FLAGS)[number],
    boolean
  >;
  if (flags.isNewUserOnly && flags.isExistingUserOnly) errors.isNewUserOnly = [I.both()];
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      code,
      type,
      value: value!,
      maxUses: maxUses ?? null,
      quantityMin: quantityMin ?? null,
      courseId:
        singleLineText(fields.courseId ?? '')
          .trim()
          .slice(0, 64) || null,
      userId:
        singleLineText(fields.userId ?? '')
          .trim()
          .slice(0, 64) || null,
      ...flags,
      validFrom: validFrom ?? null,
      validUntil: validUntil ?? null,
    },
  };
}

/** The shop settings form → settings, or field errors. Amounts are typed as "5.00". */
export function parseShopForm(
  fields: Record<string, string>,
  locale: Locale,
): { ok: true; settings: ShopSettings } | { ok: false; errors: FieldErrors } {
  const S = t(locale).commerce.admin.shop;
  const errors: FieldErrors = {};
  const amount = (name: string, min = 0): number => {
    const value = parseAmount(fields[name] ?? '');
    if (value === null) errors[name] = [S.amountInvalid()];
    else if (value < min) errors[name] = [S.tierInvalid()];
    return value ?? 0;
  };
  const currency = (CURRENCIES as readonly string[]).includes(fields.currency ?? '') ? (fields.currency as ShopSettings['currency']) : null;
  if (!currency) errors.currency = [S.amountInvalid()];
  const maxText = (fields.maxQuantity ?? '').trim();
  const maxQuantity = /^\d{1,4}$/.test(maxText) ? Number(maxText) : 0;
  if (maxQuantity < 1 || maxQuantity > 1000) errors.maxQuantity = [S.quantityInvalid()];
  const returnAddress = returnAddressLines(fields.returnAddress ?? '');
  if (returnAddress.length > RETURN_ADDRESS_MAX.lines || returnAddress.some((line) => line.length > RETURN_ADDRESS_MAX.lineChars))
    errors.returnAddress = [S.returnAddressInvalid({ lines: RETURN_ADDRESS_MAX.lines, chars: RETURN_ADDRESS_MAX.lineChars })];
  const settings: ShopSettings = {
    currency: currency ?? 'CAD',
    bandPrice: amount('bandPrice'),
    regularBandPrice: amount('regularBandPrice'),
    shipping: { CA: amount('shipping.CA'), US: amount('shipping.US'), other: amount('shipping.other') },
    donationTiers: Object.fromEntries(DONATION_TIERS.map((tier) => [tier, amount(`tier.${tier}`, 100)])) as ShopSettings['donationTiers'],
    maxQuantity,
    returnAddress: returnAddress.join('\n'),
  };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings };
}
