import type { Locale } from '../../../src/i18n/locales.ts';

/** A news item in one language, safe to hand to any component. */
export interface NewsItemDto {
  slug: string;
  /** ISO 8601. */
  publishDateFrom: string;
  title: string;
  body: string;
  locale: Locale;
}

export interface FaqEntryDto {
  key: string;
  question: string;
  answer: string;
}
