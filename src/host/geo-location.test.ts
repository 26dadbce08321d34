import { describe, expect, it } from 'vitest';
import { fromRecord, locateIp, mmdbGeoLocator, packagedDatabase } from './geo-location.server.ts';

describe('geo-location from the packaged offline database', () => {
  const locator = mmdbGeoLocator(packagedDatabase());

  it.each([
    ['8.8.8.8', 'US', 'United States'],
    ['2a01:cb00::1', 'FR', 'France'],
    ['90.84.0.1', 'FR', 'France'],
  ])('%s is in %s', async (ip, iso, country) => {
    expect(await locator.locate(ip)).toMatchObject({ ip, iso_code: iso, country });
  });

  it.each(['127.0.0.1', '10.1.2.3', '::1', 'not-an-ip', ''])('%s is unknown, not an error', async (ip) => {
    expect((await locator.locate(ip)).iso_code).toBeNull();
  });

  it('reads an IPv4-mapped IPv6 client address', async () => {
    expect((await locateIp('::ffff:8.8.8.8')).iso_code).toBe('US');
  });

  it('reads MaxMind city records (GEOIP_DATABASE) into the same shape', () => {
    const record = {
      country: { iso_code: 'CA', names: { en: 'Canada' } },
      city: { names: { en: 'Montreal' } },
      postal: { code: 'H2X' },
      location: { latitude: 45.5, longitude: -73.6 },
    };
    expect(fromRecord('1.2.3.4', record)).toEqual({
      ip: '1.2.3.4',
      iso_code: 'CA',
      country: 'Canada',
      city: 'Montreal',
      postal_code: 'H2X',
      latitude: 45.5,
      longitude: -73.6,
    });
  });
});
