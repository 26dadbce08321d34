import { describe, expect, it } from 'vitest';
import { HREFLANG, LOCALE_NAMES, LOCALE_TAGS, LOCALES, negotiateLocale, OG_LOCALES, toLocale } from './locales.ts';

describe('negotiateLocale (SPEC 9: the chosen language, else the browser language, else en)', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    [undefined, 'de-DE,de;q=0.9,it;q=0.5', 'it'],
    [undefined, 'en;q=0.2, es;q=0.9', 'es'],
    [undefined, 'de, ja', 'en'],
    [undefined, 'fr;q=0, es', 'es'],
    ['it', 'fr', 'it'],
    ['xx', 'es', 'es'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, header, expected) => {
    expect(negotiateLocale(cookie, header)).toBe(expected);
  });
});

describe('toLocale', () => {
  it.each([
    [['fr'], 'fr'],
    [['xx', 'it'], 'it'],
    [[undefined, null, 'es'], 'es'],
    [[42, 'EN'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (candidates, expected) => {
    expect(toLocale(...candidates)).toBe(expected);
  });
});

describe('what is derived from the language list', () => {
  it('names each language in itself, as the language dropdown shows it', () => {
    expect(LOCALE_NAMES).toMatchObject({ en: 'English', fr: 'Français', es: 'Español', it: 'Italiano' });
  });

  it('gives hreflang the language alone and Open Graph the tag of <html lang>', () => {
    for (const locale of LOCALES) expect(HREFLANG[locale]).toBe(locale);
    expect(OG_LOCALES).toMatchObject({ en: 'en_US', fr: 'fr_CA', es: 'es_ES', it: 'it_IT' });
  });

  // Intl's data is read at run time: the compiler cannot tell whether it knows a new language.
  it.each(LOCALES)('%s: Intl formats numbers, dates and plurals and names the language', (locale) => {
    const tag = LOCALE_TAGS[locale];
    expect(tag.split('-')[0]).toBe(locale);
    expect(Intl.NumberFormat.supportedLocalesOf([tag]), 'numbers').toEqual([tag]);
    expect(Intl.DateTimeFormat.supportedLocalesOf([tag]), 'dates').toEqual([tag]);
    expect(Intl.PluralRules.supportedLocalesOf([tag]), 'plurals').toEqual([tag]);
    expect(LOCALE_NAMES[locale].toLowerCase()).not.toBe(locale);
  });
});
