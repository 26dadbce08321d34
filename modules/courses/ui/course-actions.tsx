import { Link } from '../../../src/ui/link.client.tsx';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { routePath, type RouteName } from '../../../src/i18n/route-table.ts';
import type { CourseDto } from '../data/course.dto.ts';
import { coursesApiPaths } from '../api-paths.ts';

/** The show page's links: build a band, website, Facebook, and for the right people edit, copy, file. */
export function CourseActions(props: {
  locale: Locale;
  course: CourseDto;
  canEdit: boolean;
  loggedIn: boolean;
  available: ReadonlySet<RouteName>;
}) {
  const { locale, course } = props;
  const L = t(locale).courses.show;
  return (
    <p className="actions">
      {props.available.has('build.index.course') && (
        <Link className="btn" to={routePath(locale, 'build.index.course', { courseUuid: course.uuid })}>
          {L.buildBand()}
        </Link>
      )}{' '}
      {course.website && (
        <a href={course.website} rel="noopener noreferrer external">
          {L.website()}
        </a>
      )}{' '}
      {course.facebook && (
        <a href={`https://www.facebook.com/${encodeURIComponent(course.facebook)}`} rel="noopener noreferrer external">
          {L.facebook()}
        </a>
      )}{' '}
      {props.canEdit && <Link to={routePath(locale, 'course.edit', { uuid: course.uuid })}>{L.edit()}</Link>}{' '}
      {props.loggedIn && <Link to={routePath(locale, 'course.copy', { uuid: course.uuid })}>{L.copy()}</Link>}{' '}
      {props.canEdit && course.file && (
        <a href={coursesApiPaths.routes.file.href({ uuid: course.uuid })} download>
          {L.download()}
        </a>
      )}
    </p>
  );
}
