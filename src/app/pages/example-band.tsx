import type { Locale } from '../../i18n/locales.ts';
import { fillTemplate } from '../../lib/message-template.ts';
import { formatLength, formatPercent } from '../../lib/number-format.ts';
import { formatDuration } from '../../lib/time-format.ts';
import { EXAMPLE_BANDS, type ExampleCell } from './example-bands.ts';

/**
 * Small illustrations of pace bands for the home page examples: rows of real bands (example-bands.ts),
 * drawn as a decorative SVG in the page's language: a hilly even-effort plan, a run–walk plan, and
 * the end of a marathon band with its printed scale bar.
 */
export interface ExampleBandLabels {
  /** "run {time}": the running pace between walk breaks. */
  run: string;
  /** "walk {time}": a walk break. */
  walk: string;
}

function cellText(cell: ExampleCell, locale: Locale, labels: ExampleBandLabels): string {
  if ('km' in cell) return formatLength(locale, cell.km, 'km', { maxDigits: 1 });
  if ('grade' in cell) return formatPercent(locale, cell.grade, { signed: true });
  if ('run' in cell) return fillTemplate(labels.run, { time: formatDuration(cell.run) });
  if ('walk' in cell) return fillTemplate(labels.walk, { time: formatDuration(cell.walk) });
  return formatDuration(cell.time);
}

export function ExampleBand({ variant, locale, labels }: { variant: number; locale: Locale; labels: ExampleBandLabels }) {
  const example = EXAMPLE_BANDS[variant % EXAMPLE_BANDS.length]!;
  const scale = variant % EXAMPLE_BANDS.length === 2;
  return (
    <svg
      viewBox={`0 0 240 ${scale ? 120 : 96}`}
      role="img"
      aria-hidden="true"
      style={{ width: '100%', height: 'auto', borderRadius: 8, border: '1px solid #d6dbe1' }}
    >
      {example.rows.map((row, i) => (
        <g key={i} transform={`translate(0 ${i * 24})`}>
          <rect width="240" height="24" fill={i % 2 ? example.tint : '#ffffff'} />
          <text x="12" y="16" fontSize="12" fontFamily="monospace" fill="#1b1f24">
            {cellText(row[0], locale, labels)}
          </text>
          <text x="92" y="16" fontSize="12" fontFamily="monospace" fill="#1b1f24">
            {cellText(row[1], locale, labels)}
          </text>
          <text x="228" y="16" fontSize="12" fontFamily="monospace" fontWeight="bold" fill="#1b1f24" textAnchor="end">
            {cellText(row[2], locale, labels)}
          </text>
        </g>
      ))}
      {scale && (
        <g transform="translate(0 100)">
          <path d="M60 10h120M60 4v12M180 4v12" stroke="#1b1f24" strokeWidth="1.5" />
          <text x="120" y="2" fontSize="9" fontFamily="sans-serif" textAnchor="middle" fill="#1b1f24">
            {formatLength(locale, 5, 'cm')}
          </text>
        </g>
      )}
    </svg>
  );
}
