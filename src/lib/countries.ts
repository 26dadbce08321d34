// The package's Node entry requires every language file dynamically, which the server bundle
// cannot follow: take the core and register the languages we had before Intl named countries well.
// A language added since (src/i18n/locales.ts) gets its names from Intl.DisplayNames: nothing to add.
import countries from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import { LOCALES, type Locale } from '../i18n/locales.ts';

for (const data of [en, fr, es, it]) countries.registerLocale(data);

export interface Option {
  code: string;
  name: string;
}

const namesByLanguage = new Map<string, Record<string, string>>();

/**
 * Every country's name in a language: the library's official names where it is registered, else
 * Intl's region names (every ISO 3166-1 code Intl knows in that language).
 */
export function countryNames(language: string): Record<string, string> {
  let names = namesByLanguage.get(language);
  if (!names) {
    if (countries.langs().includes(language)) names = countries.getNames(language, { select: 'official' });
    else {
      const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      names = Object.fromEntries(
        Object.keys(countries.getAlpha2Codes()).flatMap((code) => {
          const name = display.of(code);
          return name ? [[code, name]] : [];
        }),
      );
    }
    namesByLanguage.set(language, names);
  }
  return names;
}

/** Every ISO 3166-1 country, named and sorted in the user's language. */
export function countryOptions(locale: Locale): Option[] {
  return Object.entries(countryNames(locale))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/** A country's name in the reader's language; the code itself when the library has no name. */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  const alpha2 = countries.toAlpha2(code);
  return (alpha2 && countryNames(locale)[alpha2]) || code;
}

/** States and provinces where the post needs one (ISO 3166-2 without the country prefix). */
export const SUBDIVISIONS: Record<'US' | 'CA', Record<string, string>> = {
  US: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
    PR: 'Puerto Rico',
    GU: 'Guam',
    VI: 'U.S. Virgin Islands',
    AS: 'American Samoa',
    MP: 'Northern Mariana Islands',
    AA: 'Armed Forces Americas',
    AE: 'Armed Forces Europe',
    AP: 'Armed Forces Pacific',
  },
  CA: {
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Québec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  },
};

export function isSubdivisionOf(country: string | null, state: string): boolean {
  return (country === 'US' || country === 'CA') && state in SUBDIVISIONS[country];
}

/**
 * A country's ISO code from what a file says: the code ("de", "DE") or its name in one of the
 * interface languages ("Germany", "Allemagne", "Alemania", "Germania"). Null when unknown.
 */
export function countryCodeFrom(text: string): string | null {
  const value = text.trim();
  if (value.length > 80) return null;
  if (isCountryCode(value.toUpperCase())) return value.toUpperCase();
  const wanted = value.toLocaleLowerCase();
  for (const lang of LOCALES) {
    const code = countries.langs().includes(lang)
      ? countries.getAlpha2Code(value, lang)
      : Object.entries(countryNames(lang)).find(([, name]) => name.toLocaleLowerCase(lang) === wanted)?.[0];
    if (code) return code;
  }
  return null;
}

/** What the top bar shows of the visitor's country: its name in the reader's language and its flag. */
export function countryFlag(code: string, locale: Locale): { code: string; name: string; flag: string } {
  return { code, name: countryName(code, locale) ?? code, flag: flagEmoji(code) };
}

/** A country's flag as its two regional-indicator letters (the header's flag, SPEC 2). */
function flagEmoji(code: string): string {
  return [...code.toUpperCase()].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');
}

/** Shipping is priced by the address's country group (SPEC 3: CA, US or other; SPEC's address `country_code`). */
export const COUNTRY_GROUPS = ['CA', 'US', 'other'] as const;
export type CountryGroup = (typeof COUNTRY_GROUPS)[number];

export function countryGroupOf(country: string): CountryGroup {
  return country === 'CA' || country === 'US' ? country : 'other';
}
