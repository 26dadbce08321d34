import { Hono } from 'hono';
import { requestEm } from '../../src/db/orm.server.ts';
import { toLocale } from '../../src/i18n/locales.ts';
import { adminContentRoutes } from './api/admin-content-routes.ts';
import { adminLegalRoutes } from './api/admin-legal-routes.ts';
import { contactRoutes } from './api/contact-routes.ts';
import { listPublishedNews } from './data/content.repository.ts';
import { contentApiPaths } from './api-paths.ts';

/** The content module's routes, mounted by the host under /api: the news list (open), the contact form and the admin forms (news, FAQ, legal pages). */
export const contentApi = new Hono()
  .route('/', contactRoutes)
  .route('/', adminContentRoutes)
  .route('/', adminLegalRoutes)
  .get(contentApiPaths.routes.newsList.pattern, async (c) => {
    const lang = c.req.query('lang');
    const locale = toLocale(lang);
    const items = await listPublishedNews(requestEm(), locale, { limit: 50 });
    return c.json({
      data: items.map((item) => ({ slug: item.slug, title: item.title, publish_date_from: item.publishDateFrom })),
    });
  });
