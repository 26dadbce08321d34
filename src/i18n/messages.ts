import { typesafeI18nObject } from 'typesafe-i18n';
import type hostEn from '../../locales/en.ts';
import { hostCatalogue } from '../../locales/index.ts';
import { perLocale, type Locale } from './locales.ts';
import type { MessageShape } from './messages-shape.ts';
import { formatNumber } from '../lib/number-format.ts';

/**
 * The host's messages (shell, navigation, errors, home and legal pages). Each module has its own
 * dictionaries and gets a translator with `defineMessages()`: its messages merged over these, so
 * a module page reads `t(locale).courses.title()` and `t(locale).ui.back()` from one object.
 * English is the base whose literal strings type the functions (placeholders become typed
 * arguments); the other languages must have the same shape. Counts agree with their noun through
 * typesafe-i18n's plural syntax (`{count|num} {{course|courses}}`, Intl.PluralRules of the
 * language); `|num` writes a number as the language does (src/lib/number-format.ts).
 */
export type HostMessages = typeof hostEn;
type Dictionaries<T> = Record<Locale, MessageShape<T>>;

const hostDictionaries: Dictionaries<HostMessages> = hostCatalogue;

/** The raw host messages of a language (for tests and tools; pages use `t`). */
export function dictionary(locale: Locale): MessageShape<HostMessages> {
  return hostDictionaries[locale];
}

/**
 * A translator over the host's messages and a module's own: `const { t } = defineMessages({ en, fr, es, it })`,
 * one entry per interface language (a missing one is a type error).
 * Built lazily per language and kept (a few objects per module).
 */
export function defineMessages<const M extends object>(dictionaries: { en: M } & Record<Exclude<Locale, 'en'>, MessageShape<M>>) {
  const cache = new Map<Locale, ReturnType<typeof build>>();
  function build(locale: Locale) {
    const merged = { ...hostDictionaries[locale], ...dictionaries[locale] } as unknown as HostMessages & M;
    return typesafeI18nObject(locale, merged, formatters(locale));
  }
  return {
    dictionaries: dictionaries as Dictionaries<M>,
    t(locale: Locale) {
      let functions = cache.get(locale);
      if (!functions) {
        functions = build(locale);
        cache.set(locale, functions);
      }
      return functions;
    },
  };
}

/** The formatters messages may name after a placeholder (`{size|num}`); numbers may come as digits ("1234"). */
function formatters(locale: Locale) {
  const number = (value: unknown) => (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value);
  return {
    num: (value: unknown) => {
      const n = number(value);
      return typeof n === 'number' ? formatNumber(locale, n) : value;
    },
  };
}

const host = defineMessages<Record<never, never>>(perLocale(() => ({})));

/** The host's typed translation functions of a language, e.g. `t('fr').nav.build()`. */
export const t = host.t;
