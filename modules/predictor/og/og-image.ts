import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { formatDecimal } from '../services/predictor-format.ts';
import type { PredictorReport } from '../services/predictor-report.ts';
import type { DistanceKey } from '../../../src/lib/race-distances.ts';
import { raceLabel } from '../ui/race-label.ts';
import type { ShareCardContent } from '../../../src/host/share-image/share-card.tsx';

const HEADLINE_DISTANCES: readonly DistanceKey[] = ['10k', 'half', 'marathon'];

/** What the card says: the input race, VDOT and three predictions; or the invitation to try. */
export function ogContent(locale: Locale, report: PredictorReport | null): ShareCardContent {
  const LL = t(locale);
  const P = LL.predictor;
  if (!report) return { site: LL.site.name(), headline: P.title(), subline: P.og.generic(), figures: [] };
  const figures = [{ label: 'VDOT', value: formatDecimal(locale, report.vdot, 1) }];
  for (const key of HEADLINE_DISTANCES) {
    const row = report.rows.find((r) => r.key === key);
    if (row) figures.push({ label: P.distances[key](), value: formatDuration(row.seconds) });
  }
  return {
    site: LL.site.name(),
    headline: P.og.headline(),
    subline: P.og.from({ distance: raceLabel(LL, locale, report.input), time: formatDuration(report.input.seconds) }),
    figures,
  };
}
