import type { Locale } from '../../../src/i18n/locales.ts';
import { ValidationError } from '../../../src/lib/http-errors.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { bandMessage, BandSettingsError, renderBandPngFile, renderBandsPdf, renderBandSvg, type PngDpi } from '../../band-render/index.ts';
import type { BuildSettings } from '../../band-builder/index.ts';

export interface BandFile {
  bytes: Uint8Array;
  contentType: string;
  name: string;
}

/**
 * The print files of the build page's download buttons: the PDF holds every band imposed on
 * paper; the PNG each goal time's band at `dpi` (a ZIP of one PNG per goal when there are
 * several), as the site's band.png; the SVG shows the first band. A band the renderer refuses (too many rows for its
 * size…) is a field error, with the page's message.
 */
export async function renderBandFile(
  format: 'pdf' | 'png' | 'svg',
  plans: BandPlan[],
  settings: BuildSettings,
  locale: Locale,
  dpi?: PngDpi,
): Promise<BandFile> {
  const band = { ...settings.band, locale: settings.band.locale };
  const first = plans[0];
  if (!first) throw new ValidationError({ 'plan.bands': [bandMessage(locale, 'invalidType')] });
  const base = `pace-band-${(band.title || 'paceband').replace(/[^\w-]+/g, '-').toLowerCase()}`;
  const name = `${base}.${format}`;
  try {
    if (format === 'pdf') return { bytes: (await renderBandsPdf(plans, band, settings.paper)).bytes, contentType: 'application/pdf', name };
    if (format === 'png') {
      const file = await renderBandPngFile(plans, band, { dpi, base });
      return { bytes: file.bytes, contentType: file.contentType, name: file.name };
    }
    return { bytes: new TextEncoder().encode((await renderBandSvg(first, band)).svg), contentType: 'image/svg+xml', name };
  } catch (error) {
    if (!(error instanceof BandSettingsError)) throw error;
    const key = ['band', ...error.path.map(String)].join('.');
    throw new ValidationError({ [key]: [bandMessage(locale, error.code, error.params)] });
  }
}
