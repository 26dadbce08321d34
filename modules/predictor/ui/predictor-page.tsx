import { unstable_getContext as getContext } from 'waku/server';
import { recordEvent } from '../../../src/host/events.ts';
import { publicOrigin } from '../../../src/host/request-info.server.ts';
import { t } from '../locales/messages.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { shareQuery } from '../services/predictor-format.ts';
import { firstIssueByField, parsePredictorQuery, type QueryField } from '../services/predictor-query.ts';
import { predictorReport } from '../services/predictor-report.ts';
import { NETWORK_NAMES, opensInPopup, shareHref, SHARE_NETWORKS } from '../services/share-links.ts';
import { ErrorSummary, fieldIds } from '../../../src/ui/form.tsx';
import { issueMessage } from './issue-message.ts';
import { PredictionResults } from './prediction-results.tsx';
import { PredictorForm } from './predictor-form.tsx';
import { raceLabel } from './race-label.ts';
import { ShareButtons } from './share-buttons.client.tsx';
import { shareText } from './share-text.ts';
import { PREDICTOR_CARD_PATH } from '../og/card-path.ts';

/**
 * predictor.index: the form and, when the address carries a valid race, its predictions. Every
 * answer is in the query, so the page is the same on reload and for whoever opens a shared link.
 */
export async function PredictorPage({ locale, query, available }: RoutePageProps) {
  const LL = t(locale);
  const P = LL.predictor;
  // Waku leaves `query` undefined when the address has none, whatever RoutePageProps says.
  const parsed = parsePredictorQuery(query ?? '');
  const report = parsed.state === 'valid' ? predictorReport(parsed.input) : null;
  if (report) await recordEvent('predictor', { locale, headers: getContext().req.headers });
  const errors = new Map<QueryField, string>();
  if (parsed.state === 'invalid') for (const [field, issue] of firstIssueByField(parsed.issues)) errors.set(field, issueMessage(LL, issue));

  const origin = publicOrigin();
  const path = routePath(locale, 'predictor.index');
  const normalised = report ? shareQuery(parsed.values) : '';
  const url = `${origin}${path}${normalised ? `?${normalised}` : ''}`;
  const image = `${PREDICTOR_CARD_PATH}?${normalised ? `${normalised}&` : ''}lang=${locale}`;
  const text = report ? shareText(LL, locale, report) : P.intro();
  const imageAlt = report
    ? P.og.imageAlt({ distance: raceLabel(LL, locale, report.input), time: formatDuration(report.input.seconds) })
    : P.og.generic();

  return (
    <div className="stack">
      <PageTop
        locale={locale}
        route="predictor.index"
        title={P.title()}
        description={text}
        url={url}
        image={{ src: image, alt: imageAlt, width: 1200, height: 630, type: 'image/png' }}
      />
      <p>{P.intro()}</p>
      {errors.size > 0 && (
        <ErrorSummary title={P.errors.summary()} errors={errors} prefix="pr" anchors={{ sex: fieldIds('sex', 'pr').error }} />
      )}
      <PredictorForm locale={locale} action={path} values={parsed.values} errors={errors} />
      {report && (
        <>
          <PredictionResults
            locale={locale}
            report={report}
            buildPath={available.has('build.index') ? routePath(locale, 'build.index') : null}
          />
          <ShareButtons
            title={P.share.title()}
            links={SHARE_NETWORKS.map((network) => {
              const name = network === 'email' ? P.share.email() : NETWORK_NAMES[network];
              return {
                network,
                href: shareHref(network, { url, text }),
                name,
                label: P.share.on({ network: name }),
                popup: opensInPopup(network),
              };
            })}
          />
        </>
      )}
    </div>
  );
}
