import type { Flash } from '../../../src/db/flash-store.ts';
import { Table } from '../../../src/ui/data-table.tsx';
import { FactList } from '../../../src/ui/fact-list.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { t } from '../locales/messages.ts';
import { MAX_RUNS } from '../services/course-correction.ts';
import type { BridgeStretch } from '../services/bridge-guard.ts';
import type { CourseHeightsDto, HeightsCourse } from '../services/course-heights.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import { qualityWarnings } from '../../course-files/index.ts';
import { formatDate, formatMetres } from '../../../src/lib/distance-format.ts';
import { HeightsCompareChart } from './heights-compare-chart.tsx';
import { qualityWarningText } from './quality-notes.ts';
import { heightsApi } from '../api-paths.ts';

/** The quality report (issue 26 point 3): where the heights come from, what was removed, the warnings. */
function QualityReport({ course, locale }: { course: HeightsCourse; locale: Locale }) {
  const Q = t(locale).courseQuality;
  const q = course.profile.quality;
  const n = (value: number, digits = 0) => formatNumber(locale, value, { maxDigits: digits });
  const rows: Array<[string, string]> = [];
  if (q) {
    const source =
      q.source === 'runs'
        ? Q.sourceRuns({ count: q.runs ?? 1 })
        : q.source === 'terrain'
          ? Q.sourceTerrain({ count: q.bridges ?? 0 })
          : Q.sourceFile();
    rows.push([Q.source(), source]);
    rows.push([Q.points(), Q.pointsValue({ with: n(q.pointsWithHeight), count: n(q.pointCount) })]);
    rows.push([Q.spacing(), `${n(q.spacingM, 1)} m`]);
    if (q.source === 'file') rows.push([Q.resolution(), q.heightStepM > 0 ? `${n(q.heightStepM, 1)} m` : Q.resolutionFine()]);
    rows.push([Q.cleaned(), Q.cleanedValue({ spikes: q.spikes, jumps: q.jumps, outliers: q.gradeOutliers })]);
  }
  rows.push([Q.measuredGain(), formatMetres(course.profile.elevation.gainM, locale)]);
  if (course.publishedGainM !== null) rows.push([Q.publishedGain(), formatMetres(course.publishedGainM, locale)]);
  const warnings = qualityWarnings(course.profile, course.publishedGainM);
  return (
    <section aria-labelledby="course-quality" className="card stack">
      <h3 id="course-quality">{Q.title()}</h3>
      <FactList rows={rows} className="facts" />
      {warnings.map((w) => (
        <p key={w.code} className="notice" role="note">
          {qualityWarningText(w, locale)}
        </p>
      ))}
    </section>
  );
}

/** One waiting correction: both profiles on one chart, the figures before and after, each run's fit, accept or discard. */
function PendingHeights(props: { course: HeightsCourse; heights: CourseHeightsDto; locale: Locale; back?: 'queue' }) {
  const { course, heights, locale } = props;
  const H = t(locale).courseHeights;
  const date = formatDate(heights.createdAt, locale);
  const before: CourseProfile = course.fileProfile;
  const h = heights.heights;
  const n = (value: number, digits = 1) => formatNumber(locale, value, { maxDigits: digits });
  const terrain = h.quality.source === 'terrain';
  const title = terrain ? H.terrainProposal({ date }) : heights.status === 'suggested' ? H.suggestion({ date }) : H.proposal({ date });
  return (
    <article className="card stack" data-heights={heights.id} data-source={h.quality.source} aria-label={title}>
      <h3 className="h4">{title}</h3>
      {h.elevationM.length === before.samples.elevationM.length && (
        <HeightsCompareChart
          locale={locale}
          distanceM={before.samples.distanceM}
          before={before.samples.elevationM}
          after={h.elevationM}
          labels={{ title: H.compareLabel(), before: H.before(), after: H.after() }}
        />
      )}
      <Table
        className="table heights-figures"
        rows={[
          { figure: H.gain(), before: before.elevation.gainM, after: h.elevation.gainM },
          { figure: H.loss(), before: before.elevation.lossM, after: h.elevation.lossM },
          { figure: H.max(), before: before.elevation.maxM, after: h.elevation.maxM },
        ]}
        rowKey={(row) => row.figure}
        columns={[
          { label: H.figure(), rowHeader: true, cell: (row) => row.figure },
          { label: H.before(), cell: (row) => formatMetres(row.before, locale) },
          { label: H.after(), cell: (row) => formatMetres(row.after, locale) },
        ]}
      />
      {terrain && <TerrainBridges bridges={h.bridges ?? []} locale={locale} />}
      {h.runs.length > 0 && (
        <Table
          className="table heights-runs"
          rows={h.runs.map((run, i) => ({ ...run, id: i + 1 }))}
          columns={[
            { label: H.run(), rowHeader: true, cell: (run) => run.id },
            { label: H.offset(), cell: (run) => `${run.offsetM > 0 ? '+' : ''}${n(run.offsetM)} m` },
            { label: H.fit(), cell: (run) => `${n(run.fitM)} m` },
            { label: H.coverage(), cell: (run) => `${n(run.coverage * 100, 0)} %` },
          ]}
        />
      )}
      <div className="actions">
        {(['accept', 'discard'] as const).map((decision) => (
          <PostForm
            key={decision}
            action={heightsApi.routes.decide.href({ uuid: course.uuid, id: String(heights.id), decision })}
            locale={locale}
            className="inline-form"
            confirm={decision === 'discard' ? 'delete' : undefined}
          >
            {props.back && <input type="hidden" name="back" value={props.back} />}
            <button
              type="submit"
              className={decision === 'accept' ? 'btn' : 'btn btn-secondary'}
              aria-label={decision === 'accept' ? H.acceptLabel({ date }) : H.discardLabel({ date })}
            >
              {decision === 'accept' ? H.accept() : H.discard()}
            </button>{' '}
          </PostForm>
        ))}
      </div>
    </article>
  );
}

/** Where the bridge guard kept the file's heights over the terrain's (km from–to), or that it found none. */
function TerrainBridges({ bridges, locale }: { bridges: BridgeStretch[]; locale: Locale }) {
  const H = t(locale).courseHeights;
  if (bridges.length === 0) return <p className="muted">{H.terrainNoBridges()}</p>;
  const km = (m: number) => formatNumber(locale, m / 1000, { maxDigits: 1 });
  const where = bridges.map((b) => H.terrainStretch({ from: km(b.fromM), to: km(b.toM) })).join(', ');
  return <p className="muted terrain-bridges">{H.terrainBridges({ count: bridges.length, where })}</p>;
}

/**
 * The course page's heights section: the quality report for everyone; for the owner and the team,
 * the corrections waiting for a decision, the choice of heights in use (with the history), the
 * published gain, the re-profile from the terrain (when a model is configured) and the upload of
 * recorded runs; for other members, the upload as a suggestion.
 */
export function CourseHeightsSection(props: {
  course: HeightsCourse;
  locale: Locale;
  canEdit: boolean;
  loggedIn: boolean;
  history: CourseHeightsDto[];
  flash: Flash | null;
  /** A terrain model is configured (TERRAIN_URL or TERRAIN_DIR): the owner and the team may re-profile from it. */
  terrain?: boolean;
}) {
  const { course, locale, canEdit, history, flash } = props;
  const H = t(locale).courseHeights;
  const waiting = history.filter((h) => h.status === 'proposed' || h.status === 'suggested');
  const accepted = history.filter((h) => h.status === 'accepted');
  const gainValue =
    flash?.form === 'published-gain' ? flash.values.publishedGainM : course.publishedGainM === null ? '' : String(course.publishedGainM);
  return (
    <section aria-labelledby="course-heights" className="stack">
      <h2 id="course-heights">{H.title()}</h2>
      <FormMessage flash={flash} form="heights" />
      <QualityReport course={course} locale={locale} />
      {canEdit && waiting.length > 0 && (
        <section aria-labelledby="heights-pending" className="stack">
          <h3 id="heights-pending">{H.pendingTitle()}</h3>
          {waiting.map((heights) => (
            <PendingHeights key={heights.id} course={course} heights={heights} locale={locale} />
          ))}
        </section>
      )}
      {canEdit && accepted.length > 0 && (
        <PostForm action={heightsApi.routes.use.href({ uuid: course.uuid })} locale={locale} className="card stack" label={H.use()}>
          <fieldset>
            <legend>{H.use()}</legend>
            <label className="radio">
              <input type="radio" name="heights" value="file" defaultChecked={course.heightsId === null} />{' '}
              {H.useFile({ gain: formatMetres(course.fileProfile.elevation.gainM, locale) })}
            </label>
            {accepted.map((h) => (
              <label key={h.id} className="radio">
                <input type="radio" name="heights" value={h.id} defaultChecked={course.heightsId === h.id} />{' '}
                {(h.heights.quality.source === 'terrain' ? H.useTerrain : H.useRuns)({
                  date: formatDate(h.decidedAt ?? h.createdAt, locale),
                  gain: formatMetres(h.heights.elevation.gainM, locale),
                })}
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="btn btn-secondary">
              {H.switch()}
            </button>
          </div>
        </PostForm>
      )}
      {canEdit && (
        <PostForm
          action={heightsApi.routes.publishedGain.href({ uuid: course.uuid })}
          locale={locale}
          className="card stack"
          label={H.publishedGain()}
        >
          <FormMessage flash={flash} form="published-gain" />
          <Field
            name="publishedGainM"
            type="number"
            inputMode="numeric"
            label={H.publishedGain()}
            hint={H.publishedGainHint()}
            value={gainValue}
            errors={flash?.form === 'published-gain' ? flash.errors : undefined}
          />
          <div>
            <button type="submit" className="btn btn-secondary">
              {H.savePublishedGain()}
            </button>
          </div>
        </PostForm>
      )}
      {canEdit && props.terrain && (
        <PostForm
          action={heightsApi.routes.terrain.href({ uuid: course.uuid })}
          locale={locale}
          className="card stack"
          label={H.terrainTitle()}
        >
          <h3>{H.terrainTitle()}</h3>
          <p className="muted">{H.terrainIntro()}</p>
          <FormMessage flash={flash} form="terrain" />
          <div>
            <button type="submit" className="btn">
              {H.terrainSubmit()}
            </button>
          </div>
        </PostForm>
      )}
      {props.loggedIn && (
        <PostForm
          action={heightsApi.routes.runs.href({ uuid: course.uuid })}
          locale={locale}
          multipart
          className="card stack"
          label={canEdit ? H.uploadTitle() : H.suggestTitle()}
        >
          <h3>{canEdit ? H.uploadTitle() : H.suggestTitle()}</h3>
          <p className="muted">{canEdit ? H.uploadIntro() : H.suggestIntro()}</p>
          <FormMessage flash={flash} form="runs" />
          <label htmlFor="course-runs">{H.runs()}</label>
          <input id="course-runs" type="file" name="runs" multiple accept=".gpx,.tcx,.fit" data-max-files={MAX_RUNS} />
          <div>
            <button type="submit" className="btn">
              {canEdit ? H.submit() : H.suggest()}
            </button>
          </div>
        </PostForm>
      )}
    </section>
  );
}

export { PendingHeights };
