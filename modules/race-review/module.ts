import { defineModule } from '../../src/host/module-contract.ts';
import { messages } from './locales/messages.ts';

/**
 * After the race (issue 27 point 2): a recorded race (FIT, GPX, TCX) laid on its band's plan,
 * row by row, with the gap chart and a summary; kept with the saved band and shared read-only.
 */
export const raceReviewModule = defineModule({
  name: 'race-review',
  messages,
  cli: { actual: () => import('./cli/actual.ts') },
});
