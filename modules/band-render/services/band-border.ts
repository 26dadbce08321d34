import type { BandSettings } from './band-settings.ts';

/** White means no border (unless a border image fills the ring). */
export function hasBorder(style: BandSettings['style']): boolean {
  return style.theme.borderWidthMm > 0 && (style.borderColor !== '#ffffff' || !!style.theme.borderImage);
}
