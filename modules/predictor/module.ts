import { defineModule } from '../../src/host/module-contract.ts';
import { IconStopwatch } from '../../src/ui/icons.tsx';
import { predictorApi, predictorShareImages } from './api.ts';
import { PREDICTOR_CARD_PREFIX } from './og/card-path.ts';
import { messages, t } from './locales/messages.ts';
import { PredictorPage } from './ui/predictor-page.tsx';
import { PREDICTOR_CSS } from './ui/predictor-styles.ts';

/** The race-time predictor (Riegel, Cameron, Daniels) with its share image. */
export const predictorModule = defineModule({
  name: 'predictor',
  styles: PREDICTOR_CSS,
  pages: { 'predictor.index': PredictorPage },
  cachedPages: ['predictor.index'],
  api: [{ prefix: '/predictor', app: predictorApi }],
  shareImages: [{ prefix: PREDICTOR_CARD_PREFIX, app: predictorShareImages }],
  messages,
  nav: {
    topBar: [{ route: 'predictor.index', label: (l) => t(l).nav.predictor(), order: 30, icon: IconStopwatch }],
    footer: [{ route: 'predictor.index', label: (l) => t(l).nav.predictor(), order: 40 }],
    siteMap: [{ route: 'predictor.index', label: (l) => t(l).nav.predictor(), order: 40 }],
  },
});
