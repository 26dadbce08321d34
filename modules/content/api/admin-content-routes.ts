import { Hono, type Context } from 'hono';
import { recordAudit } from '../../admin/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { keptValues, readFormPost } from '../../../src/host/forms/form-post.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { faqRows, newsRows, type EditableRows } from '../data/content-admin.repository.ts';
import { t, type Translator } from '../locales/messages.ts';
import { parseFaqForm, parseNewsForm, type FormResult } from '../services/content-admin-forms.ts';
import { contentApiPaths } from '../api-paths.ts';

function rowId(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
  return id;
}

const success = (form: string, text: string) => ({ form, errors: {}, values: {}, message: { kind: 'success' as const, text } });

/** One content table's editor: its rows, its form, and what is said and audited about a row. */
interface Editor<Input, Dto> {
  /** Names its routes (admin.<kind>.*), its audit actions (<kind>.create…) and its flash forms (<kind>, <kind>-list). */
  kind: 'news' | 'faq';
  rows: EditableRows<Input, Dto>;
  parse: (fields: Record<string, string>, LL: Translator) => FormResult<Input>;
  /** The field that must be unique: a clash is reported on it. */
  uniqueField: string;
  /** The row's name in the audit (its unique field's value), and any details kept with a save. */
  auditTarget: (row: Dto) => string;
  auditDetails?: (row: Dto) => Record<string, unknown>;
  texts: (LL: Translator) => { created: () => string; saved: () => string; deleted: () => string };
  /** The message when another row already has the unique field's value. */
  taken: (LL: Translator) => string;
}

/**
 * An editor's two forms (staff only, checked here on the server; every change audited): save (create
 * or update) and delete. Errors go back to the form with what was typed; success goes to the list.
 */
function addEditorRoutes<Input, Dto>(app: Hono, editor: Editor<Input, Dto>): void {
  const { kind } = editor;
  app.post(contentApiPaths.routes[kind].pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const LL = t(post.locale);
    const texts = editor.texts(LL);
    const id = c.req.param('id') ? rowId(c) : null;
    const form = routePath(post.locale, id ? `admin.${kind}.edit` : `admin.${kind}.create`, id ? { id: String(id) } : {});
    const parsed = editor.parse(post.fields, LL);
    if (!parsed.ok) return post.redirect(form, { flash: { form: kind, errors: parsed.errors, values: keptValues(post.fields) } });
    const saved = id ? await editor.rows.update(requestEm(), id, parsed.value) : await editor.rows.create(requestEm(), parsed.value);
    if (!saved.ok && saved.reason === 'missing') throw new NotFoundError();
    if (!saved.ok) {
      const errors = { [editor.uniqueField]: [editor.taken(LL)] };
      return post.redirect(form, { flash: { form: kind, errors, values: keptValues(post.fields) } });
    }
    await recordAudit(viewer, `${kind}.${id ? 'update' : 'create'}`, editor.auditTarget(saved.value), editor.auditDetails?.(saved.value));
    const text = id ? texts.saved() : texts.created();
    return post.redirect(routePath(post.locale, `admin.${kind}.index`), { flash: success(`${kind}-list`, text) });
  });
  app.post(contentApiPaths.routes[`${kind}Delete`].pattern, async (c) => {
    const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
    const post = await readFormPost(c);
    const ask = await post.confirmFirst('delete');
    if (ask) return ask;
    const removed = await editor.rows.remove(requestEm(), rowId(c));
    if (!removed) throw new NotFoundError();
    await recordAudit(viewer, `${kind}.delete`, editor.auditTarget(removed));
    return post.redirect(routePath(post.locale, `admin.${kind}.index`), {
      flash: success(`${kind}-list`, editor.texts(t(post.locale)).deleted()),
    });
  });
}

/** The news and FAQ editors' forms. */
export const adminContentRoutes = new Hono();
addEditorRoutes(adminContentRoutes, {
  kind: 'news',
  rows: newsRows,
  parse: parseNewsForm,
  uniqueField: 'slug',
  auditTarget: (item) => item.slug,
  auditDetails: (item) => ({ publishDateFrom: item.publishDateFrom }),
  texts: (LL) => LL.content.admin.news,
  taken: (LL) => LL.content.admin.news.errors.slugTaken(),
});
addEditorRoutes(adminContentRoutes, {
  kind: 'faq',
  rows: faqRows,
  parse: parseFaqForm,
  uniqueField: 'key',
  auditTarget: (entry) => entry.key,
  texts: (LL) => LL.content.admin.faq,
  taken: (LL) => LL.content.admin.faq.errors.keyTaken(),
});
