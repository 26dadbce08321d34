import { Hono, type MiddlewareHandler } from 'hono';
import { toLocale, type Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { heavyRequest } from '../admission.ts';
import type { ShareImageContribution } from '../module-contract.ts';
import type { ShareCardContent } from './share-card.tsx';
import { shareImageAnswer } from './share-answer.ts';
import { SHARE_IMAGE_ROOT } from './share-paths.ts';

/** The site's card: its name, tagline and what it offers. */
function siteCardContent(locale: Locale): ShareCardContent {
  const LL = t(locale);
  return { site: LL.site.name(), headline: LL.site.tagline(), subline: LL.site.shareLine(), figures: [] };
}

/**
 * Serves the share images under /og: the site's card (`/og/site.png?lang=fr`) and each module's
 * (`shareImages` in its manifest, e.g. /og/courses/<uuid>.png). Anything else under /og goes on
 * to the pages, which answer the 404 page.
 */
export function shareImageRoutes(mounts: readonly ShareImageContribution[]): MiddlewareHandler {
  const app = new Hono();
  app.get('/site.png', heavyRequest, (c) => shareImageAnswer(c, siteCardContent(toLocale(c.req.query('lang')))));
  for (const mount of mounts) app.route(mount.prefix, mount.app);
  const MISSED = 'x-share-image-missed';
  app.notFound((c) => c.body(null, 404, { [MISSED]: '1' }));
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith(`${SHARE_IMAGE_ROOT}/`) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    url.pathname = url.pathname.slice(SHARE_IMAGE_ROOT.length);
    const response = await app.fetch(new Request(url, c.req.raw), c.env);
    if (response.headers.has(MISSED)) return next();
    return response;
  };
}
