import '../routes.ts';
import { unstable_notFound as notFound } from 'waku/router/server';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { publicCourseLink } from '../../courses/index.ts';
import { countByStatus, findEventById, listForAdmin } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { IMPORT_MAX_BYTES } from '../services/event-file.ts';
import { sortDistances, isDistanceToken } from '../services/event-distances.ts';
import { EVENT_STATUSES, type EventStatus } from '../services/event-types.ts';
import { EventForm } from '../ui/event-form.tsx';
import { ActionButton, AdminEventTable, EVENTS_TABLE } from './admin-parts.tsx';
import { AdminEditorFrame, AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { parseTableQuery } from '../../../src/ui/table-query.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { calendarApi } from '../api-paths.ts';

/** admin.calendar.index (staff): every race by status, with the counts and the way to the queue, creation and import. */
export async function AdminCalendarPage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.calendar.admin;
  const params = new URLSearchParams(query);
  const status = EVENT_STATUSES.find((s) => s === params.get('status')) ?? null;
  const state = parseTableQuery(params, EVENTS_TABLE);
  const em = requestEm();
  const [page, counts, flash] = await Promise.all([
    listForAdmin(em, status, state.page, state.pageSize, state),
    countByStatus(em),
    readFlash(),
  ]);
  const base = routePath(locale, 'admin.calendar.index');
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.calendar.index" title={A.title()} noindex />
      <AdminHeader title={A.title()} />
      <FormMessage flash={flash} form="admin" />
      <p>{A.counts({ published: String(counts.published), proposed: String(counts.proposed), canceled: String(counts.canceled) })}</p>
      <p>
        <a className="btn" href={routePath(locale, 'admin.calendar.create')}>
          {A.create()}
        </a>{' '}
        <a className="btn btn-secondary" href={routePath(locale, 'admin.calendar.import')}>
          {A.import()}
        </a>{' '}
        <a href={routePath(locale, 'admin.calendar.queue')}>{A.queueCount({ count: String(counts.proposed) })}</a>
      </p>
      <form method="get" action={base} className="field-row">
        <Field
          as="select"
          name="status"
          label={LL.calendar.fields.status()}
          value={status ?? ''}
          options={[{ value: '', label: A.all() }, ...EVENT_STATUSES.map((s) => ({ value: s, label: LL.calendar.statuses[s]() }))]}
        />
        <div>
          <button className="btn btn-secondary" type="submit">
            {A.filter()}
          </button>
        </div>
      </form>
      <AdminEventTable locale={locale} LL={LL} page={page} state={state} query={query} back="index" />
    </div>
  );
}

/** admin.calendar.queue (staff): the members' proposals, oldest date first, to publish or reject. */
export async function AdminQueuePage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.calendar.admin;
  const em = requestEm();
  const state = parseTableQuery(query, EVENTS_TABLE);
  const [page, flash] = await Promise.all([listForAdmin(em, 'proposed', state.page, state.pageSize, state), readFlash()]);
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.calendar.queue" title={A.queueTitle()} noindex />
      <AdminHeader title={A.queueTitle()} />
      <FormMessage flash={flash} form="admin" />
      <p>{A.queueCount({ count: String(page.total) })}</p>
      <AdminEventTable locale={locale} LL={LL} page={page} state={state} query={query} back="queue" />
    </div>
  );
}

/** admin.calendar.create (staff). */
export async function AdminCreatePage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.calendar.admin;
  const flash = await readFlash();
  const { errors, values } = formState(flash, 'event');
  return (
    <AdminEditorFrame
      locale={locale}
      route="admin.calendar.create"
      title={A.createTitle()}
      back={{ href: routePath(locale, 'admin.calendar.index') }}
    >
      <EventForm
        locale={locale}
        LL={LL}
        action={calendarApi.routes.adminEvents.href()}
        label={A.createTitle()}
        submit={A.save()}
        values={Object.keys(values).length ? values : { status: 'published' }}
        errors={errors}
        withStatus
      />
    </AdminEditorFrame>
  );
}

/** admin.calendar.edit (staff): the race's fields and status; publish or delete from here too. */
export async function AdminEditPage({ locale, params }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const A = LL.calendar.admin;
  const em = requestEm();
  const event = params.id ? await findEventById(em, params.id) : null;
  if (!event) notFound();
  const flash = await readFlash();
  const state = formState(flash, 'event');
  const course = event.courseUuid ? await publicCourseLink(em, event.courseUuid) : null;
  const presets = new Set(DISTANCE_PRESETS.map((p) => p.id));
  const stored: Record<string, string> = {
    name: event.name,
    date: event.date,
    startTime: event.startTime ?? '',
    timeZone: event.timeZone,
    city: event.city,
    state: event.stateCode ?? '',
    country: event.countryCode,
    distances: event.distances.filter((d) => presets.has(d)).join(';'),
    customDistances: sortDistances(event.distances.filter((d) => !presets.has(d) && isDistanceToken(d)))
      .map((d) => `${Number(d.replace(/m$/, '')) / 1000}`)
      .join('; '),
    website: event.website ?? '',
    course: course?.slug ?? '',
    status: event.status satisfies EventStatus,
  };
  const title = A.editTitle({ name: event.name });
  return (
    <AdminEditorFrame
      locale={locale}
      route="admin.calendar.edit"
      params={{ id: event.id }}
      title={title}
      back={{ href: routePath(locale, 'admin.calendar.index') }}
      intro={
        <p>
          {event.status === 'proposed' && (
            <ActionButton locale={locale} id={event.id} action="publish" back="index" label={A.publish()} name={event.name} />
          )}
          <ActionButton locale={locale} id={event.id} action="delete" back="index" label={A.remove()} name={event.name} />
        </p>
      }
    >
      <EventForm
        locale={locale}
        LL={LL}
        action={calendarApi.routes.adminEvent.href({ id: event.id })}
        label={title}
        submit={A.save()}
        values={Object.keys(state.values).length ? state.values : stored}
        errors={state.errors}
        withStatus
      />
    </AdminEditorFrame>
  );
}

/** admin.calendar.import (staff): a CSV or iCalendar file; the result and each skipped row's problems. */
export async function AdminImportPage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const LL = t(locale);
  const I = LL.calendar.import;
  const flash = await readFlash();
  const rows = flash?.form === 'import' ? Object.entries(flash.errors) : [];
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.calendar.import" title={I.title()} noindex />
      <h1>{I.title()}</h1>
      <p>{I.intro()}</p>
      <p className="muted">{I.csvColumns()}</p>
      <FormMessage flash={flash} form="import" />
      {rows.length > 0 && (
        <section aria-labelledby="import-errors">
          <h2 id="import-errors">{I.rowErrors()}</h2>
          <ul data-testid="import-errors">
            {rows.map(([key, messages]) => (
              <li key={key}>
                <strong>{I.row({ row: key.replace(/^row-/, '') })}</strong>: {messages.join(' ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      <PostForm action={calendarApi.routes.adminImport.href()} locale={locale} multipart label={I.title()} className="card stack">
        <Field name="file" type="file" label={I.file({ max: String(IMPORT_MAX_BYTES / 1024 / 1024) })} errors={{}} required />
        <div>
          <button className="btn" type="submit">
            {I.submit()}
          </button>
        </div>
      </PostForm>
    </div>
  );
}
