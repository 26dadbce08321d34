import { describe, expect, it } from 'vitest';
import { parsePromoForm, parseShopForm } from './admin-forms.ts';

describe('promo code form', () => {
  it('reads a complete code', () => {
    const parsed = parsePromoForm(
      {
        code: ' spring-5 ',
        type: 'fixed',
        value: '5',
        maxUses: '10',
        quantityMin: '2',
        isFreeShipping: 'on',
        validFrom: '2026-03-01',
        validUntil: '2026-03-31',
      },
      'en',
    );
    expect(parsed).toMatchObject({
      ok: true,
      terms: {
        code: 'SPRING-5',
        type: 'fixed',
        value: 500,
        maxUses: 10,
        quantityMin: 2,
        isFreeShipping: true,
        isAdminOnly: false,
        courseId: null,
      },
    });
    if (parsed.ok) expect(parsed.terms.validUntil?.toISOString()).toBe('2026-03-31T23:59:59.999Z');
  });

  it('names each problem in the team member’s language', () => {
    const parsed = parsePromoForm(
      {
        code: 'a',
        type: 'percentage',
        value: '150',
        maxUses: 'x',
        validFrom: '2026-05-01',
        validUntil: '2026-04-01',
        isNewUserOnly: 'on',
        isExistingUserOnly: 'on',
      },
      'fr',
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['code', 'isNewUserOnly', 'maxUses', 'validUntil', 'value']);
    expect(parsed.errors.value).toEqual(['Un pourcentage est un nombre entier de 1 à 100.']);
  });
});

describe('shop settings form', () => {
  const good = {
    currency: 'CAD',
    bandPrice: '5.00',
    regularBandPrice: '7',
    'shipping.CA': '3',
    'shipping.US': '5',
    'shipping.other': '8.5',
    'tier.coffee': '5',
    'tier.hosting': '15',
    'tier.features': '30',
    'tier.premium': '75',
    maxQuantity: '50',
  };
  it('reads amounts into minor units', () => {
    expect(parseShopForm(good, 'en')).toMatchObject({
      ok: true,
      settings: { bandPrice: 500, shipping: { other: 850 }, donationTiers: { premium: 7500 } },
    });
  });
  it('refuses a broken amount and a tier under 1.00', () => {
    const parsed = parseShopForm({ ...good, bandPrice: '5,123', 'tier.coffee': '0.5' }, 'en');
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual(['bandPrice', 'tier.coffee']);
  });
  it('keeps the envelopes’ return address line by line, tidied, and refuses one that cannot fit the corner', () => {
    const typed = '  Paceband \r\n\n1   Runner Rd\nMontreal QC  H2X 1Y4 ';
    expect(parseShopForm({ ...good, returnAddress: typed }, 'en')).toMatchObject({
      ok: true,
      settings: { returnAddress: 'Paceband\n1 Runner Rd\nMontreal QC H2X 1Y4' },
    });
    const tooMany = parseShopForm({ ...good, returnAddress: 'a\nb\nc\nd\ne\nf\ng' }, 'fr');
    expect(tooMany.ok ? null : tooMany.errors.returnAddress).toEqual(['Au plus 6 lignes de 60 caractères.']);
    expect(parseShopForm({ ...good, returnAddress: 'x'.repeat(61) }, 'en').ok).toBe(false);
  });
});
