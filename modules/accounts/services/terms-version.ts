/**
 * The version of the terms of use and privacy notice a member accepts at sign-up, stored with the
 * time of consent (better-auth's user row: termsAcceptedAt, termsVersion). Change it whenever
 * either text changes in substance; the date of the change is the version.
 */
export const TERMS_VERSION = '2026-11-25';
