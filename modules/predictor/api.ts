import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { heavyRequest } from '../../src/host/admission.ts';
import { toLocale } from '../../src/i18n/locales.ts';
import { ogContent } from './og/og-image.ts';
import { drawOgCard } from './og/og-pool.ts';
import { parsePredictorQuery } from './services/predictor-query.ts';
import { predictorReport } from './services/predictor-report.ts';

/** Changes when the card's drawing changes (og-card.tsx, fonts), so cached cards are drawn again. */
const OG_CARD_VERSION = '1';

/**
 * The predictor's routes, mounted by the host under /api/predictor. Open to everyone.
 * GET /og.png takes the page's own query (plus `lang`) and answers its social preview image;
 * an invalid or empty query gets the generic card rather than an error, since crawlers show
 * whatever they get. The card is drawn in the worker pool, admitted a few at a time like print
 * files (heavyRequest); its ETag is its words and figures, so a revalidation is a 304 without
 * drawing anything.
 */
export const predictorApi = new Hono().get('/og.png', heavyRequest, async (c) => {
  const params = new URL(c.req.url).searchParams;
  const locale = toLocale(params.get('lang'));
  const parsed = parsePredictorQuery(params);
  const content = ogContent(locale, parsed.state === 'valid' ? predictorReport(parsed.input) : null);
  const etag = `"og${OG_CARD_VERSION}-${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22)}"`;
  // The image depends on the query alone: crawlers and browsers may keep it, and other sites show it.
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  if (
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304, headers);
  const png = await drawOgCard(content);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', ...headers });
});
