'use client';
import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength } from '../../../src/lib/number-format.ts';
import { AID_SERVICES, type AidService, type AidStation } from '../services/course-types.ts';
import type { CourseLabels } from './form-types.ts';

interface AidStationEditorProps {
  locale: Locale;
  labels: CourseLabels;
  stations: AidStation[];
  courseM: number;
  selected: number | null;
  error: string | undefined;
  onChange: (stations: AidStation[]) => void;
  onSelect: (index: number) => void;
}

/** One row per aid station: name, a slider along the course (the map marker follows), services. */
export function AidStationEditor({ locale, labels: L, stations, courseM, selected, error, onChange, onSelect }: AidStationEditorProps) {
  const km = (metres: number) => formatLength(locale, metres / 1000, 'km', { minDigits: 2, maxDigits: 2 });
  const update = (i: number, patch: Partial<AidStation>) => onChange(stations.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const toggle = (i: number, service: AidService, on: boolean) => {
    const current = stations[i]!.services;
    update(i, { services: on ? AID_SERVICES.filter((s) => s === service || current.includes(s)) : current.filter((s) => s !== service) });
  };
  const add = () => {
    onChange([
      ...stations,
      { distanceM: Math.round(courseM / 2), name: fillTemplate(L.aid.defaultName, { n: stations.length + 1 }), services: ['water'] },
    ]);
    onSelect(stations.length);
  };
  return (
    <fieldset className="aid-editor">
      <legend>{L.aid.title}</legend>
      {stations.length === 0 && <p className="muted">{L.aid.empty}</p>}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
      <ol>
        {stations.map((station, i) => (
          <li key={i} className={i === selected ? 'aid-row aid-selected' : 'aid-row'} onFocus={() => onSelect(i)} data-testid="aid-row">
            <div className="field">
              <label htmlFor={`aid-${i}-name`}>{L.aid.name}</label>
              <input id={`aid-${i}-name`} value={station.name} maxLength={100} onChange={(e) => update(i, { name: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`aid-${i}-at`}>{fillTemplate(L.aid.position, { unit: 'km' })}</label>
              <input
                id={`aid-${i}-at`}
                type="range"
                min={0}
                max={Math.round(courseM)}
                step={10}
                value={station.distanceM}
                aria-valuetext={km(station.distanceM)}
                onChange={(e) => update(i, { distanceM: Number(e.target.value) })}
              />
              <output htmlFor={`aid-${i}-at`}>{km(station.distanceM)}</output>
            </div>
            <fieldset className="aid-services">
              <legend>{L.aid.services}</legend>
              {AID_SERVICES.map((service) => (
                <span key={service} className="field-check">
                  <input
                    id={`aid-${i}-${service}`}
                    type="checkbox"
                    checked={station.services.includes(service)}
                    onChange={(e) => toggle(i, service, e.target.checked)}
                  />
                  <label htmlFor={`aid-${i}-${service}`}>{L.services[service]}</label>
                </span>
              ))}
            </fieldset>
            <button type="button" className="btn btn-secondary" onClick={() => onChange(stations.filter((_, j) => j !== i))}>
              {L.aid.remove} <span className="visually-hidden">{station.name}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={add} disabled={courseM <= 0}>
        {L.aid.add}
      </button>
    </fieldset>
  );
}
