import { Link } from '../../../src/ui/link.client.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { CourseSummaryDto } from '../data/course.dto.ts';
import { countryName } from '../services/countries.ts';
import { distanceLabel, formatMetres } from './course-format.ts';

/** One course in the search results and on the home page. */
export function CourseCard({ course, locale, level = 3 }: { course: CourseSummaryDto; locale: Locale; level?: 2 | 3 }) {
  const L = t(locale).courses;
  const Heading = level === 2 ? 'h2' : 'h3';
  const place = [course.city, countryName(course.countryCode, locale)].filter(Boolean).join(', ');
  return (
    <article className="card" data-slug={course.slug}>
      <Heading>
        <Link to={routePath(locale, 'course.show', { slug: course.slug })}>{course.title}</Link>
      </Heading>
      <p className="muted">
        {[
          distanceLabel(course, locale, { half: L.choices.half(), marathon: L.choices.marathon() }),
          place,
          `↗ ${formatMetres(course.summary.gainM, locale)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </article>
  );
}
