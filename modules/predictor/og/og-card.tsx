/**
 * The 1200 × 630 preview card, as Satori elements (flexbox only, inline styles). The content is
 * plain strings prepared by og-image.ts, so this file only lays out.
 */
export interface OgCardContent {
  site: string;
  headline: string;
  subline: string;
  /** Up to four big figures, e.g. VDOT and three predicted times. */
  figures: { label: string; value: string }[];
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PAD_X = 64;
const PAD_Y = 56;

export function ogCard(content: OgCardContent) {
  return (
    <div
      style={{
        // Satori sizes the content box: the padding comes on top of these.
        width: OG_WIDTH - 2 * PAD_X,
        height: OG_HEIGHT - 2 * PAD_Y,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${PAD_Y}px ${PAD_X}px`,
        background: 'linear-gradient(135deg, #08437f 0%, #0b5cad 60%, #e4572e 140%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 30, fontWeight: 700, opacity: 0.85 }}>{content.site}</div>
        <div style={{ fontSize: 64, fontWeight: 700, marginTop: 12 }}>{content.headline}</div>
        <div style={{ fontSize: 36, marginTop: 8 }}>{content.subline}</div>
      </div>
      <div style={{ display: 'flex', gap: 24 }}>
        {content.figures.map((figure) => (
          <div
            key={figure.label}
            style={{
              display: 'flex',
              flexDirection: 'column',
              flex: 1,
              padding: '20px 24px',
              borderRadius: 20,
              background: 'rgba(255,255,255,0.14)',
            }}
          >
            <div style={{ fontSize: 26, opacity: 0.9 }}>{figure.label}</div>
            <div style={{ fontSize: 50, fontWeight: 700, marginTop: 6 }}>{figure.value}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
