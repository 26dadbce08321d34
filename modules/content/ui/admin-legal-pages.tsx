import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { isLocale, LOCALE_TAGS, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath, type RouteParams } from '../../../src/i18n/route-table.ts';
import { Table } from '../../../src/ui/data-table.tsx';
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
      <Table
        rows={LEGAL_KINDS.flatMap((kind) => LOCALES.map((language) => ({ kind, language, version: find(kind, language) })))}
        rowKey={(row) => `${row.kind}-${row.language}`}
        columns={[
          {
            label: L.document(),
            rowHeader: true,
            cell: ({ kind, language }) => (
              <Link to={editPath(locale, kind, language)}>
                {L.editTitle({ document: LL.content.legal.titles[kind](), language: languageName(locale, language) })}
              </Link>
            ),
          },
          { label: L.language(), lang: (row) => row.language, cell: (row) => row.language },
          { label: L.current(), cell: ({ version }) => (version ? version.version : L.none()) },
          { label: L.published(), cell: ({ version }) => (version ? formatWhen(locale, version.publishedAt) : '') },
          { label: L.by(), cell: ({ version }) => (version ? publisher(LL, version.publishedByName) : '') },
        ]}
      />
    </div>
  );
}

function History(props: { locale: Locale; kind: LegalKind; language: Locale; versions: readonly LegalVersionSummary[]; LL: Translator }) {
  const { locale, kind, language, versions, LL } = props;
  const L = LL.content.admin.legal;
  return (
    <section aria-labelledby="legal-history">
      <h2 id="legal-history">{L.history()}</h2>
      <Table
        rows={versions}
        rowKey={(v) => v.version}
        columns={[
          {
            label: L.version(),
            rowHeader: true,
            cell: (v) => (
              <Link to={routePath(locale, 'admin.legal.version', { kind, language, version: String(v.version) })}>
                {L.viewVersion({ version: v.version })}
              </Link>
            ),
          },
          { label: L.published(), cell: (v) => formatWhen(locale, v.publishedAt) },
          { label: L.by(), cell: (v) => publisher(LL, v.publishedByName) },
        ]}
      />
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
