/**
 * The band builder's public surface for other modules and the host.
 *
 * Pacing (pure, synchronous, no I/O):
 * - `planBands({ settings, course? })` → one `BandPlan` per target time in `settings.bands`.
 *   `settings` is validated by `planSettingsSchema` (the same schema the page and the API use);
 *   invalid or impossible settings throw `PlanError`, whose `issues` carry catalogue codes and
 *   parameters. Without a course the race is flat and `settings.distanceM` is required; with one,
 *   the course is laid over `settings.distanceM` (or its own, snapped, length).
 * - `planMessage(code, params, locale)` renders an issue in en, fr, es or it;
 *   `planIssueFromZod(issue)` reads the code back from a zod issue of `planSettingsSchema`.
 * - Race distances live in src/lib/race-distances.ts (shared with courses and the predictor).
 * Row and plan shapes: `services/plan-types.ts`.
 */
export { planBands, raceDistanceM, type PlanInput } from './services/pacing/plan-bands.ts';
export {
  planSettingsSchema,
  goalTimeSchema,
  type PlanSettings,
  type PlanSettingsInput,
  type WalkSettings,
  type PaceZone,
} from './services/pacing/plan-settings.ts';
export {
  PlanError,
  planMessage,
  planIssueFromZod,
  type PlanIssue,
  type PlanIssueCode,
  type PlanLocale,
} from './services/pacing/plan-issues.ts';
export { effortRatio, minettiCost } from './services/pacing/running-cost.ts';
export type { BandPlan, PlanRow, DistanceUnit, PaceStrategy, RowKind, RowOrder, LapTimeDisplay } from './services/plan-types.ts';

// Band rendering (Satori → SVG → vector PDF / PNG, imposed on paper): see render/index.ts.
export * from './render/index.ts';

// Saved bands for the shop (commerce): the order page lists them, an order keeps each one's
// definition (state, course, theme), batch printing plans them from it.
export {
  listOrderableBands,
  planSavedBand,
  themeForOrder,
  type OrderableBand,
  type OrderedBand,
  type OrderedTheme,
  type PrintableBand,
} from './services/build/saved-bands-for-orders.ts';
// The build pipeline the page and the public API share: settings envelope (plan, band, paper,
// courseUuid) → translated field errors or valid settings → plans. No rendering stack loaded here.
export { parseBuildSettings, type BuildSettings, type BuildSettingsResult } from './services/build/build-settings.ts';
export { planBuild, type PlanBuildResult } from './services/build/plan-build.ts';
