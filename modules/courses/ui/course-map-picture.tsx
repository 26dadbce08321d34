import type { MapPoint } from './map-points.ts';

const WIDTH = 600;
const HEIGHT = 360;
const PAD = 28;
const COLOURS = { start: '#1f6b3a', finish: '#b42828', aid: '#1e5ac8', km: '#ffffff' } as const;

/**
 * The course drawn by the server as a picture (issue 29 point 9): the line, its distance marks,
 * start and finish, in the colours of the interactive map, on the same plain background. It is
 * what the course page shows first, with no script; MapLibre and deck.gl (about 2 MB, and a
 * WebGL context) load only when the reader asks to zoom and pan (CourseMap's `poster`).
 */
export function CourseMapPicture({ line, points, label }: { line: Array<[number, number]>; points: MapPoint[]; label: string }) {
  if (line.length < 2) return null;
  // Equirectangular around the course's middle latitude: true to shape at a course's scale.
  const lats = line.map((p) => p[1]);
  const lons = line.map((p) => p[0]);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xOf = (lon: number) => lon * Math.cos(midLat);
  const [x0, x1] = [Math.min(...lons.map(xOf)), Math.max(...lons.map(xOf))];
  const [y0, y1] = [Math.min(...lats), Math.max(...lats)];
  const scale = Math.min((WIDTH - 2 * PAD) / Math.max(x1 - x0, 1e-9), (HEIGHT - 2 * PAD) / Math.max(y1 - y0, 1e-9));
  const left = (WIDTH - (x1 - x0) * scale) / 2;
  const top = (HEIGHT - (y1 - y0) * scale) / 2;
  const at = (lon: number, lat: number): [number, number] => [
    Math.round((left + (xOf(lon) - x0) * scale) * 10) / 10,
    Math.round((top + (y1 - lat) * scale) * 10) / 10,
  ];
  // One vertex per tenth of a unit at most: the same drawing in far fewer bytes.
  const vertices: string[] = [];
  for (const [lon, lat] of line) {
    const vertex = at(lon, lat).join(' ');
    if (vertex !== vertices.at(-1)) vertices.push(vertex);
  }
  return (
    <svg
      className="course-map-picture"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      style={{ display: 'block', width: '100%', height: '100%', background: '#eef3ee' }}
    >
      <path d={`M${vertices.join('L')}`} fill="none" stroke="#c84614" strokeWidth={4} strokeLinejoin="round" strokeLinecap="round" />
      {points
        .filter((p) => p.kind !== 'aid')
        .map((p, i) => {
          const [x, y] = at(p.lon, p.lat);
          const km = p.kind === 'km';
          return (
            <g key={i}>
              <circle cx={x} cy={y} r={km ? 9 : 8} fill={COLOURS[p.kind]} stroke={km ? '#3c3c3c' : '#ffffff'} strokeWidth={2} />
              <text
                x={x}
                y={km ? y + 4 : y - 14}
                textAnchor="middle"
                fontSize={km ? 11 : 13}
                fontWeight={700}
                fill={km ? '#1e1e1e' : COLOURS[p.kind]}
              >
                {km ? p.name : p.kind === 'start' ? 'S' : 'F'}
              </text>
            </g>
          );
        })}
    </svg>
  );
}
