import type { SiteEvent } from './module-contract.ts';
import { logger } from './logger.server.ts';

export type { SiteEvent };

/** What the owner's stats dashboard counts (SPEC 2). */
export const EVENT_KINDS = ['bandBuilt', 'download', 'signUp', 'order', 'donation', 'predictor'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

type EventSink = (event: SiteEvent) => Promise<void>;
const sinks: EventSink[] = [];

/** The module that keeps events (admin) registers here through the composition (manifest `eventSink`). */
export function addEventSink(sink: EventSink): void {
  sinks.push(sink);
}

/** The visitor's country from a trusted proxy's geo header (CDN), when there is one. */
export function countryFromHeaders(headers: Headers | undefined): string | null {
  const value = headers?.get('cf-ipcountry') ?? headers?.get('x-country-code') ?? '';
  return /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;
}

/**
 * Counts one event for the stats dashboard (a band built, a download, a sign-up, an order…) with
 * the page's language, the country when a proxy says it, and an amount in cents. Any module calls
 * it; it never fails the caller (a lost count is only logged).
 */
export async function recordEvent(
  kind: EventKind,
  facts: { locale?: string; headers?: Headers; amountCents?: number } = {},
): Promise<void> {
  const event: SiteEvent = {
    kind,
    locale: facts.locale ?? null,
    country: countryFromHeaders(facts.headers),
    amountCents: facts.amountCents ?? null,
  };
  for (const sink of sinks) {
    try {
      await sink(event);
    } catch (error) {
      logger.warn({ err: error, kind }, 'stats event not recorded');
    }
  }
}
