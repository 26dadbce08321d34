'use client';
import { consentFromCookieHeader } from '../lib/consent.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an analytics event to the `dataLayer` (SPEC 2) only when the visitor accepted analytics
 * cookies; otherwise nothing is recorded. Every event of the product goes through here.
 */
export function pushAnalytics(event: Record<string, unknown>): boolean {
  if (typeof document === 'undefined' || !consentFromCookieHeader(document.cookie)?.analytics) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}
