import '../routes.ts';
import { Link } from '../../../src/ui/link.client.tsx';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { SlotProps } from '../../../src/host/module-contract.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { nextEventOnCourse } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { todayIso } from '../services/event-time.ts';
import { eventView } from '../services/event-view.ts';

/**
 * The course page's section (slot 'course.show'): the course's next edition on the calendar with
 * "build a band for this race", or an invitation to propose one. Public courses only.
 */
export async function CourseNextRace({ locale, course }: SlotProps['course.show']) {
  if (course.status !== 'public') return null;
  const LL = t(locale);
  const S = LL.calendar.courseSlot;
  const event = await nextEventOnCourse(requestEm(), course.uuid, todayIso());
  const view = event ? eventView(event, locale, LL) : null;
  return (
    <section aria-labelledby="course-next-race" className="card">
      <h2 id="course-next-race">{S.title()}</h2>
      {view ? (
        <>
          <p>
            <Link to={view.href}>{view.name}</Link> — <time dateTime={view.date}>{view.dateText}</time>
            {view.startText && <span className="muted"> · {view.startText}</span>}
          </p>
          <p>
            <a className="btn" href={routePath(locale, 'build.index.course', { courseUuid: course.uuid })}>
              {LL.calendar.event.buildBand()}
            </a>
          </p>
        </>
      ) : (
        <p className="muted">{S.none()}</p>
      )}
      <p>
        <a href={`${routePath(locale, 'calendar.propose')}?course=${encodeURIComponent(course.slug)}`}>{S.propose()}</a>
      </p>
    </section>
  );
}
