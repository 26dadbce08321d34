import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDistance } from '../../../src/lib/distance-format.ts';

// Lengths and dates as the pages write them (shared with the heights' pages).
export { formatDate, formatDistance, formatMetres } from '../../../src/lib/distance-format.ts';

/** The race distance's name: the preset's ("Marathon", translated) or the custom length. */
export function distanceLabel(
  course: { distancePreset: string | null; distanceM: number },
  locale: Locale,
  names: { half: string; marathon: string },
): string {
  if (course.distancePreset === 'half') return names.half;
  if (course.distancePreset === 'marathon') return names.marathon;
  // Preset ids read as their label ("10mi" → "10 mi"); no import of the band builder here, whose
  // pacing imports this module's index (a cycle through LatestCourses otherwise).
  const preset = /^(\d+)(k|mi)$/.exec(course.distancePreset ?? '');
  return preset ? `${preset[1]} ${preset[2] === 'k' ? 'km' : 'mi'}` : formatDistance(course.distanceM, locale);
}
