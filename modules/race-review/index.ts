/**
 * The race review's public surface (issue 27 point 2), for the band builder, which knows a band's
 * plan: judge a recorded race against it (in the worker pool), keep the review, show it.
 *
 * - `reviewRace(bytes, fileName, plan, course, { maxBytes })` → `RaceReview`; refusals are the
 *   courses module's CourseFileError or a RaceReviewError, `reviewErrorMessage(error, locale)`
 *   says either in the user's language (null for anything else: a bug).
 * - `reviewPlanOf(bandPlan)`, `reviewCourseOf(profile)`: the inputs from the pacing and courses types.
 * - Keeping: `createRaceReview`, `listBandReviews`, `deleteBandReviews` (a saved band's reviews go with it).
 * - Showing: `BandRaceReviews` (a saved band's), `RaceUpload` (the build page's, without account).
 */
export { reviewRace } from './services/review-race.ts';
export { reviewErrorMessage } from './services/review-error-message.ts';
export { reviewCourseOf, reviewPlanOf } from './services/review-inputs.ts';
export { createRaceReview, deleteBandReviews, listBandReviews } from './data/race-review.repository.ts';
export { BandRaceReviews } from './ui/band-reviews.tsx';
export { RaceUpload } from './ui/race-upload.tsx';
export { dictionary as raceReviewDictionary } from './locales/messages.ts';
export { bandRacesApi } from './api-paths.ts';
