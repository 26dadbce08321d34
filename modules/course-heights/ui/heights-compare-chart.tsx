import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDistance, formatMetres } from '../../../src/lib/distance-format.ts';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 48, right: 8, top: 8, bottom: 24 };
const MAX_POINTS = 400;

/**
 * Two elevation profiles on one chart (the file's heights and the corrected ones), drawn on the
 * server as SVG: the owner compares them before accepting. The figures themselves are in the
 * table beside it, for screen readers and for reading.
 */
export function HeightsCompareChart(props: {
  locale: Locale;
  distanceM: readonly number[];
  before: readonly number[];
  after: readonly number[];
  labels: { title: string; before: string; after: string };
}) {
  const { distanceM, before, after } = props;
  const total = distanceM[distanceM.length - 1] ?? 1;
  const all = [...before, ...after];
  const min = Math.min(...all);
  const max = Math.max(...all);
  const span = Math.max(1, max - min);
  const x = (d: number) => PAD.left + (d / total) * (WIDTH - PAD.left - PAD.right);
  const y = (e: number) => PAD.top + (1 - (e - min) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const stride = Math.max(1, Math.ceil(distanceM.length / MAX_POINTS));
  const path = (values: readonly number[]) => {
    const parts: string[] = [];
    for (let j = 0; j < distanceM.length; j += stride) parts.push(`${x(distanceM[j]!).toFixed(1)},${y(values[j]!).toFixed(1)}`);
    parts.push(`${x(total).toFixed(1)},${y(values[values.length - 1]!).toFixed(1)}`);
    return `M${parts.join('L')}`;
  };
  return (
    <figure className="heights-compare">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={props.labels.title} width="100%">
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke="currentColor"
          strokeOpacity="0.3"
        />
        <text x={PAD.left - 4} y={y(max) + 4} textAnchor="end" fontSize="11">
          {formatMetres(max, props.locale)}
        </text>
        <text x={PAD.left - 4} y={y(min)} textAnchor="end" fontSize="11">
          {formatMetres(min, props.locale)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" fontSize="11">
          {formatDistance(total, props.locale)}
        </text>
        <path d={path(before)} fill="none" stroke="#888" strokeWidth="1.5" strokeDasharray="4 3" />
        <path d={path(after)} fill="none" stroke="#c2410c" strokeWidth="2" />
      </svg>
      <figcaption className="muted">
        <span aria-hidden="true" style={{ color: '#888' }}>
          ┄
        </span>{' '}
        {props.labels.before} ·{' '}
        <span aria-hidden="true" style={{ color: '#c2410c' }}>
          ━
        </span>{' '}
        {props.labels.after}
      </figcaption>
    </figure>
  );
}
