import { defineMessages } from '../../../src/i18n/messages.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/** The heights' messages (the course page's heights section, the quality report and warnings) in four languages, over the host's. */
export const messages = defineMessages({ en, fr, es, it });
export const t = messages.t;
