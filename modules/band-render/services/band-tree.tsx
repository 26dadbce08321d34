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

/** How a text is set: what Satori would inherit at that place in the tree. */
export interface TextSpec {
  sizePx: number;
  weight: 400 | 700;
  italic: boolean;
  lineHeight: number;
  align: 'start' | 'end' | 'center';
}

/**
 * Every text of the tree passes through this, in tree order. The renderer's own pass keeps the
 * text; the batch composer (band-compose.tsx) records it and puts a blank in its place, so that
 * bands differing only in their texts lay out the same Satori skeleton once. The tree may test a
 * text for emptiness but must not otherwise let it shape the tree (its length, say): the composer
 * keys skeletons by the model with the goal-dependent texts reduced to "empty or not", and lists
 * the texts in this order itself (textsInTreeOrder, checked against the tree).
 */
export type TextHook = (text: string, spec: TextSpec) => string;
const asIs: TextHook = (text) => text;

// The parts below are called as functions, not rendered as components, so that `t` sees every
// text in tree order while the tree is built.
function header(h: HeaderModel, height: number, text: string, t: TextHook) {
  const line = (sizePt: number, weight: 400 | 700, lineHeight: number) =>
    ({ sizePx: px(sizePt), weight, italic: false, lineHeight, align: 'center' }) as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', height: px(height) }}>
      {h.title ? (
        <div style={{ display: 'flex', fontSize: px(h.titleSize), fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          {t(h.title, line(h.titleSize, 700, 1.2))}
        </div>
      ) : null}
      <div style={{ display: 'flex', fontSize: px(h.goalSize), fontWeight: 700, lineHeight: 1.15 }}>
        {t(h.goal, line(h.goalSize, 700, 1.15))}
      </div>
      <div style={{ display: 'flex', fontSize: px(h.subSize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>
        {t(h.sub, line(h.subSize, 400, 1.25))}
      </div>
      {[h.walk, h.walkMore].map((walk, i) =>
        walk ? (
          <div key={i} style={{ display: 'flex', fontSize: px(h.walkSize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>
            {t(walk, line(h.walkSize, 400, 1.25))}
          </div>
        ) : null,
      )}
      {h.raceDay.map((text, i) => (
        <div key={`race-day-${i}`} style={{ display: 'flex', fontSize: px(h.raceDaySize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>
          {t(text, line(h.raceDaySize, 400, 1.25))}
        </div>
      ))}
      {h.note.map((text, i) => (
        <div key={`note-${i}`} style={{ display: 'flex', fontSize: px(h.noteSize), lineHeight: 1.25, whiteSpace: 'nowrap' }}>
          {t(text, line(h.noteSize, 400, 1.25))}
        </div>
      ))}
      <div style={{ display: 'flex', marginTop: 'auto', width: '100%', height: px(0.6), backgroundColor: text }} />
    </div>
  );
}

function cellsOf(cells: string[], widths: number[], face: Omit<TextSpec, 'align'>, t: TextHook) {
  return (
    <div style={{ display: 'flex', flexGrow: 1, justifyContent: 'space-between', alignItems: 'center' }}>
      {cells.map((cell, i) => (
        <div
          key={i}
          style={{ display: 'flex', width: px(widths[i] ?? 0), justifyContent: i === 0 ? 'flex-start' : 'flex-end', whiteSpace: 'nowrap' }}
        >
          {t(cell, { ...face, align: i === 0 ? 'start' : 'end' })}
        </div>
      ))}
    </div>
  );
}

function rowOf(row: RowCells, index: number, m: BandModel, s: BandSettings, t: TextHook) {
  const st = s.style;
  const face = rowFace(row.kind, st.fontFamily, st.fontStyle);
  const fill = index % 2 === 0 ? st.oddRowColor : st.evenRowColor;
  const f = m.fit;
  const weight = face.weight === 700 ? 700 : 400;
  return (
    <div
      key={index}
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
      {cellsOf(row.cells, f.cellWidthsPt, { sizePx: px(f.fontSizePt), weight, italic: face.italic, lineHeight: 1 }, t)}
    </div>
  );
}

export function bandTree(m: BandModel, partIndex: number, s: BandSettings, t: TextHook = asIs): ReactNode {
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
      {header(part.header, m.headerHeight, st.textColor, t)}
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
            {cellsOf(m.heads, f.cellWidthsPt, { sizePx: px(f.headSizePt), weight: 400, italic: false, lineHeight: 1 }, t)}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: px(f.blockGapPt) }}>
        {part.blocks.map((block, b) => (
          <div key={b} style={blockStyle}>
            {block.map((row, i) => rowOf(row, i, m, s, t))}
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
        <div style={{ display: 'flex', fontSize: px(LABEL_PT), lineHeight: 1.2, whiteSpace: 'nowrap' }}>
          {t(m.footerLabel, { sizePx: px(LABEL_PT), weight: 400, italic: false, lineHeight: 1.2, align: 'center' })}
        </div>
      </div>
    </div>
  );
}
