import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { coursesEnv } from '../env.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { Slot } from '../../../src/host/slots.tsx';
import { findCourseBySlug } from '../data/course.repository.ts';
import { findByTypedSlug } from '../../../src/lib/slug.ts';
import { findCourseReview } from '../data/course-review.repository.ts';
import { CourseHeightsSection, listCourseHeights, terrainConfig } from '../../course-heights/index.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { PublishRequest } from './publish-request.tsx';
import { canEditCourse, canViewCourse } from '../services/course-permissions.ts';
import { CourseActions } from './course-actions.tsx';
import { CourseFacts } from './course-facts.tsx';
import { CourseMap } from './course-map.client.tsx';
import { CourseMapPicture } from './course-map-picture.tsx';
import { ElevationExplorer } from '../../../src/ui/elevation-explorer.client.tsx';
import { chartProfile } from '../../../src/ui/elevation-series.ts';
import { mapPoints } from './map-points.ts';
import { courseDescription, courseShareImage, titleImagePath } from '../services/course-share-card.ts';

/** course.show (open): map, elevation, facts. Private courses exist only for their owner and the team. */
export async function CourseShowPage({ locale, params, query, available }: RoutePageProps) {
  const L = t(locale).courses;
  const em = requestEm();
  const { found: course, retyped } = params.slug
    ? await findByTypedSlug(params.slug, (slug) => findCourseBySlug(em, slug))
    : { found: null, retyped: false };
  const viewer = await getViewer();
  // 404, not 403: a private course's address must not confirm that it exists.
  if (!course || !canViewCourse(viewer, course)) notFound();
  const here = routePath(locale, 'course.show', { slug: course.slug });
  // "/en/course/Berlin" as typed: the course's own address.
  if (retyped) redirect(query ? `${here}?${query}` : here, 308);
  const unit = new URLSearchParams(query).get('unit') === 'mi' ? 'mi' : 'km';
  const heading = course.series ? `${course.title} — ${course.series}` : course.title;
  // The owner of a private course asks the team to publish it from here (the review queue).
  const ownsPrivate = course.status === 'private' && viewer.kind === 'user' && course.ownerId === viewer.id;
  const canEdit = canEditCourse(viewer, course);
  const [review, flash, history] = await Promise.all([
    ownsPrivate ? findCourseReview(requestEm(), course.uuid) : null,
    viewer.kind === 'user' ? readFlash() : null,
    canEdit ? listCourseHeights(requestEm(), course.uuid) : [],
  ]);
  const points = mapPoints(course.profile, course.aidStations, { start: L.map.start(), finish: L.map.finish() }, unit);
  return (
    <div className="stack">
      <PageTop
        locale={locale}
        route="course.show"
        params={{ slug: course.slug }}
        title={course.title}
        description={courseDescription(course, locale)}
        image={
          // A private course's card is refused to everyone, so its page shows the site's.
          course.status === 'private'
            ? undefined
            : {
                ...courseShareImage(course, locale),
                alt: course.titleImage ? course.title : L.share.imageAlt({ title: course.title }),
                width: 1200,
                height: 630,
              }
        }
        heading={heading}
      />
      {course.titleImage && (
        <figure className="course-title-image">
          <img
            src={titleImagePath(course) ?? undefined}
            alt={course.title}
            width={course.titleImage.width}
            height={course.titleImage.height}
            fetchPriority="high"
          />
        </figure>
      )}
      {course.status === 'obsolete' && (
        <p className="notice" role="note">
          {L.show.obsolete()}
        </p>
      )}
      {course.status === 'private' && (
        <p className="notice" role="note">
          {L.show.private()}
        </p>
      )}
      {review && <PublishRequest locale={locale} review={review} flash={flash} />}
      {course.note && <p>{course.note}</p>}
      <CourseMap
        line={course.profile.line}
        points={points}
        styleUrl={coursesEnv().MAP_STYLE_URL ?? null}
        label={L.map.label()}
        unavailable={L.map.unavailable()}
        poster={<CourseMapPicture line={course.profile.line} points={points} label={L.map.label()} />}
        exploreLabel={L.map.explore()}
      />
      <section aria-labelledby="course-elevation">
        <h2 id="course-elevation">{L.chart.label()}</h2>
        {!course.summary.hasElevation && <p className="muted">{L.chart.noElevation()}</p>}
        <ElevationExplorer
          locale={locale}
          readout={{
            distance: L.chart.readDistance(),
            elevation: L.chart.readElevation(),
            grade: L.chart.readGrade(),
            hint: L.chart.readHint(),
          }}
          // What the chart draws and reads, thinned (the whole profile was half the page's RSC payload).
          profile={chartProfile(course.profile)}
          marks={course.aidStations.map((a) => a.distanceM)}
          unit={unit}
          labels={{ title: L.chart.label(), distanceAxis: L.chart.distanceAxis({ unit }), elevationAxis: L.chart.elevationAxis() }}
        />
        <p>
          <Link to={unit === 'mi' ? here : `${here}?unit=mi`}>{unit === 'mi' ? L.chart.inKm() : L.chart.inMiles()}</Link>
        </p>
      </section>
      <CourseFacts course={course} locale={locale} />
      <CourseHeightsSection
        course={course}
        locale={locale}
        canEdit={canEdit}
        loggedIn={viewer.kind === 'user'}
        history={history}
        flash={flash}
        terrain={canEdit && terrainConfig() !== null}
      />
      <Slot
        name="course.show"
        props={{ locale, course: { uuid: course.uuid, slug: course.slug, title: course.title, status: course.status } }}
      />
      {course.description && <p>{course.description}</p>}
      <CourseActions locale={locale} course={course} canEdit={canEdit} loggedIn={viewer.kind === 'user'} available={available} />
    </div>
  );
}
