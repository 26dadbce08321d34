import { metresPerUnit } from '../lib/units.ts';
/**
 * What the chart reads: a distance/elevation series and its total length (a course profile, a
 * course preview, or the part of one a client page holds, all fit).
 */
interface ChartProfile {
  distanceM: number;
  samples: { distanceM: readonly number[]; elevationM: readonly number[] };
}

export interface ElevationChartProps {
  profile: ChartProfile;
  /** Vertical marks at these distances, metres (splits, aid stations). */
  marks?: readonly number[];
  unit: 'km' | 'mi';
  /** Accessible name and axis titles; unit symbols alone when absent. */
  labels?: { title: string; distanceAxis: string; elevationAxis: string };
  /**
   * Drawing width in CSS pixels (the viewBox): a client wrapper passes its measured width so the
   * labels stay 12 px on a phone instead of shrinking with the picture. 800 by default.
   */
  width?: number;
}

const CHART_HEIGHT = 240;
export const CHART_LEFT = 56;
export const CHART_RIGHT = 12;
const H = CHART_HEIGHT;
const LEFT = CHART_LEFT;
const RIGHT = CHART_RIGHT;
const TOP = 12;
const BOTTOM = 44;

/** A round tick step giving at most ~12 ticks over `span`. */
function tickStep(span: number, maxTicks: number): number {
  const raw = span / maxTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? 10 * power;
}

/**
 * The elevation profile as server-rendered SVG (no script): area, axes with km or mile marks and
 * metre marks, optional vertical marks. Plain component: usable by server pages and client forms.
 */
export function ElevationChart({ profile, marks = [], unit, labels, width = 800 }: ElevationChartProps) {
  const W = Math.max(240, Math.round(width));
  const { distanceM: xs, elevationM: ys } = profile.samples;
  const total = profile.distanceM || xs[xs.length - 1] || 1;
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const pad = Math.max(10, (high - low) * 0.1);
  const yMin = Math.floor((low - pad) / 10) * 10;
  const yMax = Math.ceil((high + pad) / 10) * 10;
  const x = (m: number) => LEFT + (m / total) * (W - LEFT - RIGHT);
  const y = (e: number) => TOP + (1 - (e - yMin) / (yMax - yMin)) * (H - TOP - BOTTOM);
  const line = xs.map((d, i) => `${i ? 'L' : 'M'}${x(d).toFixed(1)},${y(ys[i]!).toFixed(1)}`).join('');
  const area = `${line}L${x(xs[xs.length - 1] ?? total).toFixed(1)},${y(yMin)}L${x(xs[0] ?? 0).toFixed(1)},${y(yMin)}Z`;
  const unitM = metresPerUnit(unit);
  const xStep = tickStep(total / unitM, Math.max(3, Math.floor(W / 70)));
  const xTicks: number[] = [];
  for (let v = 0; v <= total / unitM + 1e-9; v += xStep) xTicks.push(v);
  const yStep = tickStep(yMax - yMin, W < 500 ? 4 : 5);
  const yTicks: number[] = [];
  for (let v = Math.ceil(yMin / yStep) * yStep; v <= yMax; v += yStep) yTicks.push(v);
  const title = labels?.title;
  return (
    <svg className="elevation-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title ?? `${unit} / m`} data-testid="elevation-chart">
      {title && <title>{title}</title>}
      <path d={area} fill="#cfe3d4" />
      <path d={line} fill="none" stroke="#1f6b3a" strokeWidth="2" />
      {marks.map((m, i) => (
        <line key={`m${i}`} x1={x(m)} x2={x(m)} y1={TOP} y2={H - BOTTOM} stroke="#b4532a" strokeDasharray="3 3" data-mark={Math.round(m)} />
      ))}
      <g fontSize="12" fill="#333">
        {xTicks.map((v) => (
          <g key={`x${v}`}>
            <line x1={x(v * unitM)} x2={x(v * unitM)} y1={H - BOTTOM} y2={H - BOTTOM + 5} stroke="#555" />
            <text x={x(v * unitM)} y={H - BOTTOM + 18} textAnchor="middle">
              {Math.round(v * 10) / 10}
            </text>
          </g>
        ))}
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            <line x1={LEFT - 5} x2={W - RIGHT} y1={y(v)} y2={y(v)} stroke="#ddd" />
            <text x={LEFT - 8} y={y(v) + 4} textAnchor="end">
              {v}
            </text>
          </g>
        ))}
        <line x1={LEFT} x2={W - RIGHT} y1={H - BOTTOM} y2={H - BOTTOM} stroke="#555" />
        <text x={(LEFT + W - RIGHT) / 2} y={H - 6} textAnchor="middle">
          {labels?.distanceAxis ?? unit}
        </text>
        <text x={14} y={(TOP + H - BOTTOM) / 2} textAnchor="middle" transform={`rotate(-90 14 ${(TOP + H - BOTTOM) / 2})`}>
          {labels?.elevationAxis ?? 'm'}
        </text>
      </g>
    </svg>
  );
}
