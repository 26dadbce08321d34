import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { t } from '../locales/pages/messages.ts';
import type { CourseProfile } from '../services/course-profile.ts';
import { qualityWarnings, type QualityWarning } from '../services/course-quality.ts';
import { formatMetres } from './course-format.ts';

/** One quality warning in the reader's language. */
export function qualityWarningText(warning: QualityWarning, locale: Locale): string {
  const Q = t(locale).courses.quality;
  switch (warning.code) {
    case 'noElevation':
      return Q.noElevation();
    case 'groundHeights':
      return Q.groundHeights();
    case 'sparse':
      return Q.sparse({ metres: formatNumber(locale, warning.metres, { maxDigits: 0 }) });
    case 'noisy':
      return Q.noisy({ count: formatNumber(locale, warning.count, { maxDigits: 0 }) });
    case 'gainMismatch':
      return Q.gainMismatch({
        measured: formatMetres(warning.measuredM, locale),
        published: formatMetres(warning.publishedM, locale),
        percent: formatNumber(locale, warning.percent, { maxDigits: 0 }),
      });
  }
}

/**
 * The warnings about a course's heights as plain sentences (course page, build page, the band's
 * small print): `getCourseForBuild` gives the profile and the published gain.
 */
export function courseQualityNotes(profile: CourseProfile, publishedGainM: number | null, locale: Locale): string[] {
  return qualityWarnings(profile, publishedGainM).map((w) => qualityWarningText(w, locale));
}
