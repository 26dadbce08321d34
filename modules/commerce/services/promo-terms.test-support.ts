import type { PromoTerms } from './promo-rules.ts';

/** A code with no condition: 10 % off, any member, any time (tests change what they need). */
export const PLAIN_PROMO: PromoTerms = {
  code: 'RUN10',
  type: 'percentage',
  value: 10,
  maxUses: null,
  quantityMin: null,
  courseId: null,
  userId: null,
  isAdminOnly: false,
  isApplyOnce: false,
  isExistingUserOnly: false,
  isNewUserOnly: false,
  isFreeShipping: false,
  validFrom: null,
  validUntil: null,
};
