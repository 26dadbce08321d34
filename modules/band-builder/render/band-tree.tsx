import type { ReactNode } from 'react';
import type { BandSettings } from './band-settings.ts';
import type { BandModel, HeaderModel } from './band-layout.ts';
import { LABEL_PT } from './band-layout.ts';
import { cssRgba } from './colour.ts';
import { FONT_FAMILIES } from './font-families.ts';
import { rowFace } from './row-faces.ts';
import type { RowCells } from './row-cells.ts';
import { footerGeometry } from './footer-geometry.ts';

/**
 * The band as Satori sees it: a portrait strip (width across the wrist, length along it) with the
 * rows stacked along the length, text upright. Satori only draws text, stripes and the accent
 * bars; background, border, images and the scale bar are drawn exactly by the SVG/PDF composers,
 * because Satori rounds layout to its pixel grid and turns borders into clip-path tricks.
 */
export const PX_PER_PT = 4;
const px = (pt: number) => pt * PX_PER_PT;

function Header({ h, height, text }: { h: HeaderModel; height: number; text: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', height: px(height) }}>
      {h.title ? (
        <div style={{ display: 'flex', fontSize: px(h.titleSize), fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}>{h.title}</div>
      ) : null}
      <div style={{ display: 'flex', fontSize: px(h.goalSize), fontWeight: 700, lineHeight: 1.15 }}>{h.goal}</div>
      <div style={{ display: 'flex', fontSize: px(h.subSize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>{h.sub}</div>
      {h.walk ? <div style={{ display: 'flex', fontSize: px(h.walkSize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>{h.walk}</div> : null}
      <div style={{ display: 'flex', marginTop: 'auto', width: '100%', height: px(0.6), backgroundColor: text }} />
    </div>
  );
}

function Cells({ cells, widths }: { cells: string[]; widths: number[] }) {
  return (
    <div style={{ display: 'flex', flexGrow: 1, justifyContent: 'space-between', alignItems: 'center' }}>
      {cells.map((cell, i) => (
        <div
          key={i}
          style={{ display: 'flex', width: px(widths[i] ?? 0), justifyContent: i === 0 ? 'flex-start' : 'flex-end', whiteSpace: 'nowrap' }}
        >
          {cell}
        </div>
      ))}
    </div>
  );
}

function Row({ row, index, m, s }: { row: RowCells; index: number; m: BandModel; s: BandSettings }) {
  const st = s.style;
  const face = rowFace(row.kind, st.fontFamily, st.fontStyle);
  const fill = index % 2 === 0 ? st.oddRowColor : st.evenRowColor;
  const f = m.fit;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        height: px(f.rowHeightPt),
        paddingRight: px(f.padRightPt),
        backgroundColor: cssRgba(fill, st.opacity),
        fontWeight: face.weight,
        fontStyle: face.italic ? 'italic' : 'normal',
      }}
    >
      <div style={{ display: 'flex', width: px(f.padLeftPt), height: '100%', alignItems: 'center' }}>
        {row.kind === 'half' ? <div style={{ display: 'flex', width: px(1.3), height: '70%', backgroundColor: st.textColor }} /> : null}
      </div>
      <Cells cells={row.cells} widths={f.cellWidthsPt} />
    </div>
  );
}

export function bandTree(m: BandModel, partIndex: number, s: BandSettings): ReactNode {
  const part = m.parts[partIndex];
  if (!part) throw new RangeError(`no part ${partIndex}`);
  const st = s.style;
  const f = m.fit;
  const foot = footerGeometry(m);
  const blockStyle = { display: 'flex', flexDirection: 'column', width: px(f.blockWidthPt) } as const;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        width: px(m.widthPt),
        height: px(m.lengthPt),
        padding: `${px(m.padY)}px ${px(m.padX)}px`,
        color: st.textColor,
        fontFamily: FONT_FAMILIES[st.fontFamily].name,
        fontSize: px(f.fontSizePt),
        lineHeight: 1,
      }}
    >
      <Header h={part.header} height={m.headerHeight} text={st.textColor} />
      <div style={{ display: 'flex', height: px(m.headHeight), gap: px(f.blockGapPt), fontSize: px(f.headSizePt) }}>
        {part.blocks.map((_, b) => (
          <div
            key={b}
            style={{
              ...blockStyle,
              boxSizing: 'border-box',
              flexDirection: 'row',
              alignItems: 'center',
              paddingLeft: px(f.padLeftPt),
              paddingRight: px(f.padRightPt),
            }}
          >
            <Cells cells={m.heads} widths={f.cellWidthsPt} />
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: px(f.blockGapPt) }}>
        {part.blocks.map((block, b) => (
          <div key={b} style={blockStyle}>
            {block.map((row, i) => (
              <Row key={i} row={row} index={i} m={m} s={s} />
            ))}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexGrow: 1 }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          boxSizing: 'border-box',
          alignItems: 'center',
          height: px(m.footerHeight),
          paddingTop: px(foot.labelTop - foot.top),
        }}
      >
        <div style={{ display: 'flex', fontSize: px(LABEL_PT), lineHeight: 1.2, whiteSpace: 'nowrap' }}>{m.footerLabel}</div>
      </div>
    </div>
  );
}
