'use client';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const WIDTH = 640;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 10, bottom: 30, left: 40 };

/** Counts per day as bars (visx, drawn as SVG on the server and in the browser alike). */
export function StatsChart({ days, values, label }: { days: readonly string[]; values: readonly number[]; label: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: [...days], range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...values)], range: [innerHeight, 0], nice: true });
  const every = Math.max(1, Math.ceil(days.length / 8));
  return (
    <svg className="stats-chart" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {days.map((day, i) => {
          const value = values[i] ?? 0;
          const barHeight = innerHeight - (y(value) ?? innerHeight);
          return <Bar key={day} x={x(day)} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} fill="#0b5cad" />;
        })}
        <AxisLeft scale={y} numTicks={4} tickFormat={(v) => String(v)} />
        <AxisBottom top={innerHeight} scale={x} tickValues={days.filter((_, i) => i % every === 0)} tickFormat={(d) => d.slice(5)} />
      </Group>
    </svg>
  );
}
