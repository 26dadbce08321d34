import type { PerLocale } from '../../../src/i18n/locales.ts';
import en, { type BandMessages } from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';

/**
 * The module's one catalogue, every interface language in one place: a language added to
 * src/i18n/locales.ts is a type error here until its file is listed.
 */
export const catalogues: PerLocale<{ band: BandMessages }> = { en, fr, es, it };
