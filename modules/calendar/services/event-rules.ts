import { z } from 'zod';
import { isCountryCode, isSubdivisionOf } from '../../../src/lib/countries.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import type { Translator } from '../locales/messages.ts';
import { isDistanceToken, parseDistanceList, sortDistances } from './event-distances.ts';
import { isIsoDate, isTime, isTimeZone } from './event-time.ts';
import type { EventInput } from './event-types.ts';

/** An event as typed in a form or read from a file row, before the course address is looked up. */
export type EventDraft = Omit<EventInput, 'courseUuid'> & { course: string | null };

export type FieldErrors = Record<string, string[]>;

type Field = keyof Translator['calendar']['fields'];

/** A form's or a row's fields: strings, with the preset distances as a list (checkboxes). */
export interface RawEvent {
  name?: string;
  date?: string;
  startTime?: string;
  timeZone?: string;
  city?: string;
  state?: string;
  country?: string;
  distances?: string[];
  customDistances?: string;
  website?: string;
  course?: string;
}

/**
 * The server's rules for a race event, with messages in the user's language; forms, the admin
 * screens and imports all pass through here. Members may not propose a race whose date has passed.
 * Every field is one line: line breaks and tabs become a space, other control characters go (a
 * name is written into .ics files and a NUL would be refused by PostgreSQL).
 */
export function validateEvent(
  raw: RawEvent,
  LL: Translator,
  options: { today: string; allowPast: boolean },
): { ok: true; value: EventDraft } | { ok: false; errors: FieldErrors } {
  const E = LL.calendar.errors;
  const label = (f: Field) => LL.calendar.fields[f]();
  const line = () => z.string().overwrite(singleLineText);
  const text = (f: Field, max: number) =>
    line()
      .trim()
      .min(1, E.required({ field: label(f) }))
      .max(max, E.max({ field: label(f), max: String(max) }));
  const optional = (f: Field, max: number) =>
    line()
      .trim()
      .max(max, E.max({ field: label(f), max: String(max) }))
      .transform((v) => v || null);
  const schema = z.object({
    name: text('name', 160),
    date: line()
      .trim()
      .min(1, E.required({ field: label('date') }))
      .refine(isIsoDate, E.date())
      .refine((d) => options.allowPast || d >= options.today, E.past()),
    startTime: line()
      .trim()
      .refine((v) => v === '' || isTime(v), E.time())
      .transform((v) => v || null),
    timeZone: line().trim().refine(isTimeZone, E.timeZone()),
    city: text('city', 100),
    country: line().trim().toUpperCase().refine(isCountryCode, E.country()),
    state: line()
      .trim()
      .toUpperCase()
      .transform((v) => v || null),
    website: optional('website', 500).refine((v) => v === null || /^https?:\/\/[^\s/?#]+\.[^\s]*$/i.test(v), E.website()),
    course: optional('course', 300),
  });
  const parsed = schema.safeParse({
    name: raw.name ?? '',
    date: raw.date ?? '',
    startTime: raw.startTime ?? '',
    timeZone: raw.timeZone ?? '',
    city: raw.city ?? '',
    country: raw.country ?? '',
    state: raw.state ?? '',
    website: raw.website ?? '',
    course: raw.course ?? '',
  });
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      (errors[key] ??= []).push(issue.message);
    }
  }
  const custom = parseDistanceList(singleLineText(raw.customDistances ?? ''));
  const presets = (raw.distances ?? []).filter(isDistanceToken);
  if (custom.invalid.length) errors.customDistances = custom.invalid.slice(0, 3).map((value) => E.distance({ value: value.slice(0, 40) }));
  const distances = sortDistances([...presets, ...custom.tokens]);
  if (distances.length === 0 && !errors.customDistances) errors.distances = [E.noDistance()];
  if (parsed.success && parsed.data.state && !isSubdivisionOf(parsed.data.country, parsed.data.state)) errors.state = [E.state()];
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const { country, state, ...rest } = parsed.data;
  return { ok: true, value: { ...rest, countryCode: country, stateCode: state, distances: distances.slice(0, 12) } };
}
