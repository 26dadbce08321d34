import type { BandDrawing } from './band-drawing.ts';
import { hasBorder } from './band-layout.ts';
import { PX_PER_PT } from './band-tree.tsx';
import { footerGeometry } from './footer-geometry.ts';
import { coverRect, ringPath } from './image-fit.ts';

/**
 * One band part as SVG markup in points (y down from the band's top-left), ids prefixed so that
 * several bands can share one sheet. Layer order matches the PDF: background, background image,
 * Satori's stripes and text, border (colour or image), overlap line, scale bar.
 */
export function bandPartMarkup(drawing: BandDrawing, part: number, prefix: string): string {
  const { model: m, settings: s } = drawing;
  const st = s.style;
  const satori = drawing.parts[part]?.satoriSvg ?? '';
  const inner = satori
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replaceAll('satori_', `${prefix}satori_`);
  const W = m.widthPt;
  const L = m.lengthPt;
  const out: string[] = [];
  out.push(`<clipPath id="${prefix}clip"><rect width="${W}" height="${L}"/></clipPath>`);
  out.push(`<rect width="${W}" height="${L}" fill="${st.backgroundColor}" fill-opacity="${st.opacity}"/>`);
  const bg = st.theme.backgroundImage;
  if (bg) {
    const r = coverRect(bg, W, L, st.theme.position);
    out.push(
      `<g clip-path="url(#${prefix}clip)"><image href="${bg.dataUrl}" x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" preserveAspectRatio="none"/></g>`,
    );
  }
  out.push(`<g transform="scale(${1 / PX_PER_PT})">${inner}</g>`);
  if (hasBorder(st)) {
    const ring = ringPath(W, L, m.borderPt);
    const image = st.theme.borderImage;
    if (image) {
      const r = coverRect(image, W, L, 'center');
      out.push(`<clipPath id="${prefix}ring"><path d="${ring}" clip-rule="evenodd"/></clipPath>`);
      out.push(
        `<g clip-path="url(#${prefix}ring)"><image href="${image.dataUrl}" x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" preserveAspectRatio="none"/></g>`,
      );
    } else out.push(`<path d="${ring}" fill-rule="evenodd" fill="${st.borderColor}"/>`);
  }
  const foot = footerGeometry(m);
  if (foot.overlapY !== null) {
    out.push(
      `<line x1="${m.borderPt}" x2="${W - m.borderPt}" y1="${foot.overlapY}" y2="${foot.overlapY}" stroke="${st.textColor}" stroke-opacity="0.45" stroke-width="0.4" stroke-dasharray="2 1.5"/>`,
    );
  }
  out.push(
    `<path d="${scaleBarPath(foot.barX, foot.barY, m.scaleBar.lengthPt)}" stroke="${st.textColor}" stroke-width="0.5" fill="none"/>`,
  );
  return out.join('');
}

/** The scale mark: a bar of exactly `length` with end ticks (their outer edges are the measure). */
export function scaleBarPath(x: number, y: number, length: number): string {
  return `M${x + 0.25} ${y - 2}V${y + 2} M${x} ${y}H${x + length} M${x + length - 0.25} ${y - 2}V${y + 2}`;
}

/** A standalone SVG of one or more parts side by side, sized in real points. */
export function bandSvgDocument(drawing: BandDrawing, unit: 'pt' | 'px' = 'pt'): string {
  const { model: m } = drawing;
  const gap = 12;
  const count = drawing.parts.length;
  const W = count * m.widthPt + (count - 1) * gap;
  const L = m.lengthPt;
  const bodies = drawing.parts.map(
    (_, i) => `<g transform="translate(${i * (m.widthPt + gap)} 0)">${bandPartMarkup(drawing, i, `b${i}`)}</g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}${unit === 'pt' ? 'pt' : ''}" height="${L}${unit === 'pt' ? 'pt' : ''}" viewBox="0 0 ${W} ${L}">${bodies.join('')}</svg>`;
}
