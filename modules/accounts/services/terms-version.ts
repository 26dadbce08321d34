import { termsConsentVersion } from '../../../src/host/terms-consent.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/**
 * The version of the terms of use and privacy notice a member accepts at sign-up, stored with the
 * time of consent (better-auth's user row: termsAcceptedAt, termsVersion): the versions published
 * now in the member's language, e.g. "terms.fr:3,privacy.fr:5". The team publishes them (content
 * module, admin → legal pages); accounts cannot import that module (it depends on accounts), so it
 * asks the host, which the content module's manifest answers (`termsConsent`).
 */
export function currentTermsVersion(locale: Locale): Promise<string> {
  return termsConsentVersion(locale);
}

/**
 * The consent's errors at sign-up, by field: none, the box not ticked, or ticked for versions the
 * team has since replaced (`shown`, the version the form or app displayed), so the member reads
 * and accepts again. Web form and mobile app share it.
 */
export function consentErrors(
  E: { acceptTerms: () => string; termsChanged: () => string },
  given: { accepted: boolean; shown: string | undefined },
  current: string,
): Record<string, string[]> {
  if (!given.accepted) return { terms: [E.acceptTerms()] };
  if (given.shown !== undefined && given.shown !== current) return { terms: [E.termsChanged()] };
  return {};
}
