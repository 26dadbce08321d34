import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { formatDecimal, formatPace } from '../services/predictor-format.ts';
import type { PredictorReport } from '../services/predictor-report.ts';
import { PredictionTable } from './prediction-table.tsx';
import { raceLabel } from './race-label.ts';

/** The fitness figures of the input race, then the predictions, short and long. */
export function PredictionResults(props: { locale: Locale; report: PredictorReport; buildPath: string | null }) {
  const { locale, report } = props;
  const LL = t(locale);
  const r = LL.predictor.results;
  const input = report.input;
  const grade = report.ageGrade;
  return (
    <section aria-labelledby="pr-results-title" className="pr-results">
      <h2 id="pr-results-title">{r.title()}</h2>
      <p>
        {r.basis({
          distance: raceLabel(LL, locale, input),
          time: formatDuration(input.seconds),
          algorithm: LL.predictor.algorithms[input.algorithm](),
        })}
      </p>
      <h3>{r.fitness()}</h3>
      <dl className="pr-figures">
        <div>
          <dt>{r.vdot()}</dt>
          <dd data-testid="vdot">
            {formatDecimal(locale, report.vdot, 1)} {r.vdotUnit()}
          </dd>
        </div>
        {report.vo2maxLitresPerMinute !== undefined && (
          <div>
            <dt>{r.vo2Absolute()}</dt>
            <dd>
              {formatDecimal(locale, report.vo2maxLitresPerMinute, 2)} {r.vo2AbsoluteUnit()}
            </dd>
          </div>
        )}
        <div>
          <dt>{r.vam()}</dt>
          <dd>{r.vamValue({ speed: formatDecimal(locale, report.vamKmh, 1), pace: formatPace(report.vamSecondsPerKm, 'km') })}</dd>
        </div>
        {input.age !== undefined && grade && (
          <>
            <div>
              <dt>{r.ageFactor()}</dt>
              <dd>{formatDecimal(locale, grade.factor, 4)}</dd>
            </div>
            <div>
              <dt>{r.ageGraded()}</dt>
              <dd>{r.ageGradedValue({ percent: formatDecimal(locale, grade.percent, 1), time: formatDuration(grade.gradedSeconds) })}</dd>
            </div>
          </>
        )}
      </dl>
      {input.age !== undefined && !grade && <p className="pr-hint">{r.ageNotGraded()}</p>}
      {(['short', 'long'] as const).map((group) => (
        <PredictionTable
          key={group}
          id={`pr-${group}`}
          locale={locale}
          caption={r[group]()}
          rows={report.rows.filter((row) => row.group === group)}
          buildPath={props.buildPath}
        />
      ))}
      <p className="pr-hint">{r.caution()}</p>
      <p className="pr-hint">{r.sources()}</p>
    </section>
  );
}
