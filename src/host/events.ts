import { createHash } from 'node:crypto';
import { unstable_getContextData as getContextData } from 'waku/server';
import type { SiteEvent } from './module-contract.ts';
import { locateIp } from './geo-location.server.ts';
import { logger } from './logger.server.ts';
import { createLimiter, type Limiter } from './rate-limit.ts';

export type { SiteEvent };

/** What the owner's stats dashboard counts (SPEC 2). */
export const EVENT_KINDS = ['bandBuilt', 'bandSaved', 'download', 'signUp', 'order', 'donation', 'predictor'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

type EventSink = (event: SiteEvent) => Promise<void>;
const sinks: EventSink[] = [];

/** The module that keeps events (admin) registers here through the composition (manifest `eventSink`). */
export function addEventSink(sink: EventSink): void {
  sinks.push(sink);
}

/** The visitor's country from a trusted proxy's geo header (CDN), when there is one. */
function countryFromHeaders(headers: Headers | undefined): string | null {
  const value = headers?.get('cf-ipcountry') ?? headers?.get('x-country-code') ?? '';
  return /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX' ? value.toUpperCase() : null;
}

/**
 * The visitor's country: the CDN's header when there is one, else the offline geo-location of the
 * client address (`ip`, or the current request's, kept by the host's client-ip middleware).
 */
export async function eventCountry(headers: Headers | undefined, ip?: string): Promise<string | null> {
  const fromProxy = countryFromHeaders(headers);
  if (fromProxy) return fromProxy;
  const address = ip ?? (getContextData() as { clientIp?: string }).clientIp;
  return address ? (await locateIp(address)).iso_code : null;
}

/**
 * Counts one event for the stats dashboard (a band built, a download, a sign-up, an order…) with
 * the page's language, the visitor's country (eventCountry) and an amount in cents. Any module
 * calls it; it never fails the caller (a lost count is only logged).
 */
export async function recordEvent(
  kind: EventKind,
  facts: { locale?: string; headers?: Headers; ip?: string; amountCents?: number } = {},
): Promise<void> {
  const event: SiteEvent = {
    kind,
    locale: facts.locale ?? null,
    country: await eventCountry(facts.headers, facts.ip),
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

const onceLimiters = new Map<string, Limiter>();

/**
 * Counts an event once per `key` within `windowMs` (e.g. one band built per build session, not
 * one per download). The memory of keys is the rate-limit table's, so every replica shares it;
 * keys are hashed (they may hold an address). Returns whether this call counted.
 */
export async function recordEventOnce(
  kind: EventKind,
  key: string,
  windowMs: number,
  facts: Parameters<typeof recordEvent>[1] = {},
): Promise<boolean> {
  const name = `once-${kind}-${windowMs}`;
  let limiter = onceLimiters.get(name);
  if (!limiter) onceLimiters.set(name, (limiter = createLimiter({ name, windowMs, max: 1 })));
  try {
    if (!(await limiter.hit(createHash('sha256').update(key).digest('base64url'))).allowed) return false;
  } catch (error) {
    logger.warn({ err: error, kind }, 'stats event not recorded');
    return false;
  }
  await recordEvent(kind, facts);
  return true;
}
