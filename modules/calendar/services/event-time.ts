import { LOCALE_TAGS, type Locale } from '../../../src/i18n/locales.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written YYYY-MM-DD (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

let zones: Set<string> | undefined;
/** The IANA zones this runtime knows (Intl), plus UTC. */
export function timeZones(): string[] {
  return [...knownZones()].sort();
}
function knownZones(): Set<string> {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
}
export function isTimeZone(value: string): boolean {
  return knownZones().has(value);
}

/** The wall-clock date and time of an instant in a zone, as numbers (month 1–12, hour 0–23). */
export function zonedParts(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Paris in July: 120). */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - instant) / 60_000);
}

/**
 * The instant a local date and time happen in a zone. Two passes settle the offset across a
 * daylight-saving change; a time skipped by the change lands just after it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const local = Date.UTC(y, m - 1, d, hh, mm);
  let guess = local - offsetMinutes(local, timeZone) * 60_000;
  guess = local - offsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess);
}

/** Today's date in UTC, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A local date in the reader's language: "Sunday, December 6, 2026" / "dimanche 6 décembre 2026". */
export function formatEventDate(date: string, locale: Locale, style: 'full' | 'medium' = 'full'): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A local time of day in the reader's convention: "7:30 AM" / "07 h 30" / "7:30". */
export function formatEventTime(time: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`2000-01-01T${time}:00Z`));
}

/** "December 2026" / "décembre 2026". */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The month after or before YYYY-MM. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The last day of YYYY-MM, YYYY-MM-DD. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
