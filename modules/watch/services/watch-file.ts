import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { CourseProfile } from '../../courses/index.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { dictionary } from '../locales/messages.ts';
import { encodeCourse } from './course-fit.ts';
import { courseGpx } from './course-gpx.ts';
import { DEFAULT_WALK_MPS } from './plan-clock.ts';
import { timedCourse, type CoursePointOnTrack } from './timed-track.ts';
import { encodeWorkout } from './workout-fit.ts';
import { workoutSteps } from './workout-steps.ts';

export const WATCH_KINDS = ['workout', 'course', 'gpx'] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
/** The workout's pace range, ± seconds per band unit: 5 unless asked, whole seconds up to a minute. */
export const DEFAULT_TOLERANCE_S = 5;
export const MAX_TOLERANCE_S = 60;

/** A file the plan cannot give (a course file without a course); `code` names its message. */
export class WatchFileError extends Error {
  constructor(readonly code: 'courseNeeded') {
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
  if (kind === 'workout') {
    const steps = workoutSteps(plan, {
      toleranceSeconds: options.toleranceSeconds ?? DEFAULT_TOLERANCE_S,
      walkMps,
      walkName: L.file.walk,
      rowName: (distance, unit) => `${formatNumber(options.locale, distance, { maxDigits: 2 })} ${unit}`,
    });
    return { bytes: encodeWorkout(title, steps, start), contentType: 'application/vnd.ant.fit', name: `${slug(title)}-workout.fit` };
  }
  if (!options.course) throw new WatchFileError('courseNeeded');
  const course = timedCourse(plan, options.course, walkMps);
  const pointName = (point: CoursePointOnTrack) =>
    point.kind === 'aid' ? point.name.trim() || L.file.aid : fillTemplate(plan.unit === 'mi' ? L.file.mi : L.file.km, { n: point.number });
  if (kind === 'course') {
    return {
      bytes: encodeCourse(title, course, start, pointName),
      contentType: 'application/vnd.ant.fit',
      name: `${slug(title)}-course.fit`,
    };
  }
  const gpx = courseGpx(title, course, start, pointName);
  return { bytes: new TextEncoder().encode(gpx), contentType: 'application/gpx+xml', name: `${slug(title)}.gpx` };
}

/** The walking speed of plan settings (`walkSpeed` in the band's unit per hour), m/s. */
export function walkMpsOf(settings: { walkSpeed?: number; unit: 'km' | 'mi' }): number {
  if (settings.walkSpeed === undefined) return DEFAULT_WALK_MPS;
  return (settings.walkSpeed * metresPerUnit(settings.unit)) / 3600;
}
