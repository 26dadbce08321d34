import { Link } from 'waku';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findFaqById, findNewsById, listAllFaq, listAllNews, type LocalizedText } from '../data/content-admin.repository.ts';
import { t, type Translator } from '../locales/messages.ts';
import { utcDateTimeValue } from '../services/content-admin-forms.ts';
import { AdminEditorFrame, MarkdownField } from './admin-editor.tsx';
import { formatNewsDate } from './news-date.ts';

function rowId(params: RoutePageProps['params']): number | null {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One fieldset per language: a short text and a Markdown text, English required. */
function LocalizedFields(props: {
  uiLocale: Locale;
  LL: Translator;
  short: { name: string; label: string; value?: LocalizedText };
  long: { name: string; label: string; value?: LocalizedText };
  errors: Record<string, string[]>;
  values: Record<string, string>;
}) {
  const { uiLocale, LL, short, long, errors, values } = props;
  return (
    <>
      {LOCALES.map((locale: Locale) => (
        <fieldset key={locale} className="form-section" lang={locale}>
          <legend>{LL.content.admin.textIn({ language: LOCALE_NAMES[locale] })}</legend>
          <Field
            name={`${short.name}_${locale}`}
            label={`${short.label} (${LOCALE_NAMES[locale]})`}
            errors={errors}
            value={values[`${short.name}_${locale}`] ?? short.value?.[locale] ?? ''}
            required={locale === 'en'}
          />
          <MarkdownField
            locale={uiLocale}
            name={`${long.name}_${locale}`}
            label={`${long.label} (${LOCALE_NAMES[locale]})`}
            errors={errors}
            value={values[`${long.name}_${locale}`] ?? long.value?.[locale] ?? ''}
            required={locale === 'en'}
          />
        </fieldset>
      ))}
    </>
  );
}

/** admin.news.index: every item, scheduled ones marked, with links to edit and a form to delete. Staff only. */
export async function AdminNewsListPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const N = LL.content.admin.news;
  const flash = await readFlash();
  const items = await listAllNews(requestEm());
  const now = Date.now();
  return (
    <div>
      <PageHead locale={locale} route="admin.news.index" title={N.title()} noindex />
      <h1>{N.title()}</h1>
      <FormMessage flash={flash} form="news-list" />
      <p>
        <Link className="btn" to={routePath(locale, 'admin.news.create')}>
          {N.create()}
        </Link>
      </p>
      {items.length === 0 ? (
        <p>{N.empty()}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{N.itemTitle()}</th>
              <th scope="col">{N.slug()}</th>
              <th scope="col">{N.publishDate()}</th>
              <th scope="col">{N.status()}</th>
              <th scope="col">
                <span className="visually-hidden">{N.delete()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={routePath(locale, 'admin.news.edit', { id: String(item.id) })}>{item.title[locale] || item.title.en}</Link>
                </td>
                <td>
                  <code>{item.slug}</code>
                </td>
                <td>
                  {formatNewsDate(item.publishDateFrom, locale)} {item.publishDateFrom.slice(11, 16)}
                </td>
                <td>
                  <span className="status-pill">{new Date(item.publishDateFrom).getTime() > now ? N.scheduled() : N.published()}</span>
                </td>
                <td>
                  <PostForm action={`/api/admin/news/${item.id}/delete`} locale={locale} className="inline-form">
                    <button type="submit" className="btn btn-secondary">
                      {N.delete()}
                      <span className="visually-hidden">: {item.slug}</span>
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

async function NewsEditor({ locale, id }: { locale: Locale; id: number | null }) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const N = LL.content.admin.news;
  const item = id ? await findNewsById(requestEm(), id) : null;
  if (id && !item) notFound();
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'news');
  const title = item ? N.editTitle() : N.create();
  return (
    <AdminEditorFrame
      locale={locale}
      route={item ? 'admin.news.edit' : 'admin.news.create'}
      params={item ? { id: String(item.id) } : {}}
      title={title}
      back={{ href: routePath(locale, 'admin.news.index'), label: LL.content.admin.cancel() }}
      errors={errors}
      action={item ? `/api/admin/news/${item.id}` : '/api/admin/news'}
      submit={LL.content.admin.save()}
    >
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
      <LocalizedFields
        uiLocale={locale}
        LL={LL}
        short={{ name: 'title', label: N.itemTitle(), value: item?.title }}
        long={{ name: 'body', label: N.body(), value: item?.body }}
        errors={errors}
        values={values}
      />
    </AdminEditorFrame>
  );
}

/** admin.news.create: a new item. */
export function AdminNewsCreatePage({ locale }: RoutePageProps) {
  return <NewsEditor locale={locale} id={null} />;
}

/** admin.news.edit: one item in four languages. */
export function AdminNewsEditPage({ locale, params }: RoutePageProps) {
  const id = rowId(params);
  if (!id) notFound();
  return <NewsEditor locale={locale} id={id} />;
}

/** admin.faq.index: the questions in order, with links to edit and a form to delete. Staff only. */
export async function AdminFaqListPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const F = LL.content.admin.faq;
  const flash = await readFlash();
  const entries = await listAllFaq(requestEm());
  return (
    <div>
      <PageHead locale={locale} route="admin.faq.index" title={F.title()} noindex />
      <h1>{F.title()}</h1>
      <FormMessage flash={flash} form="faq-list" />
      <p>
        <Link className="btn" to={routePath(locale, 'admin.faq.create')}>
          {F.create()}
        </Link>
      </p>
      {entries.length === 0 ? (
        <p>{F.empty()}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{F.position()}</th>
              <th scope="col">{F.question()}</th>
              <th scope="col">{F.key()}</th>
              <th scope="col">
                <span className="visually-hidden">{F.delete()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.position}</td>
                <td>
                  <Link to={routePath(locale, 'admin.faq.edit', { id: String(entry.id) })}>
                    {entry.question[locale] || entry.question.en}
                  </Link>
                </td>
                <td>
                  <code>{entry.key}</code>
                </td>
                <td>
                  <PostForm action={`/api/admin/faq/${entry.id}/delete`} locale={locale} className="inline-form">
                    <button type="submit" className="btn btn-secondary">
                      {F.delete()}
                      <span className="visually-hidden">: {entry.key}</span>
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

async function FaqEditor({ locale, id }: { locale: Locale; id: number | null }) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const F = LL.content.admin.faq;
  const entry = id ? await findFaqById(requestEm(), id) : null;
  if (id && !entry) notFound();
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'faq');
  const title = entry ? F.editTitle() : F.create();
  return (
    <AdminEditorFrame
      locale={locale}
      route={entry ? 'admin.faq.edit' : 'admin.faq.create'}
      params={entry ? { id: String(entry.id) } : {}}
      title={title}
      back={{ href: routePath(locale, 'admin.faq.index'), label: LL.content.admin.cancel() }}
      errors={errors}
      action={entry ? `/api/admin/faq/${entry.id}` : '/api/admin/faq'}
      submit={LL.content.admin.save()}
    >
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
      <LocalizedFields
        uiLocale={locale}
        LL={LL}
        short={{ name: 'question', label: F.question(), value: entry?.question }}
        long={{ name: 'answer', label: F.answer(), value: entry?.answer }}
        errors={errors}
        values={values}
      />
    </AdminEditorFrame>
  );
}

export function AdminFaqCreatePage({ locale }: RoutePageProps) {
  return <FaqEditor locale={locale} id={null} />;
}

export function AdminFaqEditPage({ locale, params }: RoutePageProps) {
  const id = rowId(params);
  if (!id) notFound();
  return <FaqEditor locale={locale} id={id} />;
}
