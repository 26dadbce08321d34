export { RaceReviewRecord } from './entities/race-review.entity.ts';
