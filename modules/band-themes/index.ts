/**
 * The band themes' public surface: the band builder reads a chosen theme (to validate, preview,
 * save and print a band) and lists the choices on the build page; an unknown theme's message is
 * the module's own, in the band's language.
 */
import type { Locale } from '../../src/i18n/locales.ts';
import { dictionary } from './locales/messages.ts';

export { findTheme, listThemeChoices } from './data/band-theme.repository.ts';

/** "This theme does not exist." in `locale` (a band naming a deleted or unknown theme). */
export function themeNotFoundMessage(locale: Locale): string {
  return dictionary(locale).bandThemes.notFound;
}
