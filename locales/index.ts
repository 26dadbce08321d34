import type { PerLocale } from '../src/i18n/locales.ts';
import type { HostMessages } from '../src/i18n/messages-shape.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/**
 * The host's catalogue (shell, navigation, errors, home and legal pages), every interface language
 * in one place: a language added to src/i18n/locales.ts is a type error here until its file is
 * listed. It imports no module's catalogue (the boundary rule checks it): modules bring theirs.
 */
export const hostCatalogue: PerLocale<HostMessages> = { en, fr, es, it };
