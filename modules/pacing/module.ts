import { defineModule } from '../../src/host/module-contract.ts';
import { catalogues } from './locales/index.ts';

/**
 * The pacing engine (course + settings → plan): no pages, no API of its own. Listed so that the
 * module contract test checks its `plan` catalogue in every language.
 */
export const pacingModule = defineModule({
  name: 'pacing',
  messages: { dictionaries: catalogues },
});
