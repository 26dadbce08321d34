import { fillTemplate } from '../../../src/lib/message-template.ts';
import { CheckboxField, Field, RadioGroup, Section } from '../../../src/ui/form.tsx';
import type { SectionProps } from './builder-sections.tsx';
import { switchSizeUnit } from './builder-state.ts';

export function WalkSection({ state, edit, labels, error }: SectionProps) {
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
        options={[
          { value: 'none', label: L.none },
          { value: 'duration', label: L.duration },
          { value: 'distance', label: L.distance },
          { value: 'aid', label: L.aid },
        ]}
        onChange={(v) => edit((d) => void (d.plan.walk.kind = v))}
      />
      <small className="field-help">{L.help}</small>
      {walk.kind !== 'none' && (
        <div className="field-row">
          {walk.kind === 'duration' && (
            <Field
              prefix=""
              name="run-minutes"
              inputMode="decimal"
              label={L.runMinutes}
              value={walk.runMinutes}
              error={error('plan.walk.runMinutes')}
              onChange={(v) => edit((d) => void (d.plan.walk.runMinutes = v))}
            />
          )}
          {walk.kind === 'distance' && (
            <Field
              prefix=""
              name="walk-every"
              inputMode="decimal"
              label={fillTemplate(L.every, { unit })}
              value={walk.every}
              error={error('plan.walk.every')}
              onChange={(v) => edit((d) => void (d.plan.walk.every = v))}
            />
          )}
          <Field
            prefix=""
            name="walk-seconds"
            inputMode="numeric"
            label={L.walkSeconds}
            value={walk.walkSeconds}
            error={error('plan.walk.walkSeconds')}
            onChange={(v) => edit((d) => void (d.plan.walk.walkSeconds = v))}
          />
          <Field
            prefix=""
            name="walk-speed"
            inputMode="decimal"
            label={fillTemplate(L.speed, { unit })}
            value={state.plan.walkSpeed}
            error={error('plan.walkSpeed')}
            onChange={(v) => edit((d) => void (d.plan.walkSpeed = v))}
          />
        </div>
      )}
    </Section>
  );
}

export function SizeSection({ state, edit, labels, error }: SectionProps) {
  const L = labels.size;
  const size = state.band.size;
  return (
    <Section title={labels.sections.size}>
      <div className="field-row">
        <Field
          as="select"
          prefix=""
          name="size-unit"
          label={L.unit}
          value={size.unit}
          options={[
            { value: 'cm', label: 'cm' },
            { value: 'in', label: 'in' },
          ]}
          onChange={(v) => edit((d) => switchSizeUnit(d, v))}
        />
        <Field
          prefix=""
          name="wrist"
          inputMode="decimal"
          label={`${L.wrist} (${size.unit})`}
          hint={L.wristHelp}
          value={size.wrist}
          error={error('band.size.wrist')}
          onChange={(v) => edit((d) => void (d.band.size.wrist = v))}
        />
        <Field
          prefix=""
          name="width"
          inputMode="decimal"
          label={`${L.width} (${size.unit})`}
          value={size.width}
          error={error('band.size.width')}
          onChange={(v) => edit((d) => void (d.band.size.width = v))}
        />
      </div>
      <CheckboxField
        prefix=""
        name="allowance"
        label={L.allowance}
        checked={size.allowance}
        onChange={(v) => edit((d) => void (d.band.size.allowance = v))}
      />
    </Section>
  );
}

export function PaperSection({ state, edit, labels, choices }: SectionProps) {
  const L = labels.paper;
  const paper = state.paper;
  return (
    <Section title={labels.sections.paper}>
      <div className="field-row">
        <Field
          as="select"
          prefix=""
          name="paper"
          label={L.paper}
          value={paper.paper}
          options={choices.papers.map((p) => ({ value: p, label: p }))}
          onChange={(v) => edit((d) => void (d.paper.paper = v))}
        />
        <Field
          as="select"
          prefix=""
          name="orientation"
          label={L.orientation}
          value={paper.orientation}
          options={[
            { value: 'portrait', label: L.portrait },
            { value: 'landscape', label: L.landscape },
          ]}
          onChange={(v) => edit((d) => void (d.paper.orientation = v))}
        />
        <Field
          as="select"
          prefix=""
          name="margins"
          label={L.margins}
          value={paper.margins}
          options={[
            { value: 'small', label: L.small },
            { value: 'medium', label: L.medium },
            { value: 'large', label: L.large },
          ]}
          onChange={(v) => edit((d) => void (d.paper.margins = v))}
        />
        <Field
          as="select"
          prefix=""
          name="gap"
          label={L.gap}
          value={paper.gap}
          options={[
            { value: 'none', label: L.none },
            { value: 'small', label: L.small },
            { value: 'large', label: L.large },
          ]}
          onChange={(v) => edit((d) => void (d.paper.gap = v))}
        />
      </div>
      <CheckboxField
        prefix=""
        name="cut-marks"
        label={L.cutMarks}
        checked={paper.cutMarks}
        onChange={(v) => edit((d) => void (d.paper.cutMarks = v))}
      />
    </Section>
  );
}

export function StyleSection({ state, edit, labels, error, choices }: SectionProps) {
  const L = labels.style;
  const style = state.band.style;
  const colours = [
    ['textColor', L.text],
    ['backgroundColor', L.background],
    ['borderColor', L.border],
    ['evenRowColor', L.evenRows],
    ['oddRowColor', L.oddRows],
  ] as const;
  return (
    <Section title={labels.sections.style}>
      <Field
        as="select"
        prefix=""
        name="theme"
        label={labels.themes.choose}
        value={state.band.theme}
        error={error('band.theme')}
        options={[{ value: '', label: labels.themes.noTheme }, ...choices.themes.map((t) => ({ value: t.id, label: t.name }))]}
        onChange={(v) => edit((d) => void (d.band.theme = v))}
      />
      <div className="field-row">
        <Field
          as="select"
          prefix=""
          name="font"
          label={L.font}
          value={style.fontFamily}
          options={choices.fonts.map((f) => ({ value: f.id, label: f.label }))}
          onChange={(v) => edit((d) => void (d.band.style.fontFamily = v))}
        />
        <Field
          as="select"
          prefix=""
          name="font-style"
          label={L.fontStyle}
          value={style.fontStyle}
          error={error('band.style.fontStyle')}
          options={[
            { value: 'normal', label: L.normal },
            { value: 'bold', label: L.bold },
            { value: 'italic', label: L.italic },
            { value: 'bold-italic', label: L.boldItalic },
          ]}
          onChange={(v) => edit((d) => void (d.band.style.fontStyle = v))}
        />
        {colours.map(([key, label]) => (
          <Field
            key={key}
            prefix=""
            name={key}
            type="color"
            label={label}
            value={style[key]}
            error={error(`band.style.${key}`)}
            onChange={(v) => edit((d) => void (d.band.style[key] = v))}
          />
        ))}
        <Field
          prefix=""
          name="opacity"
          type="number"
          step="0.05"
          min={0.2}
          max={1}
          label={L.opacity}
          value={style.opacity}
          error={error('band.style.opacity')}
          onChange={(v) => edit((d) => void (d.band.style.opacity = v))}
        />
      </div>
    </Section>
  );
}
