import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { countryCodeFrom, countryName, countryNames, countryOptions } from './countries.ts';

describe('country names', () => {
  it('names a country in each interface language', () => {
    expect((['en', 'fr', 'es', 'it'] as const).map((l) => countryName('DE', l))).toEqual(['Germany', 'Allemagne', 'Alemania', 'Germania']);
    expect(countryName('de', 'fr')).toBe('Allemagne');
    expect(countryName('ZZ', 'es')).toBe('ZZ');
    expect(countryName(null, 'it')).toBeNull();
  });

  // Country names come from data read at run time (the library's files or Intl): the compiler cannot check them.
  it.each(LOCALES)('%s: every country has a name of its own, sorted as the language sorts', (locale) => {
    const options = countryOptions(locale);
    expect(options.length).toBeGreaterThan(240);
    expect(options.filter((o) => o.name === o.code)).toEqual([]);
    expect(options.map((o) => o.name)).toEqual(options.map((o) => o.name).sort((a, b) => a.localeCompare(b, locale)));
  });

  it("takes a language the library does not carry from Intl's region names", () => {
    const portuguese = countryNames('pt');
    expect(portuguese.DE).toBe('Alemanha');
    expect(Object.keys(portuguese).length).toBeGreaterThan(240);
  });

  it('reads a country from its code or its name in any interface language', () => {
    expect(countryCodeFrom('de')).toBe('DE');
    expect(countryCodeFrom('Allemagne')).toBe('DE');
    expect(countryCodeFrom('germania')).toBe('DE');
    expect(countryCodeFrom('Atlantis')).toBeNull();
  });
});
