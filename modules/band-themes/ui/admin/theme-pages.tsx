import { Link } from '../../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { requireRole } from '../../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../../src/auth/roles.ts';
import { requestEm } from '../../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../../src/i18n/page-types.ts';
import { routePath } from '../../../../src/i18n/route-table.ts';
import { AdminEditorFrame, AdminHeader } from '../../../../src/ui/admin-editor.tsx';
import { PageHead } from '../../../../src/ui/page-head.tsx';
import { findTheme, listThemes, type ThemeDto } from '../../data/band-theme.repository.ts';
import { dictionary } from '../../locales/messages.ts';
import { MAX_THEME_IMAGE_LABEL } from '../../services/theme-form.ts';
import { DeleteTheme, ThemeForm, type ThemeFormValues } from './theme-form.client.tsx';

/** A small picture of the theme: its background with the border ring drawn over it. */
function ThemeSwatch({ theme }: { theme: ThemeDto }) {
  const ring = Math.max(2, theme.borderWidthMm * 4);
  return (
    <span
      className="theme-swatch"
      aria-hidden="true"
      style={{
        borderWidth: ring,
        borderImage: theme.borderImage ? `url(${theme.borderImage}) 30 round` : undefined,
        backgroundImage: theme.backgroundImage ? `url(${theme.backgroundImage})` : undefined,
        backgroundPosition: theme.position,
      }}
    />
  );
}

/** admin.themes.index: every theme, with its edit link and delete button. Staff only (checked here too). */
export async function ThemesAdminPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const L = dictionary(locale).bandThemes;
  const themes = await listThemes(requestEm());
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.themes.index" title={L.pageTitle} noindex />
      <AdminHeader
        title={L.pageTitle}
        intro={L.intro}
        action={
          <Link className="btn" to={routePath(locale, 'admin.themes.create')}>
            {L.create}
          </Link>
        }
      />
      {themes.length === 0 && <p>{L.empty}</p>}
      <ul className="theme-list">
        {themes.map((theme) => (
          <li key={theme.id} className="card">
            <ThemeSwatch theme={theme} />
            <div>
              <h2>{theme.name}</h2>
              <p className="muted">
                {theme.borderWidthMm} mm · {L[theme.position]}
              </p>
              <Link className="btn btn-secondary" to={routePath(locale, 'admin.themes.edit', { id: theme.id })}>
                {L.editLink}
              </Link>{' '}
              <DeleteTheme id={theme.id} labels={L} locale={locale} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ThemeFormPage({ locale, values }: { locale: RoutePageProps['locale']; values: ThemeFormValues }) {
  const L = dictionary(locale).bandThemes;
  const title = values.id ? L.edit : L.create;
  return (
    <AdminEditorFrame
      locale={locale}
      route={values.id ? 'admin.themes.edit' : 'admin.themes.create'}
      params={values.id ? { id: values.id } : {}}
      title={title}
      back={{ href: routePath(locale, 'admin.themes.index'), label: L.list }}
    >
      <ThemeForm
        labels={L}
        locale={locale}
        initial={values}
        listPath={routePath(locale, 'admin.themes.index')}
        maxImage={MAX_THEME_IMAGE_LABEL}
      />
    </AdminEditorFrame>
  );
}

/** admin.themes.create. */
export async function ThemeCreatePage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  return (
    <ThemeFormPage
      locale={locale}
      values={{ id: null, name: '', borderWidthMm: '1', position: 'center', backgroundImage: null, borderImage: null }}
    />
  );
}

/** admin.themes.edit. */
export async function ThemeEditPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const theme = await findTheme(requestEm(), params.id ?? '');
  if (!theme) notFound();
  return <ThemeFormPage locale={locale} values={{ ...theme, borderWidthMm: String(theme.borderWidthMm) }} />;
}
