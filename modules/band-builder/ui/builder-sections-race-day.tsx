import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatPercent } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { Section } from '../../../src/ui/form.tsx';
import { BuilderField, BuilderRow, choicesOf } from './builder-fields.tsx';
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
export function RaceDaySection(form: PlanSectionProps) {
  const { state, labels, locale, plan } = form;
  const L = labels.raceDay;
  const { conditions, fade, unit } = state.plan;
  const effect = heatEffect(plan, L, locale);
  return (
    <Section title={labels.sections.raceDay}>
      <BuilderField
        form={form}
        spec={{ as: 'checkbox', name: 'race-weather', at: 'plan.conditions.on', label: L.weather, hint: L.weatherHelp }}
      />
      {conditions.on && (
        <>
          <BuilderRow
            form={form}
            fields={[
              {
                name: 'race-temperature',
                at: 'plan.conditions.temperature',
                inputMode: 'decimal',
                label: fillTemplate(L.temperature, { scale: conditions.scale }),
                errorAt: ['plan.conditions.temperature', 'plan.conditions'],
              },
              {
                name: 'race-dew-point',
                at: 'plan.conditions.dewPoint',
                inputMode: 'decimal',
                label: fillTemplate(L.dewPoint, { scale: conditions.scale }),
              },
              {
                as: 'select',
                name: 'race-scale',
                at: 'plan.conditions.scale',
                label: L.scale,
                options: choicesOf(['C', 'F'], { C: '°C', F: '°F' }),
              },
            ]}
          />
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
      <BuilderField form={form} spec={{ as: 'checkbox', name: 'race-fade', at: 'plan.fade.on', label: L.fade, hint: L.fadeHelp }} />
      {fade.on && (
        <BuilderRow
          form={form}
          fields={[
            {
              name: 'fade-after',
              at: 'plan.fade.after',
              inputMode: 'decimal',
              label: fillTemplate(L.fadeAfter, { unit }),
              errorAt: ['plan.fade.after', 'plan.fade'],
            },
            {
              name: 'fade-seconds',
              at: 'plan.fade.seconds',
              inputMode: 'numeric',
              label: fillTemplate(L.fadeSeconds, { unit }),
              errorAt: ['plan.fade.secondsPerUnit'],
            },
          ]}
        />
      )}
      <BuilderField
        form={form}
        spec={{
          as: 'checkbox',
          name: 'ab-band',
          at: 'plan.abBand',
          label: L.ab,
          hint: L.abHelp,
          errorAt: ['plan.abBand'],
          set: (d, v) => {
            d.plan.abBand = v;
            // Two goals side by side: a second one to start from, and one time column each so the rows stay legible.
            if (v && d.plan.bands.length < 2) d.plan.bands.push({ count: 1, goal: d.plan.bands[0]?.goal ?? '4:00:00' });
            if (v) d.band.columns = d.band.columns.filter((c) => c === 'distance' || c === 'slope' || c === 'elapsed');
            if (v && !d.band.columns.includes('elapsed')) d.band.columns.push('elapsed');
          },
        }}
      />
    </Section>
  );
}
