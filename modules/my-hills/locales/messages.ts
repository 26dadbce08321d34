import { defineMessages } from '../../../src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** "My hills" messages in four languages, over the host's: `messages.t(locale).myHills.<key>()`. */
export const messages = defineMessages({ en, fr, es, it });

/** The module's raw messages of a language. */
export function dictionary(locale: Locale) {
  return messages.dictionaries[locale].myHills;
}
