import type { Translator } from '../locales/messages.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDecimal } from '../services/predictor-format.ts';
import type { PredictorInput } from '../services/predictor-query.ts';

/** "10 km", "Half marathon" or, for a custom race, "12.5 km" in the reader's number format. */
export function raceLabel(LL: Translator, locale: Locale, input: Pick<PredictorInput, 'distance' | 'km'>): string {
  if (input.distance !== 'custom') return LL.predictor.distances[input.distance]();
  return `${formatDecimal(locale, input.km, input.km % 1 === 0 ? 0 : 2)} km`;
}
