import type { ShareCardContent } from '../../../src/host/share-image/share-card.tsx';
import { SHARE_IMAGE_ROOT } from '../../../src/host/share-image/share-paths.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t as siteT } from '../../../src/i18n/messages.ts';
import type { CourseDto } from '../data/course.dto.ts';
import { t } from '../locales/messages.ts';
import { distanceLabel, formatMetres } from '../ui/course-format.ts';
import { coursesApiPaths } from '../api-paths.ts';

/** The course cards' mount under /og (manifest `shareImages`). */
export const COURSE_CARD_PREFIX = '/courses';

/** Points of the profile drawn on the card: finer than a 1200-pixel line needs, and a small ETag input. */
const CARD_PROFILE_POINTS = 200;

/**
 * The address of a course's card. `v` changes with the course, so a network that keeps images
 * by address fetches the new profile; the route itself reads only the uuid and the language.
 */
export function courseCardPath(course: Pick<CourseDto, 'uuid' | 'updatedAt'>, locale: Locale): string {
  const version = Math.floor(Date.parse(course.updatedAt) / 1000).toString(36);
  return `${SHARE_IMAGE_ROOT}${COURSE_CARD_PREFIX}/${course.uuid}.png?lang=${locale}&v=${version}`;
}

/** The address of the course's title image on its page (its route checks who may see it). */
export function titleImagePath(course: Pick<CourseDto, 'uuid' | 'titleImage'>): string | null {
  return course.titleImage ? coursesApiPaths.routes.titleImage.href({ uuid: course.uuid }, { v: course.titleImage.version }) : null;
}

/**
 * The course's Open Graph picture: the card cut from its title image when it has one, else the
 * drawn card with its elevation profile. Both are 1200 × 630.
 */
export function courseShareImage(
  course: Pick<CourseDto, 'uuid' | 'updatedAt' | 'titleImage'>,
  locale: Locale,
): { src: string; type: string } {
  if (course.titleImage)
    return { src: `${SHARE_IMAGE_ROOT}${COURSE_CARD_PREFIX}/${course.uuid}/title.jpg?v=${course.titleImage.version}`, type: 'image/jpeg' };
  return { src: courseCardPath(course, locale), type: 'image/png' };
}

/** Elevations at `count` evenly spaced samples (the profile's samples are evenly spaced already), to the decimetre. */
export function cardProfile(elevations: readonly number[], count = CARD_PROFILE_POINTS): number[] {
  if (elevations.length <= count) return elevations.map((e) => Math.round(e * 10) / 10);
  return Array.from({ length: count }, (_, i) => {
    const e = elevations[Math.round((i * (elevations.length - 1)) / (count - 1))]!;
    return Math.round(e * 10) / 10;
  });
}

type CardCourse = Pick<CourseDto, 'title' | 'series' | 'distancePreset' | 'distanceM' | 'summary' | 'profile' | 'city'>;

/** What a course's card says: its name, distance and climbs over its elevation profile. */
export function courseCardContent(course: CardCourse, locale: Locale): ShareCardContent {
  const L = t(locale).courses;
  const distance = distanceLabel(course, locale, { half: L.choices.half(), marathon: L.choices.marathon() });
  const s = course.summary;
  return {
    site: siteT(locale).site.name(),
    headline: course.title,
    subline: [course.series, course.city].filter(Boolean).join(' · ') || L.chart.label(),
    figures: [
      { label: L.facts.distance(), value: distance },
      ...(s.hasElevation
        ? [
            { label: L.facts.gain(), value: formatMetres(s.gainM, locale) },
            { label: L.facts.max(), value: formatMetres(s.maxM, locale) },
          ]
        : []),
    ],
    ...(s.hasElevation ? { profile: cardProfile(course.profile.samples.elevationM) } : {}),
  };
}

/** The course page's meta description: its note, else its distance and climb. */
export function courseDescription(course: Pick<CourseDto, 'note' | 'distancePreset' | 'distanceM' | 'summary'>, locale: Locale): string {
  if (course.note?.trim()) return course.note;
  const L = t(locale).courses;
  return L.share.description({
    distance: distanceLabel(course, locale, { half: L.choices.half(), marathon: L.choices.marathon() }),
    gain: formatMetres(course.summary.gainM, locale),
  });
}
