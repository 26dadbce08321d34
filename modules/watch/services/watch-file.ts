import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { dictionary } from '../locales/messages.ts';
import { encodeCourse } from './course-fit.ts';
import { courseGpx } from './course-gpx.ts';
import { DEFAULT_WALK_MPS } from './plan-clock.ts';
import { timedCourse, type CoursePointOnTrack } from './timed-track.ts';
import { encodeWorkout } from './workout-fit.ts';
import { fitWorkoutSteps } from './workout-limit.ts';
import { workoutSteps } from './workout-steps.ts';

export const WATCH_KINDS = ['workout', 'course', 'gpx'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
/** The workout's pace range, ± seconds per band unit: 5 unless asked, whole seconds up to a minute. */
export const DEFAULT_TOLERANCE_S = 5;
export const MAX_TOLERANCE_S = 60;

/**
 * A file the plan cannot give: a course file without a course, or a workout whose walk breaks
 * alone take more steps than watches accept; `code` names its message, `params` fill it.
 */
export class WatchFileError extends Error {
  constructor(
    readonly code: 'courseNeeded' | 'tooManySteps',
    readonly params: Record<string, number> = {},
  ) {
    super(code);
  }
}

export interface WatchFileOptions {
  /** The band's title: the workout's and the course's name (the goal time when empty). */
  title?: string;
  /** The band's language: step and course point names. */
  locale: Locale;
  /** The race course, for the course files. */
  course?: CourseProfile | null;
  toleranceSeconds?: number;
  /** The plan's walking speed, m/s (the engine's default, 6 km/h, when the settings give none). */
  walkMps?: number;
  /** The course's start time (the virtual partner only uses times from it); now unless given. */
  start?: Date;
}

export interface WatchFile {
  bytes: Uint8Array;
  contentType: string;
  name: string;
  /** A workout over the watches' step limit: how many steps the plan had and how many the file has. */
  merged?: { from: number; to: number };
}

/** The answer's header saying a workout's steps were merged to fit: "212->50" (HTTP headers are ASCII, no arrow). */
const STEPS_MERGED_HEADER = 'X-Workout-Steps-Merged';

/** The headers of a watch file sent as an attachment (its type, its name and, when merged, the steps before and after). */
export function watchFileHeaders(file: WatchFile): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${file.name}"`,
    ...(file.merged ? { [STEPS_MERGED_HEADER]: `${file.merged.from}->${file.merged.to}` } : {}),
  };
}

const slug = (text: string) =>
  text
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60) || 'paceband';

/**
 * A plan as a watch file: a FIT workout (any plan), a FIT course or a GPX course with the plan's
 * times (a plan on a course). Pure and synchronous: a marathon course encodes in a few
 * milliseconds (`npm run bench`), so request handlers call it in-process.
 */
export function watchFile(kind: WatchKind, plan: BandPlan, options: WatchFileOptions): WatchFile {
  const L = dictionary(options.locale);
  const title = options.title?.trim() || `Paceband ${formatDuration(plan.totalSeconds)}`;
  const walkMps = options.walkMps ?? DEFAULT_WALK_MPS;
  const start = options.start ?? new Date();
  // An A/B band's files follow goal A, and say so in their names.
  const base = plan.alternate ? `${slug(title)}-goal-a` : slug(title);
  if (kind === 'workout') {
    const toleranceSeconds = options.toleranceSeconds ?? DEFAULT_TOLERANCE_S;
    const km = (distance: number) => formatNumber(options.locale, distance, { maxDigits: 2 });
    const fitted = fitWorkoutSteps(
      workoutSteps(plan, { toleranceSeconds, walkMps, walkName: L.file.walk, rowName: (distance, unit) => `${km(distance)} ${unit}` }),
      { toleranceSeconds, unitM: metresPerUnit(plan.unit), rangeName: (from, to) => `${km(from)}–${km(to)} ${plan.unit}` },
    );
    if (!fitted.ok) throw new WatchFileError('tooManySteps', { walks: fitted.walks, steps: fitted.fewest, max: fitted.limit });
    return {
      bytes: encodeWorkout(title, fitted.steps, start),
      contentType: 'application/vnd.ant.fit',
      name: `${base}-workout.fit`,
      ...(fitted.mergedFrom ? { merged: { from: fitted.mergedFrom, to: fitted.steps.length } } : {}),
    };
  }
  if (!options.course) throw new WatchFileError('courseNeeded');
  const course = timedCourse(plan, options.course, walkMps);
  const pointName = (point: CoursePointOnTrack) =>
    point.kind === 'aid' ? point.name.trim() || L.file.aid : fillTemplate(plan.unit === 'mi' ? L.file.mi : L.file.km, { n: point.number });
  if (kind === 'course') {
    return {
      bytes: encodeCourse(title, course, start, pointName),
      contentType: 'application/vnd.ant.fit',
      name: `${base}-course.fit`,
    };
  }
  const gpx = courseGpx(title, course, start, pointName);
  return { bytes: new TextEncoder().encode(gpx), contentType: 'application/gpx+xml', name: `${base}.gpx` };
}

/** The walking speed of plan settings (`walkSpeed` in the band's unit per hour), m/s. */
export function walkMpsOf(settings: { walkSpeed?: number; unit: 'km' | 'mi' }): number {
  if (settings.walkSpeed === undefined) return DEFAULT_WALK_MPS;
  return (settings.walkSpeed * metresPerUnit(settings.unit)) / 3600;
}
