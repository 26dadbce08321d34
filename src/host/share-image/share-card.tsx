/**
 * The site's 1200 × 630 share card, as Satori elements (flexbox only, inline styles): the site's
 * name, a headline, a line under it, up to four figures and, for a course, its elevation profile
 * drawn across the foot of the card. The content is plain data (it crosses to a worker thread),
 * prepared by whoever owns the words.
 */
export interface ShareCardContent {
  site: string;
  headline: string;
  subline: string;
  figures: { label: string; value: string }[];
  /** Elevations in metres at evenly spaced distances, start to finish (a course's profile). */
  profile?: number[];
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const PAD_X = 64;
const PAD_Y = 56;
const PROFILE_HEIGHT = 230;

/** The profile as an SVG area and line in a box of `width` × `height` (lowest point near the foot). */
export function profilePaths(elevations: readonly number[], width: number, height: number): { area: string; line: string } | null {
  if (elevations.length < 2) return null;
  const min = Math.min(...elevations);
  const max = Math.max(...elevations);
  // A flat course still reads as a course: at least 60 m of range, so 5 m of noise stays small.
  const range = Math.max(max - min, 60);
  const top = height * 0.1;
  const y = (e: number) => top + (height - top) * (1 - (e - min) / range) * 0.85;
  const points = elevations.map((e, i) => `${((i / (elevations.length - 1)) * width).toFixed(1)},${y(e).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  return { line, area: `${line}L${width},${height}L0,${height}Z` };
}

export function shareCard(content: ShareCardContent) {
  const paths = content.profile ? profilePaths(content.profile, SHARE_WIDTH, PROFILE_HEIGHT) : null;
  return (
    <div
      style={{
        width: SHARE_WIDTH,
        height: SHARE_HEIGHT,
        display: 'flex',
        position: 'relative',
        background: 'linear-gradient(135deg, #08437f 0%, #0b5cad 60%, #e4572e 140%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      {paths && (
        <svg
          width={SHARE_WIDTH}
          height={PROFILE_HEIGHT}
          viewBox={`0 0 ${SHARE_WIDTH} ${PROFILE_HEIGHT}`}
          style={{ position: 'absolute', left: 0, bottom: 0 }}
        >
          <path d={paths.area} fill="rgba(255,255,255,0.18)" />
          <path d={paths.line} fill="none" stroke="#ffffff" strokeWidth={5} strokeLinejoin="round" />
        </svg>
      )}
      <div
        style={{
          // Satori sizes the content box: the padding comes on top of these.
          width: SHARE_WIDTH - 2 * PAD_X,
          height: SHARE_HEIGHT - 2 * PAD_Y,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: paths ? 'flex-start' : 'space-between',
          padding: `${PAD_Y}px ${PAD_X}px`,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 30, fontWeight: 700, opacity: 0.85 }}>{content.site}</div>
          <div style={{ fontSize: 64, fontWeight: 700, marginTop: 12, lineHeight: 1.1 }}>{content.headline}</div>
          <div style={{ fontSize: 36, marginTop: 8 }}>{content.subline}</div>
        </div>
        <div style={{ display: 'flex', gap: 24, marginTop: paths ? 28 : 0 }}>
          {content.figures.map((figure) => (
            <div
              key={figure.label}
              style={{
                display: 'flex',
                flexDirection: 'column',
                // Without a profile the figures share the card's width, bigger.
                ...(paths ? {} : { flex: 1 }),
                padding: paths ? '14px 24px' : '20px 24px',
                borderRadius: 20,
                background: 'rgba(255,255,255,0.14)',
              }}
            >
              <div style={{ fontSize: paths ? 24 : 26, opacity: 0.9 }}>{figure.label}</div>
              <div style={{ fontSize: paths ? 42 : 50, fontWeight: 700, marginTop: paths ? 4 : 6 }}>{figure.value}</div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
