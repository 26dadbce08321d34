import { defineModule } from '../../src/host/module-contract.ts';
import { createOrderPrintingApi } from './api.ts';
import { printApi } from './api-paths.ts';
import * as entities from './entities.ts';
import { messages } from './locales/messages.ts';
import { printRunJob } from './services/print-queue.server.ts';
import { PrintForm, PrintRunsSection } from './ui/print-runs.tsx';

/**
 * Batch printing of paid band orders (SPEC 1): a run of the selected orders renders, in the
 * background, one PDF of bands and one of address labels or envelopes; the team downloads them and
 * marks the orders printed. Built on the commerce module's orders; the admin orders screen shows
 * it through two slots, so commerce never imports it.
 */
export const orderPrintingModule = defineModule({
  name: 'order-printing',
  api: [{ prefix: printApi.prefix, app: createOrderPrintingApi() }],
  entities: Object.values(entities),
  messages,
  // Runs on the host's job queue.
  jobs: [printRunJob],
  slots: { 'admin.orders.runs': PrintRunsSection, 'admin.orders.print': PrintForm },
});
