import type { Locale } from '../i18n/locales.ts';
import { formatNumber, pluralCategory } from './number-format.ts';

/**
 * Fills a message of the catalogues outside typesafe-i18n (the band's and the planner's messages,
 * and the raw dictionaries client components receive), with typesafe-i18n's own syntax so that a
 * message reads the same wherever it is filled:
 * - `{name}` (or `{name|num}`): the parameter; unknown ones stay visible rather than vanish. With a
 *   language, numbers are written as it writes them ("6,5" in French; src/lib/number-format.ts).
 * - `{{course|courses}}`: the plural form for the placeholder before it (else the first one), by
 *   `Intl.PluralRules` of the language (English without one): `{{one|other}}`,
 *   `{{zero|one|other}}` (zero for 0 only) or `{{zero|one|two|few|many|other}}`;
 *   `{{count:one|other}}` names the placeholder; `??` in a form is the number.
 */
export function fillTemplate(template: string, params: Record<string, string | number> = {}, locale?: Locale): string {
  const show = (value: string | number) => (typeof value === 'number' && locale ? formatNumber(locale, value) : String(value));
  const names = [...template.matchAll(TOKEN)].flatMap((m) => (m[2] === undefined ? [] : [m[2]]));
  let last = names[0];
  return template.replace(TOKEN, (whole, plural: string | undefined, name: string | undefined) => {
    if (name !== undefined) {
      last = name;
      const value = params[name];
      return value === undefined ? whole : show(value);
    }
    const colon = plural!.indexOf(':');
    const key = colon >= 0 ? plural!.slice(0, colon).trim() : last;
    const value = key === undefined ? undefined : params[key];
    if (value === undefined) return whole;
    const form = pluralForm(plural!.slice(colon + 1).split('|'), Number(value), locale ?? 'en');
    return form.trim().replace(/\?\?/g, show(value));
  });
}

const TOKEN = /\{\{([^{}]*)\}\}|\{(\w+)(?:\|\w+)*\}/g;

/** typesafe-i18n's reading of the forms: 1 (any), 2 (one, other), 3 (zero, one, other), else all six. */
function pluralForm(forms: string[], count: number, locale: Locale): string {
  if (forms.length === 1) return forms[0]!;
  const [zero, one, two, few, many, other] =
    forms.length === 2
      ? [undefined, forms[0], undefined, undefined, undefined, forms[1]]
      : forms.length === 3
        ? [forms[0], forms[1], undefined, undefined, undefined, forms[2]]
        : forms;
  if (zero !== undefined && count === 0) return zero;
  const byCategory: Record<Intl.LDMLPluralRule, string | undefined> = { zero, one, two, few, many, other };
  return byCategory[pluralCategory(locale, count)] ?? other ?? '';
}
