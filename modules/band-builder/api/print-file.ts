import type { Context } from 'hono';
import type { Locale } from '../../../src/i18n/locales.ts';
import { bandMessage } from '../render/band-messages.ts';
import { renderBandPng, renderBandsPdf, renderBandSvg } from '../render/index.ts';
import { rendered, type Prepared } from '../services/build/prepare-build.ts';

function invalid(c: Context, errors: Record<string, string[]>, status: 400 | 404 = 400) {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid settings';
  return c.json({ message: first, errors }, status);
}

/** The print file of prepared bands: the PDF holds every band, the PNG and SVG the first. */
export async function printFile(
  c: Context,
  prepared: Extract<Prepared, { ok: true }>,
  locale: Locale,
  format: 'pdf' | 'png' | 'svg',
): Promise<Response> {
  const band = { ...prepared.settings.band, locale };
  const first = prepared.plans[0];
  if (!first) return invalid(c, { 'plan.bands': [bandMessage(locale, 'invalidType')] });
  const name = `pace-band-${(band.title || 'paceband').replace(/[^\w-]+/g, '-').toLowerCase()}.${format}`;
  const headers = { 'Content-Disposition': `attachment; filename="${name}"` };
  if (format === 'pdf') {
    const pdf = await rendered(locale, () => renderBandsPdf(prepared.plans, band, prepared.settings.paper));
    if (!pdf.ok) return invalid(c, pdf.errors);
    return c.body(pdf.value.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/pdf' });
  }
  if (format === 'png') {
    const png = await rendered(locale, () => renderBandPng(first, band, 4));
    if (!png.ok) return invalid(c, png.errors);
    return c.body(png.value.png as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'image/png' });
  }
  const svg = await rendered(locale, () => renderBandSvg(first, band));
  if (!svg.ok) return invalid(c, svg.errors);
  return c.body(svg.value.svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
}
