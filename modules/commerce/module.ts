import { defineModule } from '../../src/host/module-contract.ts';
import * as entities from './entities.ts';

/** Commerce: printed-band orders, card payment, promo codes, batch printing, donations. */
export const commerceModule = defineModule({
  name: 'commerce',
  entities: Object.values(entities),
});
