import type { Locale } from '../../../src/i18n/locales.ts';
import type { Translator } from '../locales/messages.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { formatDecimal } from '../services/predictor-format.ts';
import type { PredictorReport } from '../services/predictor-report.ts';
import { raceLabel } from './race-label.ts';

/** The one line that goes with a shared link and under the preview image's headline. */
export function shareText(LL: Translator, locale: Locale, report: PredictorReport): string {
  const marathon = report.rows.find((row) => row.key === 'marathon');
  return LL.predictor.share.text({
    distance: raceLabel(LL, locale, report.input),
    time: formatDuration(report.input.seconds),
    vdot: formatDecimal(locale, report.vdot, 1),
    marathon: marathon ? formatDuration(marathon.seconds) : '',
  });
}
