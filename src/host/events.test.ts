import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteEvent } from './events.ts';

// The request context the host's client-ip middleware fills (waku's per-request data).
const contextData: { clientIp?: string } = {};
vi.mock('waku/server', () => ({ unstable_getContextData: () => contextData, unstable_getContext: () => ({ req: {} }) }));

const { addEventSink, eventCountry, recordEvent, recordEventOnce } = await import('./events.ts');
const { setGeoLocator } = await import('./geo-location.server.ts');

const recorded: SiteEvent[] = [];
addEventSink(async (event) => void recorded.push(event));

afterEach(() => {
  delete contextData.clientIp;
  recorded.length = 0;
});

describe('the country of a counted event', () => {
  it.each([
    ['a CDN header wins over the address', { 'cf-ipcountry': 'ca' }, '8.8.8.8', 'CA'],
    ['no header: the offline database locates the address', {}, '2a01:cb00::1', 'FR'],
    ['a header that does not know (XX): the address', { 'cf-ipcountry': 'XX' }, '8.8.8.8', 'US'],
    ['a private address and no header: unknown', {}, '10.1.2.3', null],
  ])('%s', async (_case, headers, ip, country) => {
    expect(await eventCountry(new Headers(headers), ip)).toBe(country);
  });

  it('recordEvent takes the address of the current request when the caller gives none', async () => {
    contextData.clientIp = '::ffff:90.84.0.1';
    await recordEvent('bandBuilt', { locale: 'fr', headers: new Headers() });
    expect(recorded).toEqual([{ kind: 'bandBuilt', locale: 'fr', country: 'FR', amountCents: null }]);
  });

  it('outside a request and without a header the country stays unknown, and a broken locator does not fail the caller', async () => {
    await recordEvent('signUp');
    setGeoLocator({ locate: () => Promise.reject(new Error('corrupt database')) });
    contextData.clientIp = '8.8.8.8';
    await recordEvent('download', { headers: new Headers() });
    setGeoLocator(undefined);
    expect(recorded.map((e) => e.country)).toEqual([null, null]);
  });
});

describe('an event counted once per key and window', () => {
  it('counts the first of repeated calls with one key, and each new key', async () => {
    const counted = [];
    for (const key of ['a', 'a', 'b', 'a', 'b'])
      counted.push(await recordEventOnce('bandBuilt', key, 60_000, { locale: 'it', ip: '8.8.8.8' }));
    expect(counted).toEqual([true, false, true, false, false]);
    expect(recorded).toEqual([
      { kind: 'bandBuilt', locale: 'it', country: 'US', amountCents: null },
      { kind: 'bandBuilt', locale: 'it', country: 'US', amountCents: null },
    ]);
  });

  it('counts the key again once its window is over', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    try {
      expect(await recordEventOnce('bandBuilt', 'session', 1000)).toBe(true);
      expect(await recordEventOnce('bandBuilt', 'session', 1000)).toBe(false);
      vi.setSystemTime(new Date('2026-11-24T10:00:02Z'));
      expect(await recordEventOnce('bandBuilt', 'session', 1000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
