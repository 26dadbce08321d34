import { Hono, type Context } from 'hono';
import { requireRole } from '../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../src/auth/roles.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { toLocale } from '../../src/i18n/locales.ts';
import { BadRequestError, NotFoundError, ValidationError } from '../../src/lib/http-errors.ts';
import { createTheme, deleteTheme, updateTheme } from './data/band-theme.repository.ts';
import { dictionary } from './locales/messages.ts';
import { MAX_THEME_IMAGE_BYTES, parseThemeForm } from './services/theme-form.ts';
import { themesApiPaths } from './api-paths.ts';

/** Two images and a few fields. */
export const THEME_BODY_LIMIT = 2 * MAX_THEME_IMAGE_BYTES + 64 * 1024;

async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw new BadRequestError();
  }
}

/** A staff member's theme form, checked (400 with the fields' messages otherwise), and its language. */
async function themeFromForm(c: Context) {
  await requireRole(STAFF_ROLES, c.req.raw.headers);
  const form = await readForm(c);
  const locale = toLocale(form.get('locale')?.toString());
  const parsed = await parseThemeForm(form, locale);
  if (!parsed.ok) throw new ValidationError(parsed.errors, dictionary(locale).bandThemes.fix);
  return { input: parsed.input, locale };
}

/**
 * The admin's theme API (/api/themes): create, update, delete. Staff only, checked here on the
 * server (401 for guests, 403 for members) whatever the page showed; same-origin writes only
 * (the host's policy). Images are checked by their bytes: PNG or JPEG, at most 1 MB each.
 */
export function themeRoutes() {
  return new Hono()
    .post(themesApiPaths.routes.create.pattern, async (c) => {
      const { input } = await themeFromForm(c);
      const theme = await createTheme(requestEm(), input);
      return c.json({ id: theme.id, name: theme.name }, 201);
    })
    .put(themesApiPaths.routes.theme.pattern, async (c) => {
      const { input, locale } = await themeFromForm(c);
      const theme = await updateTheme(requestEm(), c.req.param('id'), input);
      if (!theme) throw new NotFoundError(dictionary(locale).bandThemes.notFound);
      return c.json({ id: theme.id, name: theme.name });
    })
    .delete(themesApiPaths.routes.theme.pattern, async (c) => {
      await requireRole(STAFF_ROLES, c.req.raw.headers);
      const locale = toLocale(c.req.query('lang'));
      if (!(await deleteTheme(requestEm(), c.req.param('id')))) throw new NotFoundError(dictionary(locale).bandThemes.notFound);
      return c.body(null, 204);
    });
}

export const themesApi = themeRoutes();
