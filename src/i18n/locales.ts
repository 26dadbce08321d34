/**
 * The interface languages: the one list a new language is added to (docs/adding-a-language.md).
 * Every per-language map in the code is typed against it (`Record<Locale, …>`, `PerLocale<…>` or
 * a `satisfies` check), so adding a language here makes the compiler point at each map that needs
 * a value; what can be derived (hreflang, Open Graph locales, language names) is derived below.
 * `en` is the default when nothing better is known (SPEC 9).
 */
export const LOCALES = ['en', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** A value for every interface language: the type every per-language map is checked against. */
export type PerLocale<T> = Record<Locale, T>;

/** A per-language map derived from the language itself (nothing to add when a language is added). */
export function perLocale<T>(value: (locale: Locale) => T): PerLocale<T> {
  return Object.fromEntries(LOCALES.map((l) => [l, value(l)])) as PerLocale<T>;
}

/**
 * BCP 47 tags for `<html lang>` and Intl formatting (dates, numbers, plurals); the one per-language
 * fact here that cannot be derived: which region's conventions the translation follows.
 */
export const LOCALE_TAGS: PerLocale<string> = { en: 'en-US', fr: 'fr-CA', es: 'es-ES', it: 'it-IT' };

/**
 * hreflang codes: the language alone, since each translation is written for every speaker of it
 * (a French speaker in Paris, Montréal or Dakar gets the same `fr` page). A region belongs here
 * only for a translation made for that region, and there is none.
 */
export const HREFLANG: PerLocale<string> = perLocale((l) => l);

/** Open Graph's og:locale (`language_TERRITORY`, the only form it knows), from the `<html lang>` tags. */
export const OG_LOCALES: PerLocale<string> = perLocale((l) => LOCALE_TAGS[l].replace('-', '_'));

/** Each language named in itself ("Français"), for the language dropdown: from Intl, capitalised as a menu entry. */
export const LOCALE_NAMES: PerLocale<string> = perLocale((l) => {
  const name = new Intl.DisplayNames([l], { type: 'language' }).of(l) ?? l;
  return name.charAt(0).toLocaleUpperCase(l) + name.slice(1);
});

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
