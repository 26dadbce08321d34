/**
 * Small illustrations of pace bands for the home page examples. Decorative SVG drawn from fixed
 * figures (the real bands are on the build page): a hilly even-effort plan, a run–walk plan,
 * and a band with its printed scale bar.
 */
const VARIANTS: Array<{ rows: string[][]; tint: string }> = [
  {
    tint: '#e8f0fa',
    rows: [
      ['1 km', '↑ 3 %', '5:21'],
      ['2 km', '↑ 1 %', '10:28'],
      ['3 km', '↓ 4 %', '15:05'],
      ['4 km', '0 %', '19:58'],
    ],
  },
  {
    tint: '#fdeee9',
    rows: [
      ['1 km', 'run 4:48', '4:48'],
      ['2 km', 'run 4:48', '9:36'],
      ['', 'walk 1:00', '10:36'],
      ['3 km', 'run 4:48', '15:30'],
    ],
  },
  {
    tint: '#eef6ee',
    rows: [
      ['40 km', '4:58', '3:19:06'],
      ['41 km', '4:58', '3:24:04'],
      ['42 km', '4:58', '3:29:02'],
      ['42.2', '0:58', '3:30:00'],
    ],
  },
];

export function ExampleBand({ variant }: { variant: number }) {
  const example = VARIANTS[variant % VARIANTS.length]!;
  const scale = variant % VARIANTS.length === 2;
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
            {row[0]}
          </text>
          <text x="92" y="16" fontSize="12" fontFamily="monospace" fill="#1b1f24">
            {row[1]}
          </text>
          <text x="176" y="16" fontSize="12" fontFamily="monospace" fontWeight="bold" fill="#1b1f24">
            {row[2]}
          </text>
        </g>
      ))}
      {scale && (
        <g transform="translate(0 100)">
          <path d="M60 10h120M60 4v12M180 4v12" stroke="#1b1f24" strokeWidth="1.5" />
          <text x="120" y="2" fontSize="9" fontFamily="sans-serif" textAnchor="middle" fill="#1b1f24">
            5 cm
          </text>
        </g>
      )}
    </svg>
  );
}
