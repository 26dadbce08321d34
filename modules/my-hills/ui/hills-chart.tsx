import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import type { HillFactor } from '../services/fit-hills.ts';
import { stravaFactor } from '../services/fit-hills.ts';

const WIDTH = 640;
const PAD = { left: 48, right: 26, top: 12 };
/** The curves take the upper part, the stretches per grade the band under them. */
const CURVES_H = 200;
const GAP = 50;
const BARS_H = 70;
const HEIGHT = PAD.top + CURVES_H + GAP + BARS_H + 26;

interface Labels {
  title: string;
  you: string;
  strava: string;
  samplesAxis: string;
}

/** A whole grade as the page writes it: "+5 %", "0 %", "−5 %" (a true minus). */
export function gradeLabel(locale: Locale, gradePercent: number): string {
  const sign = gradePercent > 0 ? '+' : gradePercent < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(locale, Math.abs(gradePercent))} %`;
}

/**
 * The member's pace factor per grade beside Strava's (server-rendered SVG from visx scales and
 * shapes: no script, no network), and under it a bar per grade with the stretches of 150 m behind
 * it, so a factor that rests on little data shows as such. The same figures are in the table beside it.
 */
export function HillsChart({ factors, locale, labels }: { factors: readonly HillFactor[]; locale: Locale; labels: Labels }) {
  const grades = factors.map((f) => f.gradePercent);
  const strava = factors.map((f) => ({ gradePercent: f.gradePercent, factor: stravaFactor(f.gradePercent / 100) }));
  const all = [...factors.map((f) => f.factor), ...strava.map((f) => f.factor)];
  const x = scaleLinear<number>({ domain: [Math.min(...grades), Math.max(...grades)], range: [PAD.left, WIDTH - PAD.right] });
  const y = scaleLinear<number>({
    domain: [Math.min(0.8, ...all), Math.max(1.2, ...all)],
    range: [PAD.top + CURVES_H, PAD.top],
    nice: true,
  });
  const barsTop = PAD.top + CURVES_H + GAP;
  const most = Math.max(1, ...factors.map((f) => f.samples));
  const bars = scaleLinear<number>({ domain: [0, most], range: [barsTop + BARS_H, barsTop], nice: true });
  const barWidth = Math.max(2, (x(1) - x(0)) * 0.7);
  const grade = (g: number) => gradeLabel(locale, g);
  return (
    <figure className="my-hills-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={labels.title} data-testid="my-hills-chart" width="100%">
        <title>{labels.title}</title>
        <AxisLeft
          scale={y}
          left={PAD.left}
          numTicks={5}
          tickFormat={(v) => formatNumber(locale, Number(v), { maxDigits: 1 })}
          tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -4 }}
        />
        <line x1={x(0)} x2={x(0)} y1={PAD.top} y2={PAD.top + CURVES_H} className="my-hills-flat" />
        <LinePath data={strava} x={(d) => x(d.gradePercent)} y={(d) => y(d.factor)} className="my-hills-strava" />
        <LinePath data={[...factors]} x={(d) => x(d.gradePercent)} y={(d) => y(d.factor)} className="my-hills-you" />
        <AxisBottom
          scale={x}
          top={PAD.top + CURVES_H}
          tickValues={[-15, -10, -5, 0, 5, 10, 15]}
          tickFormat={(v) => grade(Number(v))}
          tickLabelProps={{ fontSize: 11, textAnchor: 'middle' }}
        />
        <Group>
          <text x={PAD.left} y={barsTop - 10} fontSize={11} className="my-hills-caption">
            {labels.samplesAxis}
          </text>
          {factors.map((f) => (
            <Bar
              key={f.gradePercent}
              x={x(f.gradePercent) - barWidth / 2}
              y={bars(f.samples)}
              width={barWidth}
              height={barsTop + BARS_H - bars(f.samples)}
              className="my-hills-bar"
            >
              <title>{`${grade(f.gradePercent)}: ${f.samples}`}</title>
            </Bar>
          ))}
          <AxisLeft scale={bars} left={PAD.left} numTicks={2} tickLabelProps={{ fontSize: 11, textAnchor: 'end', dx: -4 }} />
          <AxisBottom
            scale={x}
            top={barsTop + BARS_H}
            tickValues={[-15, -10, -5, 0, 5, 10, 15]}
            tickFormat={(v) => grade(Number(v))}
            tickLabelProps={{ fontSize: 11, textAnchor: 'middle' }}
          />
        </Group>
      </svg>
      <figcaption className="muted">
        <span aria-hidden="true" className="my-hills-key-you">
          ━
        </span>{' '}
        {labels.you} ·{' '}
        <span aria-hidden="true" className="my-hills-key-strava">
          ┄
        </span>{' '}
        {labels.strava}
      </figcaption>
    </figure>
  );
}

export const MY_HILLS_CSS = `.my-hills-chart svg{max-width:100%;height:auto;color:var(--c-text)}
.my-hills-you{fill:none;stroke:#c2410c;stroke-width:2.5}
.my-hills-strava{fill:none;stroke:#6b7280;stroke-width:1.5;stroke-dasharray:5 4}
.my-hills-flat{stroke:currentColor;stroke-opacity:.2}
.my-hills-bar{fill:#2563eb;fill-opacity:.7}
.my-hills-caption{fill:currentColor}
.my-hills-key-you{color:#c2410c}
.my-hills-key-strava{color:#6b7280}
.my-hills-table td,.my-hills-table th{text-align:right}
.my-hills-table th:first-child{text-align:left}`;
