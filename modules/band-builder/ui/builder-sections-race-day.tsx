import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatPercent } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { CheckboxField, Field, Section } from '../../../src/ui/form.tsx';
import type { PreviewResult } from './builder-labels.ts';
import type { PlanSectionProps, SectionProps } from './builder-sections.tsx';

type PreviewPlan = PreviewResult['plans'][number];

/**
 * What the heat does to the goal, from the preview (the server's plan): "Heat: +2.1 % · 3:30:00
 * becomes 3:34:25", or that these conditions cost nothing.
 */
function heatEffect(plan: PreviewPlan | undefined, labels: SectionProps['labels']['raceDay'], locale: Locale): string | null {
  const c = plan?.conditions;
  if (!plan || !c) return null;
  if (c.percent === 0) return labels.heatNone;
  return fillTemplate(labels.heatEffect, {
    percent: formatPercent(locale, c.percent, { signed: true }),
    goal: formatDuration(c.goalSeconds),
    adjusted: formatDuration(plan.totalSeconds),
  });
}

/**
 * Race day: the weather's cost (Hadley's temperature + dew point rule, docs/decisions/
 * 0027-race-day-conditions.md), a planned late fade, and the A/B band (two goals on one strip).
 */
export function RaceDaySection({ state, edit, labels, error, locale, plan }: PlanSectionProps) {
  const L = labels.raceDay;
  const { conditions, fade, unit } = state.plan;
  const effect = heatEffect(plan, L, locale);
  return (
    <Section title={labels.sections.raceDay}>
      <CheckboxField
        prefix=""
        name="race-weather"
        label={L.weather}
        hint={L.weatherHelp}
        checked={conditions.on}
        onChange={(v) => edit((d) => void (d.plan.conditions.on = v))}
      />
      {conditions.on && (
        <>
          <div className="field-row">
            <Field
              prefix=""
              name="race-temperature"
              inputMode="decimal"
              label={fillTemplate(L.temperature, { scale: conditions.scale })}
              value={conditions.temperature}
              error={error('plan.conditions.temperature') ?? error('plan.conditions')}
              onChange={(v) => edit((d) => void (d.plan.conditions.temperature = v))}
            />
            <Field
              prefix=""
              name="race-dew-point"
              inputMode="decimal"
              label={fillTemplate(L.dewPoint, { scale: conditions.scale })}
              value={conditions.dewPoint}
              error={error('plan.conditions.dewPoint')}
              onChange={(v) => edit((d) => void (d.plan.conditions.dewPoint = v))}
            />
            <Field
              as="select"
              prefix=""
              name="race-scale"
              label={L.scale}
              value={conditions.scale}
              options={[
                { value: 'C', label: '°C' },
                { value: 'F', label: '°F' },
              ]}
              onChange={(v) => edit((d) => void (d.plan.conditions.scale = v))}
            />
          </div>
          {effect && (
            <p className="field-help dial-effect" data-testid="heat-effect" aria-live="polite">
              {effect}
            </p>
          )}
          {plan?.conditions?.beyondChart && (
            <p className="field-error" role="alert" data-testid="heat-too-hot">
              {L.heatTooHot}
            </p>
          )}
        </>
      )}
      <CheckboxField
        prefix=""
        name="race-fade"
        label={L.fade}
        hint={L.fadeHelp}
        checked={fade.on}
        onChange={(v) => edit((d) => void (d.plan.fade.on = v))}
      />
      {fade.on && (
        <div className="field-row">
          <Field
            prefix=""
            name="fade-after"
            inputMode="decimal"
            label={fillTemplate(L.fadeAfter, { unit })}
            value={fade.after}
            error={error('plan.fade.after') ?? error('plan.fade')}
            onChange={(v) => edit((d) => void (d.plan.fade.after = v))}
          />
          <Field
            prefix=""
            name="fade-seconds"
            inputMode="numeric"
            label={fillTemplate(L.fadeSeconds, { unit })}
            value={fade.seconds}
            error={error('plan.fade.secondsPerUnit')}
            onChange={(v) => edit((d) => void (d.plan.fade.seconds = v))}
          />
        </div>
      )}
      <CheckboxField
        prefix=""
        name="ab-band"
        label={L.ab}
        hint={L.abHelp}
        error={error('plan.abBand')}
        checked={state.plan.abBand}
        onChange={(v) =>
          edit((d) => {
            d.plan.abBand = v;
            // Two goals side by side: a second one to start from, and one time column each so the rows stay legible.
            if (v && d.plan.bands.length < 2) d.plan.bands.push({ count: 1, goal: d.plan.bands[0]?.goal ?? '4:00:00' });
            if (v) d.band.columns = d.band.columns.filter((c) => c === 'distance' || c === 'slope' || c === 'elapsed');
            if (v && !d.band.columns.includes('elapsed')) d.band.columns.push('elapsed');
          })
        }
      />
    </Section>
  );
}
