import type { Locale } from '../i18n/locales.ts';

/**
 * The version of the terms of use and privacy notice a member accepts at sign-up, as the module
 * that publishes them says (manifest `termsConsent`, the content module's versioned documents),
 * e.g. "terms.fr:3,privacy.fr:5". The accounts module stores it with the account without
 * depending on that module: content already depends on accounts, so the link goes through here.
 */
type ConsentSource = (locale: Locale) => Promise<string>;

/** Stored when no module publishes the documents. */
export const UNVERSIONED_TERMS = 'unversioned';

let source: ConsentSource | null = null;

/** Set once by the composition (src/composition.ts). */
export function setTermsConsentSource(next: ConsentSource | null): void {
  source = next;
}

/** The versions a visitor reading in this language accepts now. */
export function termsConsentVersion(locale: Locale): Promise<string> {
  return source ? source(locale) : Promise.resolve(UNVERSIONED_TERMS);
}
