import { promoDiscount, type PromoTerms } from './promo-rules.ts';
import type { CountryGroup, ShopSettings } from './shop-settings.ts';

export interface Quote {
  currency: string;
  quantity: number;
  unitPrice: number;
  regularUnitPrice: number;
  subtotal: number;
  regularSubtotal: number;
  shipping: number;
  discount: number;
  total: number;
}

/**
 * An order's money, computed on the server only (the page shows it; the checkout charges it).
 * Every figure is in minor units; the total is never negative.
 */
export function quoteOrder(
  quantities: readonly number[],
  settings: ShopSettings,
  group: CountryGroup | null,
  promo: Pick<PromoTerms, 'type' | 'value' | 'isFreeShipping'> | null,
): Quote {
  const quantity = quantities.reduce((sum, q) => sum + q, 0);
  const subtotal = quantity * settings.bandPrice;
  const regularSubtotal = quantity * settings.regularBandPrice;
  const shipping = quantity === 0 || group === null || promo?.isFreeShipping ? 0 : settings.shipping[group];
  const discount = promo ? promoDiscount(promo, subtotal) : 0;
  return {
    currency: settings.currency,
    quantity,
    unitPrice: settings.bandPrice,
    regularUnitPrice: settings.regularBandPrice,
    subtotal,
    regularSubtotal,
    shipping,
    discount,
    total: Math.max(0, subtotal - discount + shipping),
  };
}
