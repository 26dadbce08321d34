import type { Viewer } from '../../../src/auth/access.ts';
import { coursesEnv } from '../env.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { dictionary } from '../locales/messages.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import type { CourseDto } from '../data/course.dto.ts';
import { courseFileTemplates, courseUploadMaxBytes } from '../../course-files/index.ts';
import { countryOptions, STATES } from '../services/countries.ts';
import { statusChoices } from '../services/course-permissions.ts';
import { toPreview } from '../services/course-preview.ts';
import { titleImagePath } from '../services/course-share-card.ts';
import { TITLE_IMAGE_MAX_BYTES } from '../services/title-image.ts';
import type { CourseFormProps } from './form-types.ts';

/** The course form's plain props, for a new course (null) or an existing one. */
export function courseFormProps(locale: Locale, viewer: Viewer, course: CourseDto | null, cancelHref: string): CourseFormProps {
  const L = dictionary(locale).courses;
  const states = Object.fromEntries(
    Object.entries(STATES).map(([country, list]) => [country, Object.entries(list).map(([code, name]) => ({ code, name }))]),
  );
  return {
    locale,
    labels: { ...L, fileTooLarge: courseFileTemplates(locale).fileTooLarge },
    uuid: course?.uuid ?? null,
    initial: {
      title: course?.title ?? '',
      series: course?.series ?? '',
      city: course?.city ?? '',
      countryCode: course?.countryCode ?? '',
      stateCode: course?.stateCode ?? '',
      website: course?.website ?? '',
      facebook: course?.facebook ?? '',
      note: course?.note ?? '',
      description: course?.description ?? '',
      status: course?.status ?? 'private',
      distance: course ? (course.distancePreset ?? 'custom') : 'marathon',
      customDistanceKm: course && !course.distancePreset ? String(course.distanceM / 1000) : '',
    },
    initialAidStations: course?.aidStations ?? [],
    initialPreview: course ? toPreview(course.profile) : null,
    currentFileName: course?.file?.name ?? null,
    statuses: statusChoices(viewer, course?.status ?? null),
    countries: countryOptions(locale),
    states,
    distances: DISTANCE_PRESETS.map((p) => ({
      code: p.id,
      name: p.id === 'half' ? L.choices.half : p.id === 'marathon' ? L.choices.marathon : p.label,
    })),
    maxBytes: courseUploadMaxBytes(),
    titleImage: course?.titleImage ? { src: titleImagePath(course) ?? '', ...course.titleImage } : null,
    titleImageMaxBytes: TITLE_IMAGE_MAX_BYTES,
    styleUrl: coursesEnv().MAP_STYLE_URL ?? null,
    cancelHref,
  };
}
