import { describe, expect, it } from 'vitest';
import { normaliseCode, promoRefusal, type PromoContext, type PromoTerms } from './promo-rules.ts';
import { PLAIN_PROMO } from './promo-terms.test-support.ts';

const base = PLAIN_PROMO;
const ctx: PromoContext = {
  now: new Date('2026-11-23T12:00:00Z'),
  userId: 'u1',
  isStaff: false,
  quantity: 2,
  courseIds: ['c1'],
  hasPaidOrder: false,
  usedBefore: false,
};

describe('promoRefusal', () => {
  const cases: Array<[string, Partial<PromoTerms> | null, Partial<PromoContext>, ReturnType<typeof promoRefusal>]> = [
    ['a plain code applies', {}, {}, null],
    ['an unknown code', null, {}, 'notFound'],
    ['not yet valid', { validFrom: new Date('2026-12-01') }, {}, 'notFound'],
    ['expired', { validUntil: new Date('2026-11-01') }, {}, 'notFound'],
    ['inside its window', { validFrom: new Date('2026-11-01'), validUntil: new Date('2026-12-01') }, {}, null],
    ['admin only, member', { isAdminOnly: true }, {}, 'adminOnly'],
    ['admin only, staff', { isAdminOnly: true }, { isStaff: true }, null],
    ['for someone else', { userId: 'u2' }, {}, 'otherUser'],
    ['for this member', { userId: 'u1' }, {}, null],
    ['too few bands', { quantityMin: 3 }, {}, 'quantityMin'],
    ['enough bands', { quantityMin: 2 }, {}, null],
    ['another course', { courseId: 'c9' }, {}, 'course'],
    ['this course', { courseId: 'c1' }, {}, null],
    ['existing members, new member', { isExistingUserOnly: true }, {}, 'existingOnly'],
    ['existing members, existing member', { isExistingUserOnly: true }, { hasPaidOrder: true }, null],
    ['new members, existing member', { isNewUserOnly: true }, { hasPaidOrder: true }, 'newOnly'],
    ['new members, new member', { isNewUserOnly: true }, {}, null],
    ['once per member, used', { isApplyOnce: true }, { usedBefore: true }, 'usedOnce'],
    ['once per member, first time', { isApplyOnce: true }, {}, null],
  ];
  for (const [name, promo, context, want] of cases)
    it(name, () => {
      expect(promoRefusal(promo ? { ...base, ...promo } : null, { ...ctx, ...context })).toBe(want);
    });

  it('codes ignore case and spaces', () => {
    expect(normaliseCode('  run10 ')).toBe('RUN10');
  });
});
