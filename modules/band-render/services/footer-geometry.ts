import { LABEL_PT, type BandModel } from './band-layout.ts';

/**
 * Where the footer's parts sit, from the band's top edge, in points: shared by the Satori tree
 * (which prints the label) and the composers (which draw the exact-length scale bar under it and
 * the dashed line where the taped overlap starts).
 */
export function footerGeometry(m: BandModel) {
  const top = m.lengthPt - m.padY - m.footerHeight;
  const block = LABEL_PT * 1.2 + 1.5 + 4;
  const labelTop = top + Math.max(1, (m.footerHeight - block) / 2);
  const barY = labelTop + LABEL_PT * 1.2 + 1.5 + 2;
  const barX = (m.widthPt - m.scaleBar.lengthPt) / 2;
  // The overlap line marks where the other end of the band lands when it is wrapped and taped.
  const overlapY = m.allowancePt > 0 ? m.lengthPt - m.allowancePt : null;
  return { top, labelTop, barY, barX, overlapY };
}
