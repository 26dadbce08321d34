/**
 * A small illustration of a pace band for the home page examples. Decorative SVG: the numbers are
 * a real even-effort plan's first splits, drawn, not computed at request time.
 */
const ROWS = [
  ['1', '4:58', '4:58'],
  ['2', '5:06', '10:04'],
  ['3', '4:51', '14:55'],
  ['4', '4:55', '19:50'],
];

export function ExampleBand({ variant }: { variant: number }) {
  const fills = [
    ['#ffffff', '#e8f0fa'],
    ['#ffffff', '#fdeee9'],
    ['#ffffff', '#eef6ee'],
  ][variant % 3] ?? ['#fff', '#eee'];
  return (
    <svg viewBox="0 0 240 96" role="img" aria-hidden="true" style={{ width: '100%', height: 'auto', borderRadius: 8, border: '1px solid #d6dbe1' }}>
      {ROWS.map((row, i) => (
        <g key={i} transform={`translate(0 ${i * 24})`}>
          <rect width="240" height="24" fill={fills[i % 2]} />
          <text x="12" y="16" fontSize="12" fontFamily="monospace" fill="#1b1f24">{`${row[0]} km`}</text>
          <text x="100" y="16" fontSize="12" fontFamily="monospace" fill="#1b1f24">{row[1]}</text>
          <text x="170" y="16" fontSize="12" fontFamily="monospace" fontWeight="bold" fill="#1b1f24">{row[2]}</text>
        </g>
      ))}
    </svg>
  );
}
