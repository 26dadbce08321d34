import type { RaceReview } from '../services/review-types.ts';

const W = 720;
const H = 260;
const PAD = { left: 52, right: 12, top: 14, bottom: 26 };
/** The gap takes the upper part, the heights the band below it. */
const GAP_BOTTOM = 170;
const ELE_TOP = 186;

interface Labels {
  title: string;
  ahead: string;
  behind: string;
}

const niceStep = (span: number) => {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
};

/**
 * The gap to the plan over the distance (behind above the zero line, ahead below it), with the
 * course's heights under it: an SVG drawn on the server from the kept curve, no script, no network.
 */
export function GapChart({ review, labels }: { review: RaceReview; labels: Labels }) {
  const unitM = review.unit === 'mi' ? 1609.344 : 1000;
  const x = (m: number) => PAD.left + (m / review.distanceM) * (W - PAD.left - PAD.right);
  const gaps = review.gap.map(([, s]) => s);
  const maxGap = Math.max(30, ...gaps.map(Math.abs));
  const y = (s: number) => PAD.top + ((maxGap - s) / (2 * maxGap)) * (GAP_BOTTOM - PAD.top);
  const line = review.gap.map(([m, s], i) => `${i ? 'L' : 'M'}${x(m).toFixed(1)},${y(s).toFixed(1)}`).join('');
  const heights = review.elevation.map(([, e]) => e);
  const minE = Math.min(...heights);
  const maxE = Math.max(minE + 10, ...heights);
  const ye = (e: number) => H - PAD.bottom - ((e - minE) / (maxE - minE)) * (H - PAD.bottom - ELE_TOP);
  const area = review.elevation.length
    ? `M${x(review.elevation[0]![0]).toFixed(1)},${H - PAD.bottom}${review.elevation.map(([m, e]) => `L${x(m).toFixed(1)},${ye(e).toFixed(1)}`).join('')}L${x(review.elevation.at(-1)![0]).toFixed(1)},${H - PAD.bottom}Z`
    : '';
  const step = niceStep(maxGap);
  const ticks: number[] = [];
  for (let s = -Math.floor(maxGap / step) * step; s <= maxGap; s += step) ticks.push(s);
  const units = review.distanceM / unitM;
  const every = units > 30 ? 5 : units > 12 ? 2 : 1;
  const marks: number[] = [];
  for (let k = every; k < units; k += every) marks.push(k);
  return (
    <figure className="rr-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={labels.title} xmlns="http://www.w3.org/2000/svg">
        <title>{labels.title}</title>
        {area && <path className="rr-ele" d={area} />}
        {ticks.map((s) => (
          <g key={s}>
            <line className={s === 0 ? 'rr-zero' : 'rr-grid'} x1={PAD.left} x2={W - PAD.right} y1={y(s)} y2={y(s)} />
            <text className="rr-tick" x={PAD.left - 6} y={y(s) + 4} textAnchor="end">
              {s > 0 ? `+${s}` : s} s
            </text>
          </g>
        ))}
        <text className="rr-side" x={PAD.left + 4} y={PAD.top + 10}>
          {labels.behind}
        </text>
        <text className="rr-side" x={PAD.left + 4} y={GAP_BOTTOM - 4}>
          {labels.ahead}
        </text>
        {marks.map((k) => (
          <text key={k} className="rr-tick" x={x(k * unitM)} y={H - 8} textAnchor="middle">
            {k}
          </text>
        ))}
        <text className="rr-tick" x={W - PAD.right} y={H - 8} textAnchor="end">
          {review.unit}
        </text>
        <path className="rr-gap" d={line} />
      </svg>
      <figcaption className="muted">{labels.title}</figcaption>
    </figure>
  );
}
