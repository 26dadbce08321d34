import type { Context } from 'hono';
import type { Locale } from '../../../src/i18n/locales.ts';
import { renderBandPngFile, renderBandsPdf, renderBandSvg, type PngDpi, bandMessage, parsePngDpi } from '../../band-render/index.ts';
import { dictionary } from '../locales/messages.ts';
import { rendered, type Prepared } from '../services/build/prepare-build.ts';
import { InvalidParametersError } from '../../../src/lib/http-errors.ts';

/** The PNG's resolution asked in `?dpi=` (150, 300 or 600; 300 unless asked); another value is a 400. */
export function pngDpiOf(c: Context, locale: Locale): PngDpi {
  const dpi = parsePngDpi(c.req.query('dpi'));
  if (dpi !== null) return dpi;
  const message = dictionary(locale).builder.download.dpiInvalid;
  throw new InvalidParametersError({ dpi: [message] });
}

/**
 * The print file of prepared bands: the PDF holds every band; the PNG each goal time's band at
 * `dpi` (a ZIP of one PNG per goal when there are several); the SVG the first.
 */
export async function printFile(
  c: Context,
  prepared: Extract<Prepared, { ok: true }>,
  locale: Locale,
  format: 'pdf' | 'png' | 'svg',
  dpi?: PngDpi,
): Promise<Response> {
  const band = { ...prepared.settings.band, locale };
  const first = prepared.plans[0];
  if (!first) throw new InvalidParametersError({ 'plan.bands': [bandMessage(locale, 'invalidType')] });
  const base = `pace-band-${(band.title || 'paceband').replace(/[^\w-]+/g, '-').toLowerCase()}`;
  const name = `${base}.${format}`;
  const headers = { 'Content-Disposition': `attachment; filename="${name}"` };
  if (format === 'pdf') {
    const pdf = await rendered(locale, () => renderBandsPdf(prepared.plans, band, prepared.settings.paper));
    if (!pdf.ok) throw new InvalidParametersError(pdf.errors);
    return c.body(pdf.value.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/pdf' });
  }
  if (format === 'png') {
    const png = await rendered(locale, () => renderBandPngFile(prepared.plans, band, { dpi, base }));
    if (!png.ok) throw new InvalidParametersError(png.errors);
    return c.body(png.value.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Disposition': `attachment; filename="${png.value.name}"`,
      'Content-Type': png.value.contentType,
    });
  }
  const svg = await rendered(locale, () => renderBandSvg(first, band));
  if (!svg.ok) throw new InvalidParametersError(svg.errors);
  return c.body(svg.value.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
}
