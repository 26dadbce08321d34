import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../../src/i18n/locales.ts';
import { readCourseFile, type CourseProfile } from '../../courses/index.ts';

/** A band printed by the golden test: its definition (as the API and links carry it) and the course file it follows. */
export interface GoldenBand {
  name: string;
  locale: Locale;
  /** A file of tests/fixtures/courses, for a band built on a course. */
  course?: string;
  definition: Record<string, unknown>;
}

const COURSE = '00000000-0000-4000-8000-000000000001';
const marathon = 42_195;
const plan = (extra: Record<string, unknown>) => ({ bands: [{ count: 1, goal: '3:30:00' }], distanceM: marathon, ...extra });

/** Twenty bands that between them use every setting a runner can change. */
export const GOLDEN_BANDS: GoldenBand[] = [
  { name: 'marathon-even-effort', locale: 'en', definition: { plan: plan({}), band: { title: 'Berlin' } } },
  {
    name: 'half-even-pace-miles',
    locale: 'en',
    definition: { plan: { bands: [{ count: 1, goal: '1:45:00' }], distanceM: 21_097.5, unit: 'mi', strategy: 'even-pace' } },
  },
  {
    name: '10k-negative-split-fr',
    locale: 'fr',
    definition: { plan: { bands: [{ count: 1, goal: '0:45:00' }], distanceM: 10_000, negativeSplitPercent: 2 }, band: { title: 'Paris' } },
  },
  {
    name: 'marathon-run-walk-es',
    locale: 'es',
    definition: { plan: plan({ bands: [{ count: 1, goal: '4:30:00' }], walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 } }) },
  },
  {
    name: 'marathon-two-goals',
    locale: 'en',
    definition: {
      plan: plan({
        bands: [
          { count: 2, goal: '3:15:00' },
          { count: 1, goal: '3:30:00' },
        ],
      }),
    },
  },
  {
    name: 'marathon-a-b',
    locale: 'it',
    definition: {
      plan: plan({
        bands: [
          { count: 1, goal: '3:29:00' },
          { count: 1, goal: '3:35:00' },
        ],
        abBand: true,
        every: 2,
      }),
      band: { columns: ['distance', 'elapsed'] },
    },
  },
  {
    name: 'marathon-heat',
    locale: 'en',
    definition: { plan: plan({ conditions: { temperature: 24, dewPoint: 18, scale: 'C' } }) },
  },
  {
    name: 'marathon-fade',
    locale: 'fr',
    definition: { plan: plan({ fade: { after: 32, secondsPerUnit: 10 } }) },
  },
  {
    name: 'boston-even-effort',
    locale: 'en',
    course: 'boston-marathon.gpx',
    definition: { plan: { bands: [{ count: 1, goal: '3:10:00' }], unit: 'mi' }, band: { title: 'Boston' }, courseUuid: COURSE },
  },
  {
    name: 'boston-terrain-rows',
    locale: 'en',
    course: 'boston-marathon.gpx',
    definition: {
      plan: { bands: [{ count: 1, goal: '3:10:00' }], unit: 'mi', rowsBy: 'terrain', terrainMarks: true },
      band: { columns: ['distance', 'split', 'slope', 'elapsed'] },
      courseUuid: COURSE,
    },
  },
  {
    name: 'granada-metabolic',
    locale: 'es',
    course: 'granada-half-marathon.gpx',
    definition: { plan: { bands: [{ count: 1, goal: '1:40:00' }], effortModel: 'metabolic' }, courseUuid: COURSE },
  },
  {
    name: 'berlin-dials',
    locale: 'en',
    course: 'berlin-marathon.gpx',
    definition: {
      plan: { bands: [{ count: 1, goal: '2:59:00' }], strategy: 'effort-x2', uphillEffort: 1.2, downhillEffort: 0.8 },
      courseUuid: COURSE,
    },
  },
  {
    name: 'tokyo-measured-length',
    locale: 'it',
    course: 'tokyo-marathon-route.gpx',
    definition: { plan: { bands: [{ count: 1, goal: '3:45:00' }], keepMeasuredLength: true }, courseUuid: COURSE },
  },
  {
    name: '15k-descending',
    locale: 'en',
    definition: { plan: { bands: [{ count: 1, goal: '1:05:00' }], distanceM: 15_000, order: 'desc', half: false } },
  },
  {
    name: 'miles-with-km-laps',
    locale: 'en',
    definition: { plan: plan({ unit: 'mi', lapTimes: 'km' }), band: { columns: ['distance', 'split', 'pace', 'elapsed'] } },
  },
  {
    name: 'slow-start-fast-finish',
    locale: 'fr',
    definition: { plan: plan({ start: { kind: 'slow', over: 3 }, finish: { kind: 'fast', over: 2 } }) },
  },
  {
    name: 'walk-by-distance',
    locale: 'en',
    definition: {
      plan: plan({
        bands: [{ count: 1, goal: '5:00:00' }],
        unit: 'mi',
        walk: { kind: 'distance', every: 1, walkSeconds: 45 },
        walkSpeed: 3.7,
      }),
    },
  },
  {
    name: 'narrow-styled',
    locale: 'es',
    definition: {
      plan: plan({}),
      band: {
        title: 'Valencia',
        size: { unit: 'cm', wrist: 16, width: 2.5, allowance: false },
        columns: ['distance', 'elapsed'],
        style: {
          fontFamily: 'ibm-plex-mono',
          textColor: '#ffffff',
          backgroundColor: '#1f2937',
          evenRowColor: '#1f2937',
          oddRowColor: '#374151',
        },
      },
    },
  },
  {
    name: 'letter-landscape',
    locale: 'en',
    definition: { plan: plan({}), paper: { paper: 'Letter', orientation: 'landscape', margins: 'small', gap: 'none', cutMarks: false } },
  },
  {
    name: '5k-half-km-both-units',
    locale: 'it',
    definition: { plan: { bands: [{ count: 3, goal: '0:20:00' }], distanceM: 5000, every: 0.5, otherUnit: true } },
  },
];

const COURSES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/fixtures/courses');
const courses = new Map<string, Promise<CourseProfile>>();

/** The profile of a golden band's course (read once per test file), or null for a band without one. */
export function goldenCourse(band: GoldenBand): Promise<CourseProfile | null> {
  if (!band.course) return Promise.resolve(null);
  let profile = courses.get(band.course);
  if (!profile) {
    profile = readCourseFile(path.join(COURSES, band.course), 'en', (line) => new Error(line));
    courses.set(band.course, profile);
  }
  return profile;
}
