import { defineMessages } from '../../../src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** The module's messages in four languages, over the host's: `t(locale).<key>()`. */
export const messages = defineMessages({ en, fr, es, it });
export const t = messages.t;

/** The module's raw messages of a language (texts passed to client components). */
export function dictionary(locale: Locale) {
  return messages.dictionaries[locale];
}
