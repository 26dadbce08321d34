import { defineModule } from '../../src/host/module-contract.ts';
import en from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';

/**
 * The pacing engine (course + settings → plan): no pages, no API of its own. Listed so that the
 * module contract test checks its `plan` catalogue in the four languages.
 */
export const pacingModule = defineModule({
  name: 'pacing',
  messages: { dictionaries: { en, fr, es, it } },
});
