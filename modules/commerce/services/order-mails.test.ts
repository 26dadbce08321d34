import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../data/commerce.dto.ts';
import { orderMail } from './order-mails.ts';

const donation = (locale: string): OrderDto => ({
  id: 'o1',
  number: 42,
  kind: 'donation',
  userId: null,
  email: 'guest@example.com',
  buyerName: null,
  locale,
  status: 'charged',
  currency: 'EUR',
  quantity: 1,
  unitPrice: 500,
  regularUnitPrice: 500,
  subtotal: 500,
  regularSubtotal: 500,
  shipping: 0,
  discount: 0,
  total: 500,
  promoCode: null,
  promoDiscount: null,
  shippingAddress: null,
  countryGroup: null,
  comment: null,
  donationTier: 'coffee',
  paymentProvider: 'simulated',
  checkoutSessionId: null,
  paymentIntentId: null,
  refundId: null,
  paidAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('the donation receipt greets the donor', () => {
  it.each([
    ['en', 'Hello,', 'Hello Ada,'],
    ['fr', 'Bonjour,', 'Bonjour Ada,'],
    ['es', 'Hola:', 'Hola, Ada:'],
    ['it', 'Ciao,', 'Ciao Ada,'],
  ])('%s: a guest without a name gets "%s", a named donor "%s"', (locale, anonymous, named) => {
    for (const name of ['', '   ']) {
      const mail = orderMail('donation', donation(locale), { email: 'guest@example.com', name }, 'https://paceband.example');
      expect(mail.text.split('\n')[0]).toBe(anonymous);
    }
    const mail = orderMail('donation', donation(locale), { email: 'ada@example.com', name: 'Ada' }, 'https://paceband.example');
    expect(mail.text.split('\n')[0]).toBe(named);
  });
});
