import { fillTemplate } from '../../../src/lib/message-template.ts';
import { perLocale, type Locale } from '../../../src/i18n/locales.ts';
import { catalogues as byLocale } from '../locales/index.ts';

export type MessageParams = Record<string, string | number>;

const catalogues: Record<Locale, Record<string, string>> = perLocale((l) => byLocale[l].band);

/**
 * The `band` catalogue text for `code`, `{name}` placeholders filled, numbers written as the
 * language writes them ("6,5 pt") and plurals agreed; unknown codes fall back to English.
 */
export function bandMessage(locale: Locale, code: string, params: MessageParams = {}): string {
  const template = catalogues[locale][code] ?? catalogues.en[code] ?? code;
  return fillTemplate(template, params, locale);
}

/** Thrown by the renderer for settings that fail validation; `code` is a `band` catalogue key. */
export class BandSettingsError extends Error {
  constructor(
    readonly code: string,
    readonly params: MessageParams = {},
    readonly path: ReadonlyArray<PropertyKey> = [],
  ) {
    super(bandMessage('en', code, params));
    this.name = 'BandSettingsError';
  }
}
