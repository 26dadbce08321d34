import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { t } from '../locales/messages.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import { qualityWarnings, type QualityWarning } from '../../course-files/index.ts';
import { formatMetres } from '../../../src/lib/distance-format.ts';

type Catalogue = ReturnType<typeof t>['courseQuality']['band'];

/** One quality warning in the reader's language. */
export function qualityWarningText(warning: QualityWarning, locale: Locale): string {
  return warningIn(t(locale).courseQuality, warning, locale);
}

/** A warning from a catalogue: the page's sentences or the band's short forms (the same keys and parameters). */
function warningIn(Q: Catalogue, warning: QualityWarning, locale: Locale): string {
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

/**
 * The same warnings in the band's small print: a short sentence each ("Heights from the file may
 * miss bridges. Gain 88 m, published 270 m."), in the band's language; '' when the heights look
 * sound. The published gain is the profile's (getCourseForBuild sets it). Handed to the band
 * renderer as text (it does not know courses).
 */
export function courseHeightsSmallPrint(profile: CourseProfile, locale: Locale): string {
  const Q = t(locale).courseQuality.band;
  return qualityWarnings(profile, profile.publishedGainM ?? null)
    .map((w) => warningIn(Q, w, locale))
    .join(' ');
}
