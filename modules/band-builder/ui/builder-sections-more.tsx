import { fillTemplate } from '../../../src/lib/message-template.ts';
import { RadioGroup, Section } from '../../../src/ui/form.tsx';
import { BuilderField, BuilderRow, choicesOf } from './builder-fields.tsx';
import type { SectionProps } from './builder-sections.tsx';
import { switchSizeUnit } from './builder-state.ts';

export function WalkSection(form: SectionProps) {
  const { state, edit, labels, error } = form;
  const L = labels.walk;
  const walk = state.plan.walk;
  const unit = state.plan.unit;
  return (
    <Section title={labels.sections.walk}>
      <RadioGroup
        name="walk"
        legend={L.label}
        value={walk.kind}
        error={error('plan.walk')}
        options={choicesOf(['none', 'duration', 'distance', 'aid'], L)}
        onChange={(v) => edit((d) => void (d.plan.walk.kind = v))}
      />
      <small className="field-help">{L.help}</small>
      {walk.kind !== 'none' && (
        <BuilderRow
          form={form}
          fields={[
            {
              name: 'run-minutes',
              at: 'plan.walk.runMinutes',
              inputMode: 'decimal',
              label: L.runMinutes,
              show: walk.kind === 'duration',
            },
            {
              name: 'walk-every',
              at: 'plan.walk.every',
              inputMode: 'decimal',
              label: fillTemplate(L.every, { unit }),
              show: walk.kind === 'distance',
            },
            { name: 'walk-seconds', at: 'plan.walk.walkSeconds', inputMode: 'numeric', label: L.walkSeconds },
            { name: 'walk-speed', at: 'plan.walkSpeed', inputMode: 'decimal', label: fillTemplate(L.speed, { unit }) },
          ]}
        />
      )}
    </Section>
  );
}

export function SizeSection(form: SectionProps) {
  const L = form.labels.size;
  const unit = form.state.band.size.unit;
  return (
    <Section title={form.labels.sections.size}>
      <BuilderRow
        form={form}
        fields={[
          { as: 'select', name: 'size-unit', at: 'band.size.unit', label: L.unit, options: choicesOf(['cm', 'in']), set: switchSizeUnit },
          { name: 'wrist', at: 'band.size.wrist', inputMode: 'decimal', label: `${L.wrist} (${unit})`, hint: L.wristHelp },
          { name: 'width', at: 'band.size.width', inputMode: 'decimal', label: `${L.width} (${unit})` },
        ]}
      />
      <BuilderField form={form} spec={{ as: 'checkbox', name: 'allowance', at: 'band.size.allowance', label: L.allowance }} />
    </Section>
  );
}

export function PaperSection(form: SectionProps) {
  const L = form.labels.paper;
  return (
    <Section title={form.labels.sections.paper}>
      <BuilderRow
        form={form}
        fields={[
          {
            as: 'select',
            name: 'paper',
            at: 'paper.paper',
            label: L.paper,
            options: choicesOf(form.choices.papers),
          },
          {
            as: 'select',
            name: 'orientation',
            at: 'paper.orientation',
            label: L.orientation,
            options: choicesOf(['portrait', 'landscape'], L),
          },
          {
            as: 'select',
            name: 'margins',
            at: 'paper.margins',
            label: L.margins,
            options: choicesOf(['small', 'medium', 'large'], L),
          },
          {
            as: 'select',
            name: 'gap',
            at: 'paper.gap',
            label: L.gap,
            options: choicesOf(['none', 'small', 'large'], L),
          },
        ]}
      />
      <BuilderField form={form} spec={{ as: 'checkbox', name: 'cut-marks', at: 'paper.cutMarks', label: L.cutMarks }} />
    </Section>
  );
}

export function StyleSection(form: SectionProps) {
  const { labels, choices } = form;
  const L = labels.style;
  const colours = [
    ['textColor', L.text],
    ['backgroundColor', L.background],
    ['borderColor', L.border],
    ['evenRowColor', L.evenRows],
    ['oddRowColor', L.oddRows],
  ] as const;
  return (
    <Section title={labels.sections.style}>
      <BuilderField
        form={form}
        spec={{
          as: 'select',
          name: 'theme',
          at: 'band.theme',
          label: labels.themes.choose,
          errorAt: ['band.theme'],
          options: [{ value: '', label: labels.themes.noTheme }, ...choices.themes.map((t) => ({ value: t.id, label: t.name }))],
        }}
      />
      <BuilderRow
        form={form}
        fields={[
          {
            as: 'select',
            name: 'font',
            at: 'band.style.fontFamily',
            label: L.font,
            options: choices.fonts.map((f) => ({ value: f.id, label: f.label })),
          },
          {
            as: 'select',
            name: 'font-style',
            at: 'band.style.fontStyle',
            label: L.fontStyle,
            errorAt: ['band.style.fontStyle'],
            options: choicesOf(['normal', 'bold', 'italic', 'bold-italic'], { ...L, 'bold-italic': L.boldItalic }),
          },
          ...colours.map(([key, label]) => ({ name: key, at: `band.style.${key}` as const, type: 'color' as const, label })),
          { name: 'opacity', at: 'band.style.opacity', type: 'number', step: '0.05', min: 0.2, max: 1, label: L.opacity },
        ]}
      />
    </Section>
  );
}
