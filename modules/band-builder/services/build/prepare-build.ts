import { courseHeightsSmallPrint, type CourseProfile } from '../../../courses/index.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { renderBandSvg, BandSettingsError, bandMessage, bandThemeSchema, type BandLayoutSummary } from '../../../band-render/index.ts';
import { themeNotFoundMessage } from '../../../band-themes/index.ts';
import type { BandPlan, HillFactorInput } from '../../../pacing/index.ts';
import { parseBuildSettings, type BuildSettings, type FieldErrors } from './build-settings.ts';
import { planBuild } from './plan-build.ts';
import { InvalidParametersError, NotFoundError, type AppError } from '../../../../src/lib/http-errors.ts';

/** Settings refused: their fields' messages; `notFound` when the course they name is not there (or not the asker's to use). */
export type Refused = { ok: false; errors: FieldErrors; notFound?: true };

/** The typed error a refusal is answered with: a missing course is a NotFoundError, anything else wrong parameters. */
export function refusalError(refused: Refused): AppError {
  return refused.notFound ? new NotFoundError(undefined, refused.errors) : new InvalidParametersError(refused.errors);
}

/** What a theme gives a band (images as data URLs; null for none). */
export interface ThemeLook {
  backgroundImage: string | null;
  borderImage: string | null;
  borderWidthMm: number;
  position: 'top' | 'center' | 'bottom';
}
export type Prepared = { ok: true; settings: BuildSettings; plans: BandPlan[] } | Refused;

/** The asker's own "My hills" factors, or null (a guest, a member without a model). */
export type HillsOf = () => Promise<readonly HillFactorInput[] | null>;

/**
 * Settings as sent (page, API, link) → valid settings and their plans, or field errors. The
 * course named in the settings comes from `courseOf`, which answers null when the asker may not
 * use it (that is a 404, like a missing course); the runner's own hill model ("My hills",
 * `effortModel: 'mine'`) from `hillsOf`, asked only by such settings.
 */
export async function prepareBuild(
  input: unknown,
  locale: Locale,
  courseOf: (uuid: string) => Promise<CourseProfile | null>,
  courseNotFound: string,
  themeOf: (id: string) => Promise<ThemeLook | null> = async () => null,
  hillsOf: HillsOf = async () => null,
): Promise<Prepared> {
  const parsed = parseBuildSettings(input, locale);
  if (!parsed.ok) return parsed;
  const themed = await applyTheme(parsed.settings, locale, themeOf);
  if (themed) return themed;
  let course: CourseProfile | undefined;
  if (parsed.settings.courseUuid) {
    const found = await courseOf(parsed.settings.courseUuid);
    if (!found) return { ok: false, notFound: true, errors: { courseUuid: [courseNotFound] } };
    course = found;
    // Where the course's heights look unreliable, the band's small print says so, in its language.
    parsed.settings.band.courseNote = courseHeightsSmallPrint(found, locale);
  }
  const hills = parsed.settings.plan.effortModel === 'mine' ? await hillsOf() : null;
  const planned = planBuild(parsed.settings, locale, course, hills ?? undefined);
  return planned.ok ? { ok: true, settings: parsed.settings, plans: planned.plans } : planned;
}

/** Lays the chosen theme's images and border on the band settings; a theme that is gone is a field error. */
export async function applyTheme(
  settings: BuildSettings,
  locale: Locale,
  themeOf: (id: string) => Promise<ThemeLook | null>,
): Promise<Refused | null> {
  if (!settings.themeId) return null;
  const theme = await themeOf(settings.themeId);
  if (!theme) return { ok: false, errors: { 'band.theme': [themeNotFoundMessage(locale)] } };
  settings.band.style.theme = bandThemeSchema.parse({
    borderWidthMm: theme.borderWidthMm,
    position: theme.position,
    ...(theme.backgroundImage ? { backgroundImage: theme.backgroundImage } : {}),
    ...(theme.borderImage ? { borderImage: theme.borderImage } : {}),
  });
  return null;
}

/** Runs a rendering; the renderer's refusals (a band too small for its rows…) become field errors. */
export async function rendered<T>(locale: Locale, work: () => Promise<T>): Promise<{ ok: true; value: T } | Refused> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof BandSettingsError)) throw error;
    const key = ['band', ...error.path.map(String)].join('.');
    return { ok: false, errors: { [key]: [bandMessage(locale, error.code, error.params)] } };
  }
}

export interface BandPreview {
  plans: BandPlan[];
  /** Every band of the order, one per target time, in order. */
  bands?: Array<{ svg: string; layout: BandLayoutSummary }>;
}

/** What the build page shows: every plan's rows and every band as it will print. */
export async function previewBuild(
  prepared: Extract<Prepared, { ok: true }>,
  locale: Locale,
): Promise<{ ok: true; value: BandPreview } | Refused> {
  if (prepared.plans.length === 0) return { ok: true, value: { plans: [] } };
  const bands: Array<{ svg: string; layout: BandLayoutSummary }> = [];
  for (const plan of prepared.plans) {
    const band = await rendered(locale, () => renderBandSvg(plan, { ...prepared.settings.band, locale }, { compactPaths: true }));
    if (!band.ok) return band;
    bands.push({ svg: band.value.svg, layout: band.value.layout });
  }
  return { ok: true, value: { plans: prepared.plans, bands } };
}
