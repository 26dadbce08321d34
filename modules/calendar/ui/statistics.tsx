import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { Ranked } from '../services/event-statistics.ts';

const WIDTH = 480;
const ROW = 30;
const LABEL = 170;
const COUNT = 44;

/**
 * A ranking as horizontal bars, server-rendered SVG from visx (scales and shapes; no script, no
 * network). Each bar carries its figure as text and as a title, so the chart reads without colour.
 */
export function RankingChart({
  id,
  title,
  rows,
  valueLabel,
}: {
  id: string;
  title: string;
  rows: Array<Ranked & { label: string }>;
  valueLabel: (row: Ranked & { label: string }) => string;
}) {
  if (rows.length === 0) return null;
  const height = rows.length * ROW;
  const y = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, height], padding: 0.25 });
  const x = scaleLinear<number>({ domain: [0, Math.max(...rows.map((r) => r.count))], range: [0, WIDTH - LABEL - COUNT] });
  return (
    <figure className="cal-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title`} data-testid={id}>
        <title id={`${id}-title`}>{`${title}. ${rows.map(valueLabel).join('; ')}`}</title>
        {rows.map((row) => {
          const top = y(row.key) ?? 0;
          const width = Math.max(2, x(row.count));
          return (
            <Group key={row.key} top={top}>
              <text x={LABEL - 8} y={y.bandwidth() / 2} textAnchor="end" dominantBaseline="central" className="cal-chart-label">
                {row.label.length > 24 ? `${row.label.slice(0, 23)}…` : row.label}
              </text>
              <Bar x={LABEL} y={0} width={width} height={y.bandwidth()} className="cal-chart-bar" rx={3}>
                <title>{valueLabel(row)}</title>
              </Bar>
              <text x={LABEL + width + 6} y={y.bandwidth() / 2} dominantBaseline="central" className="cal-chart-count">
                {row.count}
              </text>
            </Group>
          );
        })}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
