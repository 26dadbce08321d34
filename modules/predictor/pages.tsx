import type { PageFragment } from '../../src/i18n/page-types.ts';
import { PredictorPage } from './ui/predictor-page.tsx';

/** The predictor module's fragment of the route table. */
export const predictorPages: PageFragment = {
  'predictor.index': PredictorPage,
};
