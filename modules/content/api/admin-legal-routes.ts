import { Hono } from 'hono';
import { recordAudit } from '../../admin/index.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { readFormPost } from '../../../src/host/forms/form-post.ts';
import { isLocale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { multiLineText } from '../../../src/lib/plain-text.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { latestLegalVersion, publishLegalVersion } from '../data/legal.repository.ts';
import { t } from '../locales/messages.ts';
import { isLegalKind, LEGAL_BODY_MAX, parseLegalForm } from '../services/legal-documents.ts';
import { contentApiPaths } from '../api-paths.ts';

/**
 * The legal-page editor's form (staff only, checked here on the server): each accepted save
 * publishes the next version of the document in that language and is recorded in the audit trail.
 */
export const adminLegalRoutes = new Hono().post(contentApiPaths.routes.legal.pattern, async (c) => {
  const viewer = await requireRole(STAFF_ROLES, c.req.raw.headers);
  const kind = c.req.param('kind');
  const language = c.req.param('language');
  if (!isLegalKind(kind) || !isLocale(language)) throw new NotFoundError();
  const post = await readFormPost(c);
  const LL = t(post.locale);
  const editor = routePath(post.locale, 'admin.legal.edit', { kind, language });
  const latest = await latestLegalVersion(requestEm(), kind, language);
  const parsed = parseLegalForm(post.fields, LL, latest?.body ?? null);
  if (!parsed.ok) {
    // The whole text goes back to the editor (a long document must not lose its end).
    const values = {
      body: multiLineText(post.fields.body ?? '')
        .replace(/\r\n?/g, '\n')
        .slice(0, LEGAL_BODY_MAX),
    };
    return post.redirect(editor, { flash: { form: 'legal', errors: parsed.errors, values } });
  }
  const version = await publishLegalVersion(requestEm(), { kind, locale: language, body: parsed.value.body, by: viewer });
  await recordAudit(viewer, 'legal.publish', `${kind} ${language} v${version.version}`, {
    kind,
    locale: language,
    version: version.version,
  });
  return post.redirect(editor, {
    flash: {
      form: 'legal-published',
      errors: {},
      values: {},
      message: { kind: 'success', text: LL.content.admin.legal.publishedMessage({ version: version.version }) },
    },
  });
});
