import { Hono } from 'hono';
import { toLocale } from '../../src/i18n/locales.ts';
import { ogContent, ogPng } from './og/og-image.ts';
import { parsePredictorQuery } from './services/predictor-query.ts';
import { predictorReport } from './services/predictor-report.ts';

/**
 * The predictor's routes, mounted by the host under /api/predictor. Open to everyone.
 * GET /og.png takes the page's own query (plus `lang`) and answers its social preview image;
 * an invalid or empty query gets the generic card rather than an error, since crawlers show
 * whatever they get.
 */
export const predictorApi = new Hono().get('/og.png', async (c) => {
  const params = new URL(c.req.url).searchParams;
  const lang = params.get('lang');
  const locale = toLocale(lang);
  const parsed = parsePredictorQuery(params);
  const report = parsed.state === 'valid' ? predictorReport(parsed.input) : null;
  const png = await ogPng(ogContent(locale, report));
  return c.body(png as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'image/png',
    // The image depends on the query alone: crawlers and browsers may keep it.
    'Cache-Control': 'public, max-age=86400',
  });
});
