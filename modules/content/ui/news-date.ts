import { LOCALE_TAGS, type Locale } from '../../../src/i18n/locales.ts';

export function formatNewsDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
