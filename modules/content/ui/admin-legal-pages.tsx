import { Link } from 'waku';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { isLocale, LOCALE_TAGS, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath, type RouteParams } from '../../../src/i18n/route-table.ts';
import { FormMessage } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findLegalVersion, latestLegalVersions, listLegalVersions, type LegalVersionSummary } from '../data/legal.repository.ts';
import { t, type Translator } from '../locales/messages.ts';
import { isLegalKind, LEGAL_KINDS, LEGAL_PLACEHOLDERS, LEGAL_ROUTES, type LegalKind } from '../services/legal-documents.ts';
import { legalHtml } from '../services/legal-texts.server.ts';
import { AdminEditorFrame } from '../../../src/ui/admin-editor.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { contentApiPaths } from '../api-paths.ts';

const formatWhen = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** A document's language named in the screen's language ("français" on a French screen). */
const languageName = (ui: Locale, language: Locale) =>
  new Intl.DisplayNames([LOCALE_TAGS[ui]], { type: 'language' }).of(language) ?? language;

const publisher = (LL: Translator, name: string | null) => name ?? LL.content.admin.legal.siteDefault();

/** The document of a URL (`…/legal/privacy/fr`), or the not-found page. */
function documentOf(params: RouteParams): { kind: LegalKind; language: Locale } {
  const { kind, language } = params;
  if (!isLegalKind(kind) || !isLocale(language)) notFound();
  return { kind, language };
}

const editPath = (locale: Locale, kind: LegalKind, language: Locale) => routePath(locale, 'admin.legal.edit', { kind, language });

/** admin.legal.index: every document in every language with its current version. Staff only. */
export async function AdminLegalListPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const L = LL.content.admin.legal;
  const latest = await latestLegalVersions(requestEm());
  const find = (kind: LegalKind, language: Locale) => latest.find((v) => v.kind === kind && v.locale === language);
  return (
    <div>
      <PageHead locale={locale} route="admin.legal.index" title={L.title()} noindex />
      <h1>{L.title()}</h1>
      <p>{L.intro()}</p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{L.document()}</th>
            <th scope="col">{L.language()}</th>
            <th scope="col">{L.current()}</th>
            <th scope="col">{L.published()}</th>
            <th scope="col">{L.by()}</th>
          </tr>
        </thead>
        <tbody>
          {LEGAL_KINDS.flatMap((kind) =>
            LOCALES.map((language) => {
              const version = find(kind, language);
              return (
                <tr key={`${kind}-${language}`}>
                  <th scope="row">
                    <Link to={editPath(locale, kind, language)}>
                      {L.editTitle({ document: LL.content.legal.titles[kind](), language: languageName(locale, language) })}
                    </Link>
                  </th>
                  <td lang={language}>{language}</td>
                  <td>{version ? version.version : L.none()}</td>
                  <td>{version ? formatWhen(locale, version.publishedAt) : ''}</td>
                  <td>{version ? publisher(LL, version.publishedByName) : ''}</td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
    </div>
  );
}

function History(props: { locale: Locale; kind: LegalKind; language: Locale; versions: readonly LegalVersionSummary[]; LL: Translator }) {
  const { locale, kind, language, versions, LL } = props;
  const L = LL.content.admin.legal;
  return (
    <section aria-labelledby="legal-history">
      <h2 id="legal-history">{L.history()}</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{L.version()}</th>
            <th scope="col">{L.published()}</th>
            <th scope="col">{L.by()}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                <Link to={routePath(locale, 'admin.legal.version', { kind, language, version: String(v.version) })}>
                  {L.viewVersion({ version: v.version })}
                </Link>
              </th>
              <td>{formatWhen(locale, v.publishedAt)}</td>
              <td>{publisher(LL, v.publishedByName)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * admin.legal.edit: one document in one language: the current text to edit, "publish a new
 * version", and every earlier version. Staff only.
 */
export async function AdminLegalEditPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const { kind, language } = documentOf(params);
  const LL = t(locale);
  const L = LL.content.admin.legal;
  const em = requestEm();
  const versions = await listLegalVersions(em, kind, language);
  const current = versions[0] ? await findLegalVersion(em, kind, language, versions[0].version) : null;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'legal');
  const title = L.editTitle({ document: LL.content.legal.titles[kind](), language: languageName(locale, language) });
  return (
    <>
      <AdminEditorFrame
        locale={locale}
        route="admin.legal.edit"
        params={{ kind, language }}
        title={title}
        back={{ href: routePath(locale, 'admin.legal.index'), label: L.backToList() }}
        errors={errors}
        action={contentApiPaths.routes.legal.href({ kind, language })}
        submit={L.publish()}
        intro={
          <>
            <FormMessage flash={flash} form="legal-published" />
            <p>
              {current
                ? L.currentVersion({
                    version: current.version,
                    date: formatWhen(locale, current.publishedAt),
                    name: publisher(LL, current.publishedByName),
                  })
                : L.none()}{' '}
              <Link to={routePath(language, LEGAL_ROUTES[kind])}>{L.viewPublic()}</Link>
            </p>
            <p id="legal-placeholders">{L.placeholders()}</p>
            <ul aria-labelledby="legal-placeholders">
              {LEGAL_PLACEHOLDERS.map((name) => (
                <li key={name}>
                  <code>{`{{${name}}}`}</code>: {L.placeholder[name]()}
                </li>
              ))}
            </ul>
          </>
        }
      >
        <div lang={language}>
          <MarkdownField
            locale={locale}
            name="body"
            label={L.body()}
            errors={errors}
            value={values.body ?? current?.body ?? ''}
            rows={24}
            required
          />
        </div>
      </AdminEditorFrame>
      {versions.length > 0 && <History locale={locale} kind={kind} language={language} versions={versions} LL={LL} />}
    </>
  );
}

/** admin.legal.version: one past (or current) version as readers saw it, and its Markdown. Staff only. */
export async function AdminLegalVersionPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const { kind, language } = documentOf(params);
  const number = Number(params.version);
  if (!Number.isSafeInteger(number) || number <= 0) notFound();
  const version = await findLegalVersion(requestEm(), kind, language, number);
  if (!version) notFound();
  const LL = t(locale);
  const L = LL.content.admin.legal;
  const title = L.versionTitle({ document: LL.content.legal.titles[kind](), language: languageName(locale, language), version: number });
  return (
    <div>
      <PageHead locale={locale} route="admin.legal.version" params={{ kind, language, version: String(number) }} title={title} noindex />
      <p>
        <Link to={editPath(locale, kind, language)}>{L.backToEditor()}</Link>
      </p>
      <h1>{title}</h1>
      <p className="muted">
        {L.versionMeta({ date: formatWhen(locale, version.publishedAt), name: publisher(LL, version.publishedByName) })}
      </p>
      <article className="card markdown" lang={language} dangerouslySetInnerHTML={{ __html: legalHtml(version, language) }} />
      <details>
        <summary>{L.source()}</summary>
        <pre className="legal-source" lang={language}>
          {version.body}
        </pre>
      </details>
    </div>
  );
}
