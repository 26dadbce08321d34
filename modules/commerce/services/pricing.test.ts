import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountField, formatMoney, parseAmount } from './money.ts';
import { quoteOrder } from './pricing.ts';
import { PLAIN_PROMO } from './promo-terms.test-support.ts';
import { DEFAULT_SHOP_SETTINGS as S } from './shop-settings.ts';

describe('quoteOrder', () => {
  const cases = [
    {
      name: 'two bands to Canada',
      q: [1, 1],
      group: 'CA',
      promo: null,
      want: { quantity: 2, subtotal: 1000, regularSubtotal: 1400, shipping: 300, discount: 0, total: 1300 },
    },
    { name: 'three bands abroad', q: [3], group: 'other', promo: null, want: { subtotal: 1500, shipping: 800, total: 2300 } },
    {
      name: '20 % off',
      q: [2],
      group: 'US',
      promo: { ...PLAIN_PROMO, value: 20 },
      want: { discount: 200, shipping: 500, total: 1300 },
    },
    {
      name: 'fixed more than the bands',
      q: [1],
      group: 'US',
      promo: { ...PLAIN_PROMO, type: 'fixed', value: 5000 },
      want: { discount: 500, total: 500 },
    },
    {
      name: 'free shipping only',
      q: [1],
      group: 'other',
      promo: { ...PLAIN_PROMO, type: 'fixed', value: 0, isFreeShipping: true },
      want: { discount: 0, shipping: 0, total: 500 },
    },
    {
      name: 'percentage rounds half up',
      q: [1],
      group: 'CA',
      promo: { ...PLAIN_PROMO, value: 15 },
      want: { discount: 75, total: 725 },
    },
    { name: 'nothing chosen, no shipping', q: [0, 0], group: 'CA', promo: null, want: { quantity: 0, shipping: 0, total: 0 } },
  ] as const;
  for (const c of cases)
    it(c.name, () => {
      expect(quoteOrder(c.q, S, c.group, c.promo)).toMatchObject(c.want);
    });

  it('totals are whole minor units, never negative, and add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 6 }),
        fc.constantFrom('CA', 'US', 'other') as fc.Arbitrary<'CA' | 'US' | 'other'>,
        fc.option(
          fc.record({
            type: fc.constantFrom('fixed', 'percentage') as fc.Arbitrary<'fixed' | 'percentage'>,
            value: fc.integer({ min: 0, max: 100_000 }),
            isFreeShipping: fc.boolean(),
          }),
        ),
        (q, group, promo) => {
          const quote = quoteOrder(q, S, group, promo);
          expect(Number.isSafeInteger(quote.total)).toBe(true);
          expect(quote.total).toBeGreaterThanOrEqual(0);
          expect(quote.discount).toBeLessThanOrEqual(quote.subtotal);
          expect(quote.total).toBe(quote.subtotal - quote.discount + quote.shipping);
        },
      ),
    );
  });
});

describe('money', () => {
  it('reads amounts as typed into minor units', () => {
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12,05')).toBe(1205);
    expect(parseAmount('7')).toBe(700);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(amountField(1205)).toBe('12.05');
  });
  it('formats in the reader’s language', () => {
    expect(formatMoney(1250, 'CAD', 'en')).toBe('CA$12.50');
    expect(formatMoney(1250, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
  });
});
