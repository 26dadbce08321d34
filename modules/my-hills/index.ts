/**
 * "My hills" (issue 27 point 3): the runner's own pace factor per 1 % of grade, −15 % to +15 %,
 * fitted from 3 or more of their recorded runs and shrunk toward Strava's curve where a bin has
 * little data (docs/decisions/0026-my-hills.md).
 *
 * - `fitMyHillsInWorker(files, { maxBytes })` → `{ factors: [{ gradePercent, factor, samples }] }`,
 *   in the worker pool (request handlers); `fitMyHills` is the same on the calling thread (CLI, tests).
 * - Refusals are `HillsError`; `hillsErrorMessage(error, locale)` says one in en, fr, es or it
 *   (null for anything else: a bug).
 * - The member's kept model: `findHillModel(em, userId)` → `{ factors, runs, updatedAt }` or null,
 *   for the band builder, which hands the factors to the pacing engine (`effortModel: 'mine'`).
 *   Only ever asked with the signed-in member's own id: the model is never shared.
 */
export { stravaFactor } from './services/fit-hills.ts';
export { findHillModel, saveHillModel } from './data/hill-model.repository.ts';
