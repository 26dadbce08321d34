import type { Locale } from '../../../src/i18n/locales.ts';
import { FactList } from '../../../src/ui/fact-list.tsx';
import { t } from '../locales/messages.ts';
import type { CourseDto } from '../data/course.dto.ts';
import { countryName } from '../services/countries.ts';
import { distanceLabel, formatDistance, formatMetres } from './course-format.ts';

/** The figures of a course: distance, measured length, climbs, extremes, aid stations, place. */
export function CourseFacts({ course, locale }: { course: CourseDto; locale: Locale }) {
  const L = t(locale).courses;
  const s = course.summary;
  const place = [course.city, course.stateCode, countryName(course.countryCode, locale)].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [L.facts.distance(), distanceLabel(course, locale, { half: L.choices.half(), marathon: L.choices.marathon() })],
    [L.facts.track(), formatDistance(s.trackM, locale)],
    [L.facts.gain(), formatMetres(s.gainM, locale)],
    [L.facts.loss(), formatMetres(s.lossM, locale)],
    [L.facts.min(), formatMetres(s.minM, locale)],
    [L.facts.max(), formatMetres(s.maxM, locale)],
    [L.facts.aidStations(), String(course.aidStations.length)],
  ];
  if (place) rows.push([L.facts.location(), place]);
  return (
    <section aria-labelledby="course-facts" className="card">
      <h2 id="course-facts">{L.facts.title()}</h2>
      <FactList rows={rows} className="course-facts" />
      {course.aidStations.length > 0 && (
        <ul className="aid-list">
          {course.aidStations.map((a, i) => (
            <li key={i}>
              {L.aid.at({ name: a.name, km: (a.distanceM / 1000).toLocaleString(locale, { maximumFractionDigits: 1 }) })}
              {a.services.length > 0 && <span className="muted"> — {a.services.map((svc) => L.services[svc]()).join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
