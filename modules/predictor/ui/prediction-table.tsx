import { Link } from '../../../src/ui/link.client.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { distanceParam, formatPace } from '../services/predictor-format.ts';
import type { PredictionRow } from '../services/predictor-report.ts';

/**
 * One group of predictions (short or long distances). `buildPath` is the pace-band builder's
 * address when that page exists; each row then links to it with the distance and the time.
 */
export function PredictionTable(props: { locale: Locale; caption: string; rows: PredictionRow[]; buildPath: string | null; id: string }) {
  const LL = t(props.locale);
  const r = LL.predictor.results;
  // A formula used outside its fitted range is said so, not averaged in silently: a mark on the
  // row's time, the reason under the table.
  const notes = [...new Set(props.rows.flatMap((row) => (row.note ? [row.note] : [])))];
  const noteId = (note: string) => `${props.id}-note-${note}`;
  // Narrow screens scroll the table sideways; the region is focusable so keyboards can too.
  return (
    <div className="pr-table-wrap" role="region" aria-labelledby={`${props.id}-caption`} tabIndex={0}>
      <table className="pr-table" id={props.id}>
        <caption id={`${props.id}-caption`}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{r.distance()}</th>
            <th scope="col">{r.time()}</th>
            <th scope="col">{r.pacePerKm()}</th>
            <th scope="col">{r.pacePerMi()}</th>
            {props.buildPath && <th scope="col">{r.band()}</th>}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const distance = LL.predictor.distances[row.key]();
            const time = formatDuration(row.seconds);
            return (
              <tr key={row.key} data-distance={row.key}>
                <th scope="row">{distance}</th>
                <td className="pr-num" {...(row.note ? { 'aria-describedby': noteId(row.note), 'data-note': row.note } : {})}>
                  {time}
                  {row.note && (
                    <sup aria-hidden="true" title={r[row.note]()}>
                      {' *'.repeat(notes.indexOf(row.note) + 1).trim()}
                    </sup>
                  )}
                </td>
                <td className="pr-num">{formatPace(row.secondsPerKm, 'km')}</td>
                <td className="pr-num">{formatPace(row.secondsPerKm, 'mi')}</td>
                {props.buildPath && (
                  <td>
                    <Link to={`${props.buildPath}?distance=${distanceParam(row.km)}&goal=${time}`}>
                      {r.buildBand()}
                      {/* Read after the visible words, so the name still starts with what is shown. */}
                      <span className="visually-hidden"> {r.buildBandFor({ distance, time })}</span>
                    </Link>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {notes.map((note, i) => (
        <p key={note} id={noteId(note)} className="pr-hint pr-note">
          <span aria-hidden="true">{'*'.repeat(i + 1)} </span>
          <span className="visually-hidden">{r.noteMark()}: </span>
          {r[note]()}
        </p>
      ))}
    </div>
  );
}
