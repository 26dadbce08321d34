import { Link } from '../../../src/ui/link.client.tsx';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { listLatestPublicCourses } from '../data/course.repository.ts';
import { CourseCard } from './course-card.tsx';

/** The home page's "latest courses" section. */
export async function LatestCourses({ locale, limit = 3 }: { locale: Locale; limit?: number }) {
  const L = t(locale).courses.home;
  const courses = await listLatestPublicCourses(requestEm(), limit);
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="latest-courses">
      <h2 id="latest-courses">{L.latest()}</h2>
      <div className="grid">
        {courses.map((course) => (
          <CourseCard key={course.uuid} course={course} locale={locale} />
        ))}
      </div>
      <p>
        <Link to={routePath(locale, 'search.index')}>{L.all()}</Link>
      </p>
    </section>
  );
}
