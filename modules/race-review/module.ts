import { defineModule } from '../../src/host/module-contract.ts';
import { raceReviewApi } from './api.ts';
import { eraseMemberReviews, exportMemberReviews } from './data/race-review.repository.ts';
import { RaceReviewRecord } from './entities.ts';
import { messages } from './locales/messages.ts';
import './routes.ts';
import { RACE_REVIEW_CSS } from './ui/race-review-styles.ts';
import { SharedReviewPage } from './ui/shared-review-page.tsx';
import { raceReviewApiPaths } from './api-paths.ts';

/**
 * After the race (issue 27 point 2): a recorded race (FIT, GPX, TCX) laid on its band's plan,
 * row by row, with the gap chart and a summary; kept with the saved band and shared read-only.
 * The band builder offers the upload (it knows the band's plan); this module reads, aligns,
 * keeps, shows, shares and deletes.
 */
export const raceReviewModule = defineModule({
  name: 'race-review',
  personalData: { erase: eraseMemberReviews, export: exportMemberReviews },
  styles: RACE_REVIEW_CSS,
  pages: { 'race-review.shared': SharedReviewPage },
  api: [{ prefix: raceReviewApiPaths.prefix, app: raceReviewApi }],
  entities: [RaceReviewRecord],
  messages,
  cli: { actual: () => import('./cli/actual.ts') },
});
