import { requestEm } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { isLocale } from '../../../src/i18n/locales.ts';
import { insertStatEvent } from '../data/stats.repository.ts';

/** What the owner's stats dashboard counts (SPEC 2). Other modules record theirs with `recordEvent`. */
export const STAT_KINDS = ['bandBuilt', 'download', 'signUp', 'order', 'donation', 'predictor'] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** The visitor's country from a trusted proxy's geo header (CDN), when there is one. */
export function countryFromHeaders(headers: Headers | undefined): string | null {
  const value = headers?.get('cf-ipcountry') ?? headers?.get('x-country-code') ?? '';
  return /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;
}

/**
 * Counts one event for the stats dashboard: its kind, the page language and, when known, the
 * country and an amount in cents. Never fails the caller: a lost count is only logged.
 */
export async function recordEvent(kind: StatKind, facts: { locale?: string; headers?: Headers; amountCents?: number } = {}): Promise<void> {
  try {
    await insertStatEvent(requestEm(), {
      kind,
      locale: isLocale(facts.locale) ? facts.locale : null,
      country: countryFromHeaders(facts.headers),
      amount: facts.amountCents ?? null,
    });
  } catch (error) {
    logger.warn({ err: error, kind }, 'stats event not recorded');
  }
}
