import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength } from '../../../src/lib/number-format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { courseQualityNotes, getCourseForBuild, type CourseProfile } from '../../courses/index.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { dictionary } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { FONT_FAMILIES, FONT_FAMILY_IDS, PAPER_SIZES_PT } from '../../band-render/index.ts';
import { prepareBuild } from '../services/build/prepare-build.ts';
import { previewLinks } from '../services/build/preview-links.ts';
import { decodeSettingsParam, encodeSettingsParam } from '../services/build/settings-link.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { raceDistanceM } from '../../pacing/index.ts';
import { BandBuilder } from './band-builder.client.tsx';
import type { BuilderChoices, PreviewResult } from './builder-labels.ts';
import { chartOf } from './course-chart.ts';
import { findTheme, listThemeChoices } from '../../band-themes/index.ts';
import { SharedBandPage } from './shared-band-page.tsx';
import { toDefinition } from './builder-state.ts';
import { stateFromLink } from './open-definition.server.ts';
import { WatchFiles } from '../../watch/index.ts';
import { RaceUpload } from '../../race-review/index.ts';
import { findHillModel } from '../../my-hills/index.ts';
import { viewerHills } from '../services/build/member-hills.server.ts';

/** Kilometres with exactly `digits` decimals, as the page's language writes them ("42,50 km"). */
const km = (locale: Locale, metres: number, digits: number) =>
  formatLength(locale, metres / 1000, 'km', { minDigits: digits, maxDigits: digits });

/** "Track 42.50 km, scaled to 42.195 km" on a course whose track is laid over its race distance. */
function courseScale(profile: CourseProfile, locale: Locale): { track: string; race: string } | null {
  const race = raceDistanceM(profile);
  if (Math.abs(race - profile.distanceM) < 0.5) return null;
  return { track: km(locale, profile.distanceM, 2), race: km(locale, race, race % 1000 ? 3 : 0) };
}

/** A preset's label as the language writes it ("10 km", with a narrow no-break space in French); named ones are translated. */
function presetLabel(label: string, locale: Locale): string {
  const length = /^(\d+) (km|mi)$/.exec(label);
  return length ? formatLength(locale, Number(length[1]), length[2] as 'km' | 'mi') : label;
}

/**
 * build.index and build.index.course: open to everyone. The form starts from a shared link (`s`), the predictor's
 * `distance`/`goal`, or the defaults. The page carries the plans, the layout and the address of
 * each band's image (drawn by the render pool when the browser asks, cached by ETag), never the
 * drawing itself: it stays small, and a full render queue cannot hold it up.
 *
 * Without a course, nothing here depends on who is asking (the lead's page cache renders it as a
 * guest): whether the viewer may save, and the saved band it was opened from, are asked by the
 * Save island after load (GET bandsApi.routes.savedViewer); every write checks again on the server.
 * The one exception, "My hills" among the hill models, is only ever a signed-in member's, whose
 * pages are rendered for them (a shared render is a guest's and never offers it).
 */
export async function BuildPage({ locale, query, available, params: route }: RoutePageProps) {
  const labels = dictionary(locale).builder;
  const params = new URLSearchParams(query);
  // A read-only copy shared from a private course (see api/snapshot-routes.ts).
  const sharedId = params.get('shared');
  if (sharedId) return <SharedBandPage locale={locale} id={sharedId} available={available} />;
  // On a course page the band follows that course (someone else's private one is a 404).
  const course = route.courseUuid ? await getCourseForBuild(requestEm(), route.courseUuid, await getViewer(), locale) : null;
  if (route.courseUuid && !course) notFound();
  const linked = decodeSettingsParam(params.get('s'));
  const state = stateFromLink(linked, params);
  if (course && !linked && !params.get('distance')) {
    state.distance = { preset: 'course', custom: '' };
    state.band.title = course.title.slice(0, 80);
  }
  // Saving needs an account; guests go to login and come back to this very URL (settings in it).
  const loginPath = available.has('login.index') ? routePath(locale, 'login.index') : routePath(locale, 'home.index');
  const choices: BuilderChoices = {
    distances: DISTANCE_PRESETS.map((p) => ({
      id: p.id,
      label: p.id === 'half' ? labels.race.half : p.id === 'marathon' ? labels.race.marathon : presetLabel(p.label, locale),
    })),
    customLabel: labels.race.custom,
    courseLabel: course
      ? fillTemplate(labels.race.courseDistance, {
          distance: km(locale, raceDistanceM(course.profile), course.profile.distanceM % 1000 ? 3 : 0),
        })
      : null,
    courseScale: course ? courseScale(course.profile, locale) : null,
    fonts: FONT_FAMILY_IDS.map((id) => ({ id, label: FONT_FAMILIES[id].name })),
    papers: Object.keys(PAPER_SIZES_PT),
    themes: await listThemeChoices(requestEm()),
    // "My hills" for a member who has fitted one (a shared render is a guest's: never offered there).
    myHills: await hasHills(),
  };

  const settings = toDefinition(state, course?.uuid);
  const prepared = await prepareBuild(
    settings,
    locale,
    async () => course?.profile ?? null,
    labels.race.courseNotFound,
    (id) => findTheme(requestEm(), id),
    viewerHills(() => getViewer()),
  );
  // Same encoding as the form's, so the page's image URLs are the ones the browser asks for later.
  const shown = prepared.ok ? await previewLinks(prepared, locale, encodeSettingsParam(settings)) : prepared;
  const preview: PreviewResult | null = shown.ok ? shown.value : null;
  const errors = shown.ok ? {} : shown.errors;

  return (
    <div>
      <PageTop
        locale={locale}
        route={course ? 'build.index.course' : 'build.index'}
        params={course ? { courseUuid: course.uuid } : {}}
        title={course ? `${labels.title}: ${course.title}` : labels.title}
        // On a course, the course's card (its elevation profile), as its own page shows; else the site's.
        image={course?.shareImage ?? undefined}
        heading={labels.title}
      />
      <p className="muted">{labels.intro}</p>
      {course ? (
        <>
          <p>
            <strong>{labels.race.course}:</strong> {course.title}
          </p>
          <CourseHeightNotes title={labels.race.heightNotes} notes={courseQualityNotes(course.profile, course.publishedGainM, locale)} />
        </>
      ) : (
        available.has('search.index') && (
          <p>
            <Link to={routePath(locale, 'search.index')}>{labels.race.pickCourse}</Link>
          </p>
        )
      )}
      <BandBuilder
        locale={locale}
        labels={labels}
        choices={choices}
        initialState={state}
        initialPreview={preview}
        initialErrors={errors}
        loginPath={loginPath}
        course={course ? { uuid: course.uuid, chart: chartOf(course.profile), isPrivate: course.isPrivate } : null}
      />
      <WatchFiles locale={locale} courseUuid={course?.uuid ?? null} />
      <RaceUpload locale={locale} courseUuid={course?.uuid ?? null} />
    </div>
  );
}

/** True when the signed-in member has a "My hills" model. */
async function hasHills(): Promise<boolean> {
  const viewer = await getViewer();
  return viewer.kind === 'user' && (await findHillModel(requestEm(), viewer.id)) !== null;
}

/**
 * What the course's quality report says about its heights (issue 26): a file whose ground heights
 * miss most of the climbing, or far from the published gain, is said before the runner trusts the
 * hills on the band.
 */
function CourseHeightNotes({ title, notes }: { title: string; notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <aside className="course-height-notes" role="note" aria-label={title}>
      <strong>⚠ {title}</strong>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </aside>
  );
}
