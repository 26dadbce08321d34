import { Hono, type Context } from 'hono';
import { recordAudit } from '../../admin/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { keptValues, readFormPost } from '../../../src/host/forms/form-post.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { createFaq, createNews, deleteFaq, deleteNews, updateFaq, updateNews } from '../data/content-admin.repository.ts';
import { t } from '../locales/messages.ts';
import { parseFaqForm, parseNewsForm } from '../services/content-admin-forms.ts';
import { contentApiPaths } from '../api-paths.ts';

function rowId(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}

const success = (form: string, text: string) => ({ form, errors: {}, values: {}, message: { kind: 'success' as const, text } });

/**
 * The news and FAQ editors' forms (staff only, checked here on the server; every change audited).
 * Errors go back to the form with what was typed; success goes to the list.
 */
export const adminContentRoutes = new Hono()
  .post(contentApiPaths.routes.news.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const id = c.req.param('id') ? rowId(c) : null;
    const form = routePath(post.locale, id ? 'admin.news.edit' : 'admin.news.create', id ? { id: String(id) } : {});
    const parsed = parseNewsForm(post.fields, LL);
    if (!parsed.ok) return post.redirect(form, { flash: { form: 'news', errors: parsed.errors, values: keptValues(post.fields) } });
    const saved = id ? await updateNews(requestEm(), id, parsed.value) : await createNews(requestEm(), parsed.value);
    if (!saved.ok && saved.reason === 'missing') throw new NotFoundError();
    if (!saved.ok) {
      const errors = { slug: [LL.content.admin.news.errors.slugTaken()] };
      return post.redirect(form, { flash: { form: 'news', errors, values: keptValues(post.fields) } });
    }
    await recordAudit(viewer, id ? 'news.update' : 'news.create', saved.value.slug, { publishDateFrom: saved.value.publishDateFrom });
    const text = id ? LL.content.admin.news.saved() : LL.content.admin.news.created();
    return post.redirect(routePath(post.locale, 'admin.news.index'), { flash: success('news-list', text) });
  })
  .post(contentApiPaths.routes.newsDelete.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const ask = await post.confirmFirst('delete');
    if (ask) return ask;
    const removed = await deleteNews(requestEm(), rowId(c));
    if (!removed) throw new NotFoundError();
    await recordAudit(viewer, 'news.delete', removed.slug);
    return post.redirect(routePath(post.locale, 'admin.news.index'), {
      flash: success('news-list', t(post.locale).content.admin.news.deleted()),
    });
  })
  .post(contentApiPaths.routes.faq.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const id = c.req.param('id') ? rowId(c) : null;
    const form = routePath(post.locale, id ? 'admin.faq.edit' : 'admin.faq.create', id ? { id: String(id) } : {});
    const parsed = parseFaqForm(post.fields, LL);
    if (!parsed.ok) return post.redirect(form, { flash: { form: 'faq', errors: parsed.errors, values: keptValues(post.fields) } });
    const saved = id ? await updateFaq(requestEm(), id, parsed.value) : await createFaq(requestEm(), parsed.value);
    if (!saved.ok && saved.reason === 'missing') throw new NotFoundError();
    if (!saved.ok) {
      const errors = { key: [LL.content.admin.faq.errors.keyTaken()] };
      return post.redirect(form, { flash: { form: 'faq', errors, values: keptValues(post.fields) } });
    }
    await recordAudit(viewer, id ? 'faq.update' : 'faq.create', saved.value.key);
    const text = id ? LL.content.admin.faq.saved() : LL.content.admin.faq.created();
    return post.redirect(routePath(post.locale, 'admin.faq.index'), { flash: success('faq-list', text) });
  })
  .post(contentApiPaths.routes.faqDelete.pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const ask = await post.confirmFirst('delete');
    if (ask) return ask;
    const removed = await deleteFaq(requestEm(), rowId(c));
    if (!removed) throw new NotFoundError();
    await recordAudit(viewer, 'faq.delete', removed.key);
    return post.redirect(routePath(post.locale, 'admin.faq.index'), {
      flash: success('faq-list', t(post.locale).content.admin.faq.deleted()),
    });
  });
