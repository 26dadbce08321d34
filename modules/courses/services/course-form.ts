import { z } from 'zod';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { multiLineText, singleLineText } from '../../../src/lib/plain-text.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { isCountryCode, stateIsValid } from './countries.ts';
import { facebookHandle, titleNamesDistance } from './course-text.ts';
import { AID_SERVICES, COURSE_STATUSES, type AidStation, type CourseStatus } from './course-types.ts';

/** What a valid course form gives the repository. */
export interface CourseInput {
  title: string;
  series: string | null;
  city: string | null;
  stateCode: string | null;
  countryCode: string | null;
  website: string | null;
  facebook: string | null;
  note: string | null;
  description: string | null;
  status: CourseStatus;
  distancePreset: string | null;
  distanceM: number;
  aidStations: AidStation[];
}

export type FieldErrors = Record<string, string[]>;

const MAX_AID_STATIONS = 200;

/**
 * Every text is one line without control characters (line breaks and tabs become a space; titles
 * reach feeds and printed bands, and PostgreSQL refuses a NUL), but the description, which keeps
 * its line breaks.
 */
function schema(locale: Locale) {
  const E = t(locale).courses.errors;
  const line = () => z.string().overwrite(singleLineText);
  const optional = (max: number, clean: (text: string) => string = singleLineText) =>
    z
      .string()
      .overwrite(clean)
      .trim()
      .max(max, E.tooLong({ max }))
      .transform((v) => (v === '' ? null : v));
  return z
    .object({
      title: line()
        .trim()
        .min(1, E.required())
        .max(120, E.tooLong({ max: 120 }))
        .refine((v) => !titleNamesDistance(v), E.titleDistance()),
      series: optional(120),
      city: optional(100),
      countryCode: line()
        .trim()
        .toUpperCase()
        .refine((v) => v === '' || isCountryCode(v), E.country())
        .transform((v) => (v === '' ? null : v)),
      stateCode: line()
        .trim()
        .toUpperCase()
        .transform((v) => (v === '' ? null : v)),
      website: optional(500).refine((v) => v === null || isWebAddress(v), E.url()),
      facebook: line()
        .trim()
        .refine((v) => v === '' || facebookHandle(v) !== null, E.facebook())
        .transform((v) => (v === '' ? null : facebookHandle(v))),
      note: optional(500),
      description: optional(5000, multiLineText),
      status: z.enum(COURSE_STATUSES, { error: E.status() }),
      distance: line().trim(),
      customDistanceKm: line().trim(),
      aidStations: z
        .array(
          z.object({
            distanceM: z.number().finite().min(0),
            name: line().trim().min(1).max(100),
            services: z.array(z.enum(AID_SERVICES)).max(AID_SERVICES.length),
          }),
          { error: E.aidStations() },
        )
        .max(MAX_AID_STATIONS, E.aidStations()),
    })
    .superRefine((value, ctx) => {
      if (!stateIsValid(value.countryCode, value.stateCode)) ctx.addIssue({ code: 'custom', path: ['stateCode'], message: E.state() });
      if (value.distance !== 'custom' && !DISTANCE_PRESETS.some((p) => p.id === value.distance)) {
        ctx.addIssue({ code: 'custom', path: ['distance'], message: E.distance() });
      }
      if (value.distance === 'custom') {
        const km = Number(value.customDistanceKm.replace(',', '.'));
        if (!(km >= 0.1 && km <= 1000)) ctx.addIssue({ code: 'custom', path: ['customDistanceKm'], message: E.distance() });
      }
    })
    .transform((value): CourseInput => {
      const preset = DISTANCE_PRESETS.find((p) => p.id === value.distance);
      return {
        title: value.title,
        series: value.series,
        city: value.city,
        stateCode: value.stateCode,
        countryCode: value.countryCode,
        website: value.website,
        facebook: value.facebook,
        note: value.note,
        description: value.description,
        status: value.status,
        distancePreset: preset?.id ?? null,
        distanceM: preset ? preset.metres : Math.round(Number(value.customDistanceKm.replace(',', '.')) * 1000),
        aidStations: value.aidStations.map((a) => ({ ...a, distanceM: Math.round(a.distanceM) })).sort((a, b) => a.distanceM - b.distanceM),
      };
    });
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function parseJson(text: string | undefined): unknown {
  if (!text) return [];
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The course form as posted (every field a string; `aidStations` is JSON) → a CourseInput, or the
 * translated messages of each invalid field. Aid stations beyond the course end are clamped to it.
 */
export function parseCourseForm(
  fields: Record<string, string | undefined>,
  locale: Locale,
  courseLengthM: number | null,
): { ok: true; value: CourseInput } | { ok: false; errors: FieldErrors } {
  const result = schema(locale).safeParse({
    title: fields.title ?? '',
    series: fields.series ?? '',
    city: fields.city ?? '',
    countryCode: fields.countryCode ?? '',
    stateCode: fields.stateCode ?? '',
    website: fields.website ?? '',
    facebook: fields.facebook ?? '',
    note: fields.note ?? '',
    description: fields.description ?? '',
    status: fields.status ?? 'private',
    distance: fields.distance ?? '',
    customDistanceKm: fields.customDistanceKm ?? '',
    aidStations: parseJson(fields.aidStations),
  });
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      // Inner aid-station issues carry zod's own wording: one translated message says it all.
      const message = key === 'aidStations' ? t(locale).courses.errors.aidStations() : issue.message;
      if (!errors[key]?.includes(message)) (errors[key] ??= []).push(message);
    }
    return { ok: false, errors };
  }
  const value = result.data;
  if (courseLengthM !== null) {
    value.aidStations = value.aidStations.map((a) => ({ ...a, distanceM: Math.min(a.distanceM, Math.round(courseLengthM)) }));
  }
  return { ok: true, value };
}
