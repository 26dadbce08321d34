import { Hono } from 'hono';
import { heavyRequest } from '../../src/host/admission.ts';
import { shareImageAnswer } from '../../src/host/share-image/share-answer.ts';
import { toLocale } from '../../src/i18n/locales.ts';
import { PREDICTOR_CARD_PATH } from './og/card-path.ts';
import { ogContent } from './og/og-image.ts';
import { parsePredictorQuery } from './services/predictor-query.ts';
import { predictorReport } from './services/predictor-report.ts';

/**
 * GET /og/predictor/card.png takes the page's own query (plus `lang`) and answers its social
 * preview image; an invalid or empty query gets the generic card rather than an error, since
 * crawlers show whatever they get. Drawn in the worker pool, admitted a few at a time like print
 * files (heavyRequest), with an ETag of its words and figures (src/host/share-image/).
 */
export const predictorShareImages = new Hono().get('/card.png', heavyRequest, (c) => {
  const params = new URL(c.req.url).searchParams;
  const parsed = parsePredictorQuery(params);
  return shareImageAnswer(c, ogContent(toLocale(params.get('lang')), parsed.state === 'valid' ? predictorReport(parsed.input) : null));
});

/**
 * The predictor's routes under /api/predictor. The card used to be /api/predictor/og.png, which
 * robots.txt closes (issue 29 point 8): links already shared are sent on to its new address.
 */
export const predictorApi = new Hono().get('/og.png', (c) => c.redirect(`${PREDICTOR_CARD_PATH}${new URL(c.req.url).search}`, 301));
