import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader, formatConsent, parseConsent } from './consent.ts';

describe('cookie consent value', () => {
  it('round-trips every choice', () => {
    for (const analytics of [true, false]) {
      for (const ads of [true, false]) expect(parseConsent(formatConsent({ analytics, ads }))).toEqual({ analytics, ads });
    }
  });
  it('treats a missing or foreign value as "not chosen yet"', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(consentFromCookieHeader('lang=fr; other=1')).toBeNull();
  });
  it('reads the choice among other cookies', () => {
    expect(consentFromCookieHeader('lang=fr; cookie_consent=v1%3Aanalytics; x=y')).toEqual({ analytics: true, ads: false });
  });
});
