import en from './en.ts';
import fr from './fr.ts';
import es from './es.ts';
import it from './it.ts';

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English is the base; `satisfies` makes a missing or extra key in a translation a type error. */
export type CourseMessages = Shape<typeof en>;

export const courseLocales = {
  en,
  fr: fr satisfies CourseMessages,
  es: es satisfies CourseMessages,
  it: it satisfies CourseMessages,
} as const;

export type CourseLocale = keyof typeof courseLocales;
