/** The interface languages. `en` is the default when nothing better is known (SPEC 9). */
export const LOCALES = ['en', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `<html lang>` and Intl formatting (hreflang uses HREFLANG below). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', fr: 'fr-CA', es: 'es-ES', it: 'it-IT' };

/**
 * hreflang codes: the language alone, since each translation is written for every speaker of it
 * (a French speaker in Paris, Montréal or Dakar gets the same `fr` page). A region belongs here
 * only for a translation made for that region, and there is none.
 */
export const HREFLANG: Record<Locale, string> = { en: 'en', fr: 'fr', es: 'es', it: 'it' };

/** Open Graph's og:locale (`language_TERRITORY`, the only form it knows), from the `<html lang>` tags. */
export const OG_LOCALES: Record<Locale, string> = Object.fromEntries(
  Object.entries(LOCALE_TAGS).map(([l, tag]) => [l, tag.replace('-', '_')]),
) as Record<Locale, string>;

/** Each language named in itself, for the language dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español', it: 'Italiano' };

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of `candidates` that is a supported language (a form field, a query parameter…), else English. */
export function toLocale(...candidates: unknown[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * Picks the best interface language: the `lang` cookie if the user chose one, else the first
 * supported language of Accept-Language (by quality), else English.
 */
export function negotiateLocale(cookieLang: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieLang)) return cookieLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? DEFAULT_LOCALE;
}
