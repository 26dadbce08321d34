import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import { LOCALE_NAMES, LOCALE_TAGS, type Locale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Table } from '../../../src/ui/data-table.tsx';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findContactMessage, listContactMessages, type ContactStatus } from '../data/contact.repository.ts';
import { CONTACT_STATUSES } from '../entities/contact-message.entity.ts';
import { t } from '../locales/messages.ts';
import { contentApiPaths } from '../api-paths.ts';

const formatWhen = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** admin.contact.index: the contact messages, newest first, filtered by status (new by default). Staff only. */
export async function AdminContactListPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.content.admin.contact;
  const asked = new URLSearchParams(query).get('status') ?? 'new';
  const status = (CONTACT_STATUSES as readonly string[]).includes(asked) ? (asked as ContactStatus) : undefined;
  const messages = await listContactMessages(requestEm(), status);
  return (
    <div>
      <PageHead locale={locale} route="admin.contact.index" title={A.title()} noindex />
      <h1>{A.title()}</h1>
      <form method="get" className="filters">
        <div className="field">
          <label htmlFor="contact-status">{A.filter()}</label>
          <select id="contact-status" name="status" defaultValue={status ?? 'all'}>
            {CONTACT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {A.statuses[s]()}
              </option>
            ))}
            <option value="all">{A.all()}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {A.apply()}
        </button>
      </form>
      {messages.length === 0 ? (
        <p>{A.empty()}</p>
      ) : (
        <Table
          rows={messages}
          columns={[
            { label: A.received(), cell: (m) => formatWhen(locale, m.createdAt) },
            {
              label: A.from(),
              cell: (m) => (
                <>
                  {m.name} &lt;{m.email}&gt;
                </>
              ),
            },
            {
              label: A.subject(),
              cell: (m) => <Link to={routePath(locale, 'admin.contact.show', { id: String(m.id) })}>{m.subject}</Link>,
            },
            { label: A.status(), cell: (m) => <span className="status-pill">{A.statuses[m.status]()}</span> },
          ]}
        />
      )}
    </div>
  );
}

/** admin.contact.show: one message, the answer form (mailed to the sender) and close/reopen. Staff only. */
export async function AdminContactShowPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.content.admin.contact;
  const id = Number(params.id);
  const message = Number.isSafeInteger(id) && id > 0 ? await findContactMessage(requestEm(), id) : null;
  if (!message) notFound();
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'answer');
  return (
    <article>
      <PageHead locale={locale} route="admin.contact.show" params={{ id: String(id) }} title={message.subject} noindex />
      <p>
        <Link to={routePath(locale, 'admin.contact.index')}>{LL.content.admin.cancel()}</Link>
      </p>
      <h1>{message.subject}</h1>
      <FormMessage flash={flash} form="answer" />
      <dl className="facts">
        <dt>{A.from()}</dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        <dt>{A.received()}</dt>
        <dd>{formatWhen(locale, message.createdAt)}</dd>
        <dt>{A.language()}</dt>
        <dd>{LOCALE_NAMES[message.locale as Locale] ?? message.locale}</dd>
        {message.link && (
          <>
            <dt>{A.link()}</dt>
            <dd>{message.link}</dd>
          </>
        )}
        <dt>{A.status()}</dt>
        <dd>
          <span className="status-pill">{A.statuses[message.status]()}</span>
        </dd>
      </dl>
      <blockquote className="card log-line">{message.message}</blockquote>
      {message.answer && message.answeredAt && (
        <section className="card">
          <p className="muted">{A.answeredBy({ date: formatWhen(locale, message.answeredAt) })}</p>
          <p className="log-line">{message.answer}</p>
        </section>
      )}
      <PostForm action={contentApiPaths.routes.contactAnswer.href({ id: String(message.id) })} locale={locale} label={A.answer()}>
        <Field
          as="textarea"
          name="answer"
          label={A.answer()}
          hint={A.answerHint()}
          errors={errors}
          value={values.answer}
          rows={8}
          required
        />
        <button type="submit" className="btn">
          {A.send()}
        </button>
      </PostForm>
      <PostForm action={contentApiPaths.routes.contactStatus.href({ id: String(message.id) })} locale={locale} className="inline-form">
        <input type="hidden" name="status" value={message.status === 'closed' ? 'new' : 'closed'} />
        <button type="submit" className="btn btn-secondary">
          {message.status === 'closed' ? A.reopen() : A.close()}
        </button>
      </PostForm>
    </article>
  );
}
