import { defineMessages } from '../../../src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** The module's messages in four languages, given to the host by the manifest; the module's own code reads its dictionary. */
export const messages = defineMessages({ en, fr, es, it });

/** The module's raw messages of a language (texts handed to the client island and the file writers). */
export function dictionary(locale: Locale) {
  return messages.dictionaries[locale].watch;
}
