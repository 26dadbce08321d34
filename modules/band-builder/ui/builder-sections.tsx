import { fillTemplate } from '../../../src/lib/message-template.ts';
import { CheckboxField, Field, RadioGroup, Section } from '../../../src/ui/form.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { BuilderChoices, BuilderLabels, PreviewResult } from './builder-labels.ts';
import { DialField, DIALS, dialsMoved, dialValue, moveDial } from './builder-sections-dials.tsx';
import { BuilderField, BuilderFields, BuilderRow, choicesOf, type BoundForm } from './builder-fields.tsx';
import { switchPlanUnit } from './builder-state.ts';
import { dialEffectLines } from './dial-effects.ts';

type PreviewPlan = PreviewResult['plans'][number];

/** Each section of the form; rendered inside the client form, so client code there. */
export interface SectionProps extends BoundForm {
  labels: BuilderLabels;
  choices: BuilderChoices;
}

export function RaceSection(form: SectionProps) {
  const { state, edit, labels, error, choices } = form;
  const L = labels.race;
  const unit = state.plan.unit;
  return (
    <Section title={labels.sections.race} open>
      <BuilderField
        form={form}
        spec={{
          as: 'select',
          name: 'distance',
          at: 'distance.preset',
          label: L.distance,
          options: [
            ...(choices.courseLabel ? [{ value: 'course', label: choices.courseLabel }] : []),
            ...choices.distances.map((d) => ({ value: d.id, label: d.label })),
            { value: 'custom', label: choices.customLabel },
          ],
          errorAt: state.distance.preset === 'custom' ? [] : ['plan.distanceM'],
        }}
      />
      {state.distance.preset === 'course' && choices.courseScale && (
        <>
          {!state.plan.keepMeasuredLength && (
            <p className="field-help" data-testid="distance-scaled">
              {fillTemplate(L.scaled, choices.courseScale)}
            </p>
          )}
          <BuilderField
            form={form}
            spec={{
              as: 'checkbox',
              name: 'keep-measured-length',
              at: 'plan.keepMeasuredLength',
              label: fillTemplate(L.keepMeasured, choices.courseScale),
            }}
          />
        </>
      )}
      {state.distance.preset === 'custom' && (
        <BuilderField
          form={form}
          spec={{
            name: 'custom-distance',
            at: 'distance.custom',
            inputMode: 'decimal',
            label: fillTemplate(L.customValue, { unit }),
            errorAt: ['plan.distanceM'],
          }}
        />
      )}
      <fieldset className="radio-group">
        <legend>{L.bands}</legend>
        <small className="field-help">{L.bandsHelp}</small>
        {state.plan.bands.map((band, i) => (
          <div className="band-target" key={i}>
            <Field
              prefix=""
              name={`count-${i}`}
              type="number"
              min={1}
              label={L.count}
              value={String(band.count)}
              error={error(`plan.bands.${i}.count`)}
              onChange={(v) => edit((d) => void (d.plan.bands[i]!.count = Math.round(Number(v)) || 0))}
            />
            <Field
              prefix=""
              name={`goal-${i}`}
              label={L.goal}
              value={band.goal}
              error={error(`plan.bands.${i}.goal`) ?? (i === 0 ? error('plan.bands') : undefined)}
              onChange={(v) => edit((d) => void (d.plan.bands[i]!.goal = v))}
            />
            {state.plan.bands.length > 1 && (
              <button
                type="button"
                className="icon-button"
                aria-label={`${L.removeBand} (${band.goal})`}
                onClick={() => edit((d) => void d.plan.bands.splice(i, 1))}
              >
                ×
              </button>
            )}
          </div>
        ))}
        {state.plan.bands.length < 20 && (
          <button
            type="button"
            className="icon-button"
            onClick={() => edit((d) => void d.plan.bands.push({ count: 1, goal: d.plan.bands.at(-1)?.goal ?? '4:00:00' }))}
          >
            + {L.addBand}
          </button>
        )}
      </fieldset>
      <BuilderField form={form} spec={{ name: 'band-title', at: 'band.title', label: L.bandTitle }} />
    </Section>
  );
}

/** A section that shows what the preview's plan does (the dials' effects, the heat's). */
export type PlanSectionProps = SectionProps & { locale: Locale; plan: PreviewPlan | undefined };

export function StrategySection(form: PlanSectionProps) {
  const { state, edit, labels, error, choices, locale, plan } = form;
  const L = labels.strategy;
  const zones = choicesOf(['slow', 'regular', 'fast'], L);
  const over = fillTemplate(L.over, { unit: state.plan.unit });
  const moved = dialsMoved(state);
  const uphill = dialValue(state, 'uphill');
  const downhill = dialValue(state, 'downhill');
  const effects = dialEffectLines(plan, L, locale);
  return (
    <Section title={labels.sections.strategy}>
      <RadioGroup
        name="strategy"
        legend={L.label}
        // Once a dial moves, no preset describes the plan any more.
        value={moved ? ('' as typeof state.plan.strategy) : state.plan.strategy}
        error={error('plan.strategy')}
        options={[
          { value: 'even-effort', label: L.evenEffort, help: L.evenEffortHelp },
          { value: 'even-pace', label: L.evenPace, help: L.evenPaceHelp },
          { value: 'effort-x2', label: L.effortX2, help: L.effortX2Help },
        ]}
        onChange={(v) =>
          edit((d) => {
            d.plan.strategy = v;
            d.plan.uphillEffort = '';
            d.plan.downhillEffort = '';
          })
        }
      />
      <small className="field-help" data-testid="dials-state">
        {moved ? L.custom : L.presetHelp}
      </small>
      {DIALS.map(({ dial, max }) => (
        <DialField
          key={dial}
          id={`${dial}-effort`}
          label={L[dial]}
          help={L[`${dial}Help`]}
          min={0}
          max={max}
          value={dial === 'uphill' ? uphill : downhill}
          locale={locale}
          effect={effects[dial]}
          error={error(`plan.${dial}Effort`)}
          onChange={(v) => edit((d) => moveDial(d, dial, v))}
        />
      ))}
      {(uphill > 0 || downhill > 0) && (
        <RadioGroup
          name="effort-model"
          legend={L.model}
          value={state.plan.effortModel}
          error={error('plan.effortModel')}
          options={[
            { value: 'runners', label: L.runners, help: L.runnersHelp },
            { value: 'metabolic', label: L.metabolic, help: L.metabolicHelp },
            // "My hills": the member's own curve (a link asking for it without one shows why it cannot plan).
            ...(choices.myHills || state.plan.effortModel === 'mine' ? [{ value: 'mine' as const, label: L.mine, help: L.mineHelp }] : []),
          ]}
          onChange={(v) => edit((d) => void (d.plan.effortModel = v))}
        />
      )}
      <BuilderRow
        form={form}
        fields={(['start', 'finish'] as const).flatMap((end) => [
          { as: 'select' as const, name: `${end}-kind`, at: `plan.${end}.kind` as const, label: L[end], options: zones },
          {
            name: `${end}-over`,
            at: `plan.${end}.over` as const,
            inputMode: 'decimal' as const,
            label: over,
            errorAt: [`plan.${end}.over`, `plan.${end}`],
          },
        ])}
      />
      <small className="field-help">{L.zoneHelp}</small>
      <BuilderField
        form={form}
        spec={{
          name: 'negative-split',
          at: 'plan.negativeSplit',
          inputMode: 'decimal',
          label: L.split,
          hint: L.splitHelp,
          errorAt: ['plan.negativeSplitPercent'],
        }}
      />
    </Section>
  );
}

export function SplitsSection(form: SectionProps) {
  const { state, edit, labels, error } = form;
  const L = labels.splits;
  const columns = ['distance', 'split', 'pace', 'slope', 'elapsed'] as const;
  return (
    <Section title={labels.sections.splits}>
      <RadioGroup
        name="rows-by"
        legend={L.rowsBy}
        value={state.plan.rowsBy}
        error={error('plan.rowsBy')}
        options={[
          { value: 'distance', label: fillTemplate(L.rowsByDistance, { unit: state.plan.unit }) },
          { value: 'terrain', label: L.rowsByTerrain, help: L.rowsByTerrainHelp },
        ]}
        onChange={(v) =>
          edit((d) => {
            d.plan.rowsBy = v;
            // A terrain row is read by its grade: the band prints that column with it (band-render row-cells.ts).
            if (v === 'terrain') d.band.columns = columns.filter((c) => c === 'slope' || d.band.columns.includes(c));
          })
        }
      />
      <BuilderField
        form={form}
        spec={{
          as: 'checkbox',
          name: 'terrain-marks',
          at: 'plan.terrainMarks',
          label: fillTemplate(L.terrainMarks, { unit: state.plan.unit }),
          show: state.plan.rowsBy === 'terrain',
        }}
      />
      <BuilderRow
        form={form}
        fields={[
          {
            as: 'select',
            name: 'unit',
            at: 'plan.unit',
            label: L.unit,
            options: choicesOf(['km', 'mi']),
            set: switchPlanUnit,
          },
          {
            name: 'every',
            at: 'plan.every',
            inputMode: 'decimal',
            label: fillTemplate(L.every, { unit: state.plan.unit }),
            show: state.plan.rowsBy === 'distance' || state.plan.terrainMarks,
          },
          {
            as: 'select',
            name: 'order',
            at: 'plan.order',
            label: L.order,
            options: choicesOf(['asc', 'desc'], L),
          },
          {
            as: 'select',
            name: 'lap-times',
            at: 'plan.lapTimes',
            label: L.lapTimes,
            options: choicesOf(['hide', 'km', 'mi'], { hide: L.hide }),
          },
        ]}
      />
      <BuilderFields
        form={form}
        fields={[
          { as: 'checkbox', name: 'half', at: 'plan.half', label: L.half },
          { as: 'checkbox', name: 'other-unit', at: 'plan.otherUnit', label: L.otherUnit },
        ]}
      />
      <fieldset className="radio-group">
        <legend>{L.columns}</legend>
        {columns.map((column) => (
          <CheckboxField
            key={column}
            prefix=""
            name={`column-${column}`}
            label={L[column]}
            checked={state.band.columns.includes(column)}
            onChange={(on) =>
              edit(
                (d) =>
                  void (d.band.columns = on
                    ? columns.filter((c) => c === column || d.band.columns.includes(c))
                    : d.band.columns.filter((c) => c !== column)),
              )
            }
          />
        ))}
        {error('band.columns') && (
          <small className="field-error" role="alert">
            {error('band.columns')}
          </small>
        )}
      </fieldset>
    </Section>
  );
}
