import { defineMessages } from '../../../src/i18n/messages.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** The module's messages in four languages, over the host's: `t(locale).<key>()`. */
export const messages = defineMessages({ en, fr, es, it });
export const t = messages.t;
