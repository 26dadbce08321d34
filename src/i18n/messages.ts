import { typesafeI18nObject } from 'typesafe-i18n';
import hostEn from '../../locales/en.ts';
import hostFr from '../../locales/fr.ts';
import hostEs from '../../locales/es.ts';
import hostIt from '../../locales/it.ts';
import contentEn from '../../modules/content/locales/en.ts';
import contentFr from '../../modules/content/locales/fr.ts';
import contentEs from '../../modules/content/locales/es.ts';
import contentIt from '../../modules/content/locales/it.ts';
import accountsEn from '../../modules/accounts/locales/en.ts';
import accountsFr from '../../modules/accounts/locales/fr.ts';
import accountsEs from '../../modules/accounts/locales/es.ts';
import accountsIt from '../../modules/accounts/locales/it.ts';
import builderEn from '../../modules/band-builder/locales/builder/en.ts';
import builderFr from '../../modules/band-builder/locales/builder/fr.ts';
import builderEs from '../../modules/band-builder/locales/builder/es.ts';
import builderIt from '../../modules/band-builder/locales/builder/it.ts';
import predictorEn from '../../modules/predictor/locales/en.ts';
import predictorFr from '../../modules/predictor/locales/fr.ts';
import predictorEs from '../../modules/predictor/locales/es.ts';
import predictorIt from '../../modules/predictor/locales/it.ts';
import coursesEn from '../../modules/courses/locales/pages/en.ts';
import coursesFr from '../../modules/courses/locales/pages/fr.ts';
import coursesEs from '../../modules/courses/locales/pages/es.ts';
import coursesIt from '../../modules/courses/locales/pages/it.ts';
import type { Locale } from './locales.ts';

/**
 * Every message of the product: the host's and each landed module's, merged. English is the base
 * whose literal strings type the translation functions (placeholders become typed arguments);
 * the other languages must have the same shape (checked where each file is declared).
 */
const base = { ...hostEn, ...contentEn, ...accountsEn, ...builderEn, ...predictorEn, ...coursesEn } as const;
export type Messages = typeof base;

const dictionaries: Record<Locale, Messages> = {
  en: base,
  fr: { ...hostFr, ...contentFr, ...accountsFr, ...builderFr, ...predictorFr, ...coursesFr } as unknown as Messages,
  es: { ...hostEs, ...contentEs, ...accountsEs, ...builderEs, ...predictorEs, ...coursesEs } as unknown as Messages,
  it: { ...hostIt, ...contentIt, ...accountsIt, ...builderIt, ...predictorIt, ...coursesIt } as unknown as Messages,
};

/** The raw messages of a language (for tests and tools; pages use `t`). */
export function dictionary(locale: Locale): Messages {
  return dictionaries[locale];
}

const cache = new Map<Locale, ReturnType<typeof build>>();

function build(locale: Locale) {
  return typesafeI18nObject(locale, dictionaries[locale]);
}

/** The typed translation functions of a language, e.g. `t('fr').nav.build()`. */
export function t(locale: Locale) {
  let functions = cache.get(locale);
  if (!functions) {
    functions = build(locale);
    cache.set(locale, functions);
  }
  return functions;
}

export type Translator = ReturnType<typeof t>;
