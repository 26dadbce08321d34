import type { Locale } from '../../../src/i18n/locales.ts';
import { dictionary } from '../locales/messages.ts';

/** The texts of "On your watch", handed to its client island. */
export type WatchLabels = ReturnType<typeof watchLabels>;

export function watchLabels(locale: Locale) {
  const { file: _file, errors: _errors, ...labels } = dictionary(locale);
  return labels;
}
