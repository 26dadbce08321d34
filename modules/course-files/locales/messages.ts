import { defineMessages } from '../../../src/i18n/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** The course-file engine's messages (refusals of a course file or a recorded run) in four languages. */
export const messages = defineMessages({ en, fr, es, it });

/** A language's refusal templates (`{param}` placeholders), for the CLI, logs and client components. */
export function courseFileTemplates(locale: Locale): (typeof en)['courseFile'] {
  return (messages.dictionaries[locale] ?? messages.dictionaries.en).courseFile;
}
