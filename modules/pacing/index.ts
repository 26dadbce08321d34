/**
 * The pacing engine's public surface: course + settings → plan. Pure and synchronous: no
 * database, no React, no file or network I/O; it imports no other module (the lint rule keeps it
 * so), only the shared libraries of src/lib.
 *
 * - `planBands({ settings, course? })` → one `BandPlan` per target time in `settings.bands`.
 *   `settings` is validated by `planSettingsSchema` (the same schema the page, the API and the CLI
 *   use); invalid or impossible settings throw `PlanError`, whose `issues` carry codes of the
 *   `plan` catalogue (locales/) and their parameters. Without a course the race is flat and
 *   `settings.distanceM` is required; with one (any `PacingCourse`, such as the courses module's
 *   profile), the course is laid over `settings.distanceM` or its own, snapped, length.
 * - `planMessage(code, params, locale)` renders an issue in en, fr, es or it;
 *   `planIssueFromZod(issue)` reads the code back from a zod issue of `planSettingsSchema`.
 * - Race distances live in src/lib/race-distances.ts (shared with courses and the predictor).
 */
export { planBands, raceDistanceM } from './services/plan-bands.ts';
export type { PlanSettings, PlanSettingsInput } from './services/plan-settings.ts';
export { planSettingsSchema } from './services/plan-checks.ts';
export { PlanError, planMessage, planIssueFromZod, type PlanLocale } from './services/plan-issues.ts';
export { MAX_BANDS, MAX_COPIES } from './services/plan-limits.ts';
export { lapTimeSeconds } from './services/lap-times.ts';
export { walkLabelDistance, withWalkRows } from './services/walk-label.ts';
export { DEFAULT_WALK_KMH } from './services/walk-speed.ts';
// How much a grade costs against the flat (the race review's grade-adjusted pace, issue 27).
export { effortRatio } from './services/running-cost.ts';
// "My hills" (issue 27): a runner's own factor per grade, handed to planBands as `hillFactors` for `effortModel: 'mine'`.
export type { HillFactorInput } from './services/personal-hills.ts';
export { isLapRow, type BandPlan, type PlanRow, type DistanceUnit, type PaceStrategy, type RowKind } from './services/plan-types.ts';
// The `plan` command's arguments (the command itself, and its table, are band-builder's cli/).
export { commandHillFactors, parsePlanArgs, PLAN_FLAGS, UsageError } from './services/plan-cli-args.ts';
export { runPlanCommand } from './services/plan-command.ts';
