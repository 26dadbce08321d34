import ICAL from 'ical.js';
import Papa from 'papaparse';
import { countryCodeFrom, isSubdivisionOf } from '../../../src/lib/countries.ts';
import type { RawEvent } from './event-rules.ts';
import { isTimeZone, zonedParts } from './event-time.ts';

/** Largest file and number of races one import reads (the handler refuses bigger files before parsing). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;

/** One race read from a file, with where it came from (CSV line or VEVENT number) and its status. */
interface FileRow {
  row: number;
  raw: RawEvent;
  canceled: boolean;
  /** A problem found while reading the row, before the event rules (e.g. an unreadable location). */
  problem?: 'location';
}

type FileProblem = 'unreadable' | 'empty' | 'tooManyRows' | 'noHeader';

export type ReadResult = { ok: true; format: 'csv' | 'ics'; rows: FileRow[] } | { ok: false; problem: FileProblem };

/** CSV headers as people write them, to our field names. */
const HEADERS: Record<string, keyof RawEvent> = {
  name: 'name',
  race: 'name',
  title: 'name',
  date: 'date',
  start_time: 'startTime',
  time: 'startTime',
  start: 'startTime',
  time_zone: 'timeZone',
  timezone: 'timeZone',
  tz: 'timeZone',
  city: 'city',
  state: 'state',
  province: 'state',
  country: 'country',
  distances: 'customDistances',
  distance: 'customDistances',
  website: 'website',
  url: 'website',
  course: 'course',
};

/**
 * Reads a CSV or iCalendar file into rows, without judging them (the event rules do that, row by
 * row, so one bad row does not sink the file). Both parsers are maintained libraries (papaparse,
 * ical.js) whose work grows with the input's length; the size and row caps bound it.
 */
export function readEventFile(text: string): ReadResult {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, problem: 'empty' };
  return /^\s*BEGIN:VCALENDAR/i.test(body) ? readIcs(body) : readCsv(body);
}

function readCsv(text: string): ReadResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    preview: IMPORT_MAX_ROWS + 1,
    transformHeader: (header) =>
      header
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.some((f) => HEADERS[f] === 'name') || !fields.some((f) => HEADERS[f] === 'date')) return { ok: false, problem: 'noHeader' };
  if (parsed.data.length === 0) return { ok: false, problem: 'empty' };
  if (parsed.data.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' };
  const rows = parsed.data.map((record, index): FileRow => {
    const raw: RawEvent = {};
    for (const [header, value] of Object.entries(record)) {
      const field = HEADERS[header];
      if (field && field !== 'distances' && typeof value === 'string') raw[field] = value.slice(0, 2000);
    }
    if (raw.country) raw.country = countryCodeFrom(raw.country) ?? raw.country;
    // A race with no start time may leave its zone out: its date does not depend on one.
    if (!raw.timeZone?.trim() && !raw.startTime?.trim()) raw.timeZone = 'UTC';
    // Line 1 is the header.
    return { row: index + 2, raw, canceled: false };
  });
  return { ok: true, format: 'csv', rows };
}

/** "City, Country" or "City, State, Country"; a middle part that is not a US or Canadian state is a region we do not keep. */
function readLocation(location: string): Pick<RawEvent, 'city' | 'state' | 'country'> | null {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return null;
  const country = countryCodeFrom(parts[parts.length - 1]!);
  if (!country) return null;
  const middle = parts.length > 2 ? parts[parts.length - 2]!.toUpperCase() : '';
  return { city: parts[0]!, country, state: isSubdivisionOf(country, middle) ? middle : '' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and time of an instant in a zone. */
function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The longest content line once folded lines are joined (RFC 5545 3.1), in one pass. */
function longestContentLine(text: string): number {
  let longest = 0;
  let current = 0;
  for (const line of text.split('\n')) {
    current = line.startsWith(' ') || line.startsWith('\t') ? current + line.length - 1 : line.length;
    if (current > longest) longest = current;
  }
  return longest;
}

/**
 * No real event needs a content line this long. ical.js's work on one line grows faster than the
 * line (its parameter and unfolding loops): capping the line keeps a whole file linear.
 */
const ICS_MAX_LINE = 10_000;

function readIcs(text: string): ReadResult {
  if (longestContentLine(text) > ICS_MAX_LINE) return { ok: false, problem: 'unreadable' };
  let events: ICAL.Component[];
  try {
    events = new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent');
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (events.length === 0) return { ok: false, problem: 'empty' };
  if (events.length > IMPORT_MAX_ROWS) return { ok: false, problem: 'tooManyRows' };
  const rows = events.map((vevent, index): FileRow => {
    const row = index + 1;
    const raw: RawEvent = { name: String(vevent.getFirstPropertyValue('summary') ?? '') };
    let start: ICAL.Time | null;
    try {
      start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time | null;
    } catch {
      start = null;
    }
    const dtstart = vevent.getFirstProperty('dtstart');
    const tzid = dtstart?.getParameter('tzid');
    const declared = String(vevent.getFirstPropertyValue('x-paceband-timezone') ?? '');
    if (start && typeof start === 'object' && 'isDate' in start) {
      const written = { date: `${start.year}-${pad(start.month)}-${pad(start.day)}`, time: `${pad(start.hour)}:${pad(start.minute)}` };
      if (start.isDate) {
        Object.assign(raw, { date: written.date, startTime: '', timeZone: isTimeZone(declared) ? declared : 'UTC' });
      } else if (typeof tzid === 'string' && tzid) {
        // Local time in a named zone: kept as written (an unknown zone is reported by the rules).
        Object.assign(raw, { ...written, startTime: written.time, timeZone: tzid });
      } else if (start.zone?.tzid === 'UTC') {
        const zone = isTimeZone(declared) ? declared : 'UTC';
        const local = localParts(start.toJSDate(), zone);
        Object.assign(raw, { date: local.date, startTime: local.time, timeZone: zone });
      } else {
        Object.assign(raw, { date: written.date, startTime: written.time, timeZone: isTimeZone(declared) ? declared : 'UTC' });
      }
    }
    const categories = vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String));
    raw.customDistances = categories.join(';');
    const url = vevent.getFirstPropertyValue('url');
    if (url) raw.website = String(url);
    const location = readLocation(String(vevent.getFirstPropertyValue('location') ?? ''));
    if (location) Object.assign(raw, location);
    const canceled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
    return location ? { row, raw, canceled } : { row, raw, canceled, problem: 'location' };
  });
  return { ok: true, format: 'ics', rows };
}
