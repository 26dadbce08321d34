/**
 * Issue 28: a NUL in an order's comment or promo code, or in the promo form's ids, reached
 * PostgreSQL (a 500). The comment keeps its line breaks; codes and ids are one line.
 */
import { describe, expect, it } from 'vitest';
import { parsePromoForm } from './admin-forms.ts';
import { basketFromFields } from './basket.ts';

describe('order form texts with control characters', () => {
  it('the comment keeps its line breaks and loses NUL and other controls; the code is one line', () => {
    const basket = basketFromFields({ 'qty.b1': '2', promoCode: ' race\u000050\r\n', comment: 'Leave it\r\nat the door\u0000\u0007' });
    expect(basket).toEqual({ quantities: { b1: 2 }, promoCode: ' race50 ', comment: 'Leave it\r\nat the door' });
  });
});

describe('promo form texts with control characters', () => {
  it('the code, course and member ids are one line without controls', () => {
    const parsed = parsePromoForm(
      { code: 'SPRING\u000026', type: 'percentage', value: '10', courseId: 'course\u0000-1\r\n', userId: '\u0000user-1' },
      'en',
    );
    expect(parsed.ok && parsed.terms).toMatchObject({ code: 'SPRING26', courseId: 'course-1', userId: 'user-1' });
  });
});
