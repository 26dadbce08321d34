import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { publicCourseLink } from '../../courses/index.ts';
import { findEventBySlug } from '../data/race-event.repository.ts';
import { findByTypedSlug } from '../../../src/lib/slug.ts';
import { t } from '../locales/messages.ts';
import { canSeeEvent } from '../services/event-access.ts';
import { eventView } from '../services/event-view.ts';
import { calendarApi } from '../api-paths.ts';

/** calendar.show (open): one race. A proposal is seen only by its author and the team until published. */
export async function EventPage({ locale, params, query, available }: RoutePageProps) {
  const LL = t(locale);
  const C = LL.calendar;
  const em = requestEm();
  const { found: event, retyped } = params.slug
    ? await findByTypedSlug(params.slug, (slug) => findEventBySlug(em, slug))
    : { found: null, retyped: false };
  const viewer = await getViewer();
  if (!event || !canSeeEvent(viewer, event)) notFound();
  // "/en/calendar/Berlin-Marathon-2027" as typed: the race's own address.
  if (retyped) {
    const own = routePath(locale, 'calendar.show', { slug: event.slug });
    redirect(query ? `${own}?${query}` : own, 308);
  }
  const view = eventView(event, locale, LL);
  const course = event.courseUuid ? await publicCourseLink(em, event.courseUuid) : null;
  const staff = viewer.kind === 'user' && viewer.roles.some((r) => STAFF_ROLES.includes(r));
  return (
    <article className="stack">
      <PageTop
        locale={locale}
        route="calendar.show"
        params={{ slug: event.slug }}
        title={event.name}
        // The race in one line: when, where, which distances (and whether it was canceled).
        description={[view.statusText, view.dateText, view.place, view.distances.join(', ')].filter(Boolean).join(' · ')}
        noindex={event.status === 'proposed'}
      />
      {view.statusText && (
        <p className="notice" role="note">
          <strong>{view.statusText}</strong>
        </p>
      )}
      {event.demo && <p className="muted">{C.event.demoNote()}</p>}
      <dl className="cal-facts card">
        <dt>{C.event.when()}</dt>
        <dd>
          <time dateTime={event.date}>{view.dateText}</time>
          {view.startText && <div>{view.startText}</div>}
        </dd>
        <dt>{C.event.where()}</dt>
        <dd>{view.place}</dd>
        <dt>{C.event.distances()}</dt>
        <dd>
          <ul className="cal-distances">
            {view.distances.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </dd>
        {event.website && (
          <>
            <dt>{C.event.website()}</dt>
            <dd>
              <a href={event.website} rel="noopener noreferrer nofollow" target="_blank">
                {event.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        )}
        {course && (
          <>
            <dt>{C.event.course()}</dt>
            <dd>
              <a href={routePath(locale, 'course.show', { slug: course.slug })}>{course.series ?? course.title}</a>
            </dd>
          </>
        )}
      </dl>
      <p>
        {course && event.status !== 'canceled' && available.has('build.index.course') && (
          <a className="btn" href={routePath(locale, 'build.index.course', { courseUuid: course.uuid })}>
            {C.event.buildBand()}
          </a>
        )}{' '}
        {event.status !== 'proposed' && (
          <a
            className="btn btn-secondary"
            href={calendarApi.routes.eventIcs.href({ file: `${event.slug}.ics` }, { lang: locale })}
            type="text/calendar"
          >
            {C.event.addToCalendar()}
          </a>
        )}
      </p>
      <p>
        <a href={routePath(locale, 'calendar.index')}>{C.event.allRaces()}</a>
        {staff && available.has('admin.calendar.edit') && (
          <>
            {' · '}
            <a href={routePath(locale, 'admin.calendar.edit', { id: event.id })}>{C.admin.edit()}</a>
          </>
        )}
      </p>
    </article>
  );
}
