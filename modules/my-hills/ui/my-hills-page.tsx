import { unstable_redirect as redirect } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { courseUploadMaxBytes } from '../../course-files/index.ts';
import { findHillModel } from '../data/hill-model.repository.ts';
import { dictionary } from '../locales/messages.ts';
import { MAX_RUNS, MIN_RUNS } from '../services/fit-my-hills.ts';
import { stravaFactor } from '../services/fit-hills.ts';
import { gradeLabel, HillsChart } from './hills-chart.tsx';
import { myHillsApiPaths } from '../api-paths.ts';

/**
 * my-hills.index (auth), under the profile: the member's own hill model, its chart beside
 * Strava's and the data per grade; the upload of recorded runs that fits it (again), and its
 * deletion. Only ever the signed-in member's own model.
 */
export async function MyHillsPage({ locale }: RoutePageProps) {
  const viewer = await getViewer();
  const here = routePath(locale, 'my-hills.index');
  if (viewer.kind !== 'user') redirect(`${routePath(locale, 'login.index')}?redirectTo=${encodeURIComponent(here)}`, 303);
  const L = dictionary(locale).page;
  const model = await findHillModel(requestEm(), viewer.id);
  const flash = await readFlash();
  const n = (value: number) => formatNumber(locale, value, { minDigits: 2, maxDigits: 2 });
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long' });
  const maxMb = Math.round((courseUploadMaxBytes() / 1048576) * 10) / 10;
  const error = flash?.form === 'my-hills' ? flash.errors.runs?.[0] : undefined;
  return (
    <div className="stack">
      <PageTop locale={locale} route="my-hills.index" title={L.title} noindex />
      <p className="muted">{L.intro}</p>
      <p>{L.privacy}</p>
      <FormMessage flash={flash} form="my-hills" />
      {model ? (
        <section className="card stack" aria-labelledby="my-hills-model">
          <h2 id="my-hills-model">{L.title}</h2>
          <p>{fillTemplate(L.fitted, { runs: model.runs, date: date.format(new Date(model.updatedAt)) }, locale)}</p>
          <HillsChart
            factors={model.factors}
            locale={locale}
            labels={{ title: L.chartTitle, you: L.you, strava: L.strava, samplesAxis: L.samplesAxis }}
          />
          <p>{L.useIt}</p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="my-hills-table-caption">
            <table className="table my-hills-table" data-testid="my-hills-table">
              <caption id="my-hills-table-caption">{L.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{L.grade}</th>
                  <th scope="col">{L.yourFactor}</th>
                  <th scope="col">{L.stravaFactor}</th>
                  <th scope="col">{L.samples}</th>
                </tr>
              </thead>
              <tbody>
                {model.factors.map((f) => (
                  <tr key={f.gradePercent}>
                    <th scope="row">{gradeLabel(locale, f.gradePercent)}</th>
                    <td>{n(f.factor)}</td>
                    <td>{n(stravaFactor(f.gradePercent / 100))}</td>
                    <td>{f.samples}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PostForm action={myHillsApiPaths.routes.delete.href()} locale={locale} confirm="delete" className="inline-form">
            <button type="submit" className="btn btn-secondary">
              {L.deleteButton}
            </button>
          </PostForm>
        </section>
      ) : (
        <p>{L.none}</p>
      )}
      <PostForm
        action={myHillsApiPaths.routes.runs.href()}
        locale={locale}
        multipart
        className="card stack"
        label={model ? L.refitTitle : L.uploadTitle}
      >
        <h2>{model ? L.refitTitle : L.uploadTitle}</h2>
        <div className={error ? 'field field-invalid' : 'field'}>
          <label htmlFor="my-hills-runs">{L.runs}</label>
          <input
            id="my-hills-runs"
            type="file"
            name="runs"
            multiple
            accept=".fit,.gpx,.tcx"
            data-max-files={MAX_RUNS}
            aria-describedby={`my-hills-runs-hint${error ? ' my-hills-runs-error' : ''}`}
            aria-invalid={error ? true : undefined}
          />
          <small id="my-hills-runs-hint" className="field-help">
            {fillTemplate(L.runsHint, { min: MIN_RUNS, max: MAX_RUNS, maxMb }, locale)}
          </small>
          {error && (
            <span id="my-hills-runs-error" className="field-error">
              {error}
            </span>
          )}
        </div>
        <div>
          <button type="submit" className="btn">
            {L.submit}
          </button>
        </div>
      </PostForm>
    </div>
  );
}
