import type { ReactNode } from 'react';
import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath, type RouteName } from '../../../src/i18n/route-table.ts';
import { AdminEditorFrame, AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column, type TableView } from '../../../src/ui/data-table.tsx';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { parseTableQuery, sortAndPage } from '../../../src/ui/table-query.ts';
import {
  faqRows,
  newsRows,
  type EditableRows,
  type FaqAdminDto,
  type LocalizedText,
  type NewsAdminDto,
} from '../data/content-admin.repository.ts';
import { t, type Translator } from '../locales/messages.ts';
import { utcDateTimeValue } from '../services/content-admin-forms.ts';
import { MarkdownField } from './markdown-field.tsx';
import { formatNewsDate } from './news-date.ts';
import { contentApiPaths } from '../api-paths.ts';

function rowId(params: RoutePageProps['params']): number | null {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A row's delete button (a posted form that comes back to the list with its message), in a column headed for screen readers only. */
function deleteColumn<T>(locale: Locale, label: string, action: (row: T) => string, name: (row: T) => string): Column<T, never> {
  return {
    label,
    hiddenLabel: true,
    cell: (row) => (
      <PostForm action={action(row)} locale={locale} className="inline-form" confirm="delete">
        <button type="submit" className="btn btn-secondary">
          {label}
          <span className="visually-hidden">: {name(row)}</span>
        </button>
      </PostForm>
    ),
  };
}

/** The words of a list page (news or FAQ). */
interface ListCopy {
  title(): string;
  create(): string;
  delete(): string;
  empty(): string;
}

/**
 * The news and FAQ lists: heading with its "New" button, the last action's message, the table with
 * a delete button last on each row (`remove`: where it posts, and the row's name for screen readers).
 */
async function ContentList<T, S extends string>(props: {
  locale: Locale;
  route: RouteName;
  copy: ListCopy;
  form: string;
  columns: Array<Column<T, S>>;
  rows: readonly T[];
  view: TableView<S>;
  remove: { action: (row: T) => string; name: (row: T) => string };
}) {
  const { locale, copy } = props;
  const flash = await readFlash();
  const createRoute = props.route.replace(/\.index$/, '.create') as RouteName;
  const columns = [...props.columns, deleteColumn(locale, copy.delete(), props.remove.action, props.remove.name)];
  return (
    <div>
      <PageHead locale={locale} route={props.route} title={copy.title()} noindex />
      <AdminHeader
        title={copy.title()}
        action={
          <Link className="btn" to={routePath(locale, createRoute)}>
            {copy.create()}
          </Link>
        }
      />
      <FormMessage flash={flash} form={props.form} />
      <DataTable locale={locale} caption={copy.title()} columns={columns} rows={props.rows} view={props.view} empty={copy.empty()} />
    </div>
  );
}

const NEWS_TABLE = { sorts: ['title', 'slug', 'date'] as const, defaultSort: 'date' as const, defaultDir: 'desc' as const };

/** admin.news.index: every item, scheduled ones marked, with links to edit and a form to delete. Staff only. */
export async function AdminNewsListPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const N = t(locale).content.admin.news;
  const items = await newsRows.list(requestEm());
  type Item = (typeof items)[number];
  const title = (item: Item) => item.title[locale] || item.title.en;
  const state = parseTableQuery(query, NEWS_TABLE);
  const { rows, window } = sortAndPage(items, state, { title, slug: (i) => i.slug, date: (i) => i.publishDateFrom }, locale);
  const now = Date.now();
  const columns: Array<Column<Item, (typeof NEWS_TABLE.sorts)[number]>> = [
    {
      label: N.itemTitle(),
      sort: 'title',
      rowHeader: true,
      cell: (item) => <Link to={routePath(locale, 'admin.news.edit', { id: String(item.id) })}>{title(item)}</Link>,
    },
    { label: N.slug(), sort: 'slug', cell: (item) => <code>{item.slug}</code> },
    {
      label: N.publishDate(),
      sort: 'date',
      firstDir: 'desc',
      cell: (item) => `${formatNewsDate(item.publishDateFrom, locale)} ${item.publishDateFrom.slice(11, 16)}`,
    },
    {
      label: N.status(),
      cell: (item) => <span className="status-pill">{new Date(item.publishDateFrom).getTime() > now ? N.scheduled() : N.published()}</span>,
    },
  ];
  return (
    <ContentList
      locale={locale}
      route="admin.news.index"
      copy={N}
      form="news-list"
      columns={columns}
      rows={rows}
      view={{ state, window, query }}
      remove={{ action: (item) => contentApiPaths.routes.newsDelete.href({ id: String(item.id) }), name: (item) => item.slug }}
    />
  );
}

const FAQ_TABLE = { sorts: ['position', 'question', 'key'] as const, defaultSort: 'position' as const };

/** admin.faq.index: the questions in order, with links to edit and a form to delete. Staff only. */
export async function AdminFaqListPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const F = t(locale).content.admin.faq;
  const entries = await faqRows.list(requestEm());
  type Entry = (typeof entries)[number];
  const question = (entry: Entry) => entry.question[locale] || entry.question.en;
  const state = parseTableQuery(query, FAQ_TABLE);
  const { rows, window } = sortAndPage(entries, state, { position: (e) => e.position, question, key: (e) => e.key }, locale);
  const columns: Array<Column<Entry, (typeof FAQ_TABLE.sorts)[number]>> = [
    { label: F.position(), sort: 'position', cell: (entry) => entry.position },
    {
      label: F.question(),
      sort: 'question',
      rowHeader: true,
      cell: (entry) => <Link to={routePath(locale, 'admin.faq.edit', { id: String(entry.id) })}>{question(entry)}</Link>,
    },
    { label: F.key(), sort: 'key', cell: (entry) => <code>{entry.key}</code> },
  ];
  return (
    <ContentList
      locale={locale}
      route="admin.faq.index"
      copy={F}
      form="faq-list"
      columns={columns}
      rows={rows}
      view={{ state, window, query }}
      remove={{ action: (entry) => contentApiPaths.routes.faqDelete.href({ id: String(entry.id) }), name: (entry) => entry.key }}
    />
  );
}

interface LocalizedPair {
  short: { name: string; label: string; value?: LocalizedText | undefined };
  long: { name: string; label: string; value?: LocalizedText | undefined };
}

/**
 * The one editor of the news and the FAQ: the kind's own two fields, then one fieldset per
 * language with a short text and a Markdown text (English required), in the admin editing kit.
 */
function EntryEditor(props: {
  locale: Locale;
  LL: Translator;
  kind: 'news' | 'faq';
  id: number | null;
  title: string;
  fields: ReactNode;
  texts: LocalizedPair;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}) {
  const { locale, LL, kind, id, texts, errors, values } = props;
  return (
    <AdminEditorFrame
      locale={locale}
      route={id ? `admin.${kind}.edit` : `admin.${kind}.create`}
      params={id ? { id: String(id) } : {}}
      title={props.title}
      back={{ href: routePath(locale, `admin.${kind}.index`) }}
      errors={errors}
      action={contentApiPaths.routes[kind].href({ id: id ? String(id) : undefined })}
      submit={LL.content.admin.save()}
    >
      {props.fields}
      {LOCALES.map((language: Locale) => (
        <fieldset key={language} className="form-section" lang={language}>
          <legend>{LL.content.admin.textIn({ language: LOCALE_NAMES[language] })}</legend>
          <Field
            name={`${texts.short.name}_${language}`}
            label={`${texts.short.label} (${LOCALE_NAMES[language]})`}
            errors={errors}
            value={values[`${texts.short.name}_${language}`] ?? texts.short.value?.[language] ?? ''}
            required={language === 'en'}
          />
          <MarkdownField
            locale={locale}
            name={`${texts.long.name}_${language}`}
            label={`${texts.long.label} (${LOCALE_NAMES[language]})`}
            errors={errors}
            value={values[`${texts.long.name}_${language}`] ?? texts.long.value?.[language] ?? ''}
            required={language === 'en'}
          />
        </fieldset>
      ))}
    </AdminEditorFrame>
  );
}

/** What an editor lays out: the entry the path names (null for a new one) and the form's last post. */
interface EditorProps<Dto> {
  locale: Locale;
  LL: Translator;
  row: Dto | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

function NewsEditor({ locale, LL, row: item, errors, values }: EditorProps<NewsAdminDto>) {
  const N = LL.content.admin.news;
  const fields = (
    <>
      <Field name="slug" label={N.slug()} hint={N.slugHint()} errors={errors} value={values.slug ?? item?.slug ?? ''} required />
      <Field
        name="publishDate"
        type="datetime-local"
        label={N.publishDate()}
        hint={N.publishDateHint()}
        errors={errors}
        value={values.publishDate ?? utcDateTimeValue(item?.publishDateFrom ?? new Date().toISOString())}
        required
      />
    </>
  );
  const texts = {
    short: { name: 'title', label: N.itemTitle(), value: item?.title },
    long: { name: 'body', label: N.body(), value: item?.body },
  };
  const title = item ? N.editTitle() : N.create();
  return <EntryEditor {...{ locale, LL, kind: 'news', id: item?.id ?? null, title, fields, texts, errors, values }} />;
}

function FaqEditor({ locale, LL, row: entry, errors, values }: EditorProps<FaqAdminDto>) {
  const F = LL.content.admin.faq;
  const fields = (
    <div className="field-row">
      <Field name="key" label={F.key()} hint={F.keyHint()} errors={errors} value={values.key ?? entry?.key ?? ''} required />
      <Field
        name="position"
        inputMode="numeric"
        label={F.position()}
        hint={F.positionHint()}
        errors={errors}
        value={values.position ?? String(entry?.position ?? 100)}
        required
      />
    </div>
  );
  const texts = {
    short: { name: 'question', label: F.question(), value: entry?.question },
    long: { name: 'answer', label: F.answer(), value: entry?.answer },
  };
  const title = entry ? F.editTitle() : F.create();
  return <EntryEditor {...{ locale, LL, kind: 'faq', id: entry?.id ?? null, title, fields, texts, errors, values }} />;
}

/**
 * The create and edit pages of one editor (staff only): a new entry, or the one the path names
 * (else not found), with the form's last post.
 */
function editorPages<Dto>(
  kind: 'news' | 'faq',
  rows: Pick<EditableRows<never, Dto>, 'find'>,
  Editor: (props: EditorProps<Dto>) => ReactNode,
) {
  const page = async (locale: Locale, id: number | null) => {
    await requireRole(STAFF_ROLES);
    const row = id ? await rows.find(requestEm(), id) : null;
    if (id && !row) notFound();
    const { errors, values } = formState(await readFlash(), kind);
    return <Editor locale={locale} LL={t(locale)} row={row} errors={errors} values={values} />;
  };
  return {
    create: ({ locale }: RoutePageProps) => page(locale, null),
    edit: ({ locale, params }: RoutePageProps) => {
      const id = rowId(params);
      if (!id) notFound();
      return page(locale, id);
    },
  };
}

const newsPages = editorPages('news', newsRows, NewsEditor);
const faqPages = editorPages('faq', faqRows, FaqEditor);

/** admin.news.create: a new item. */
export const AdminNewsCreatePage = newsPages.create;

/** admin.news.edit: one item in four languages. */
export const AdminNewsEditPage = newsPages.edit;

/** admin.faq.create: a new question. */
export const AdminFaqCreatePage = faqPages.create;

/** admin.faq.edit: one question in four languages. */
export const AdminFaqEditPage = faqPages.edit;
