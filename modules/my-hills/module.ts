import { defineModule } from '../../src/host/module-contract.ts';
import { messages } from './locales/messages.ts';

/**
 * "My hills" (issue 27 point 3): the runner's own hill model fitted from their recorded runs. No
 * pages, API or storage yet (the profile, the chart and the build page's option come later).
 * Listed for its messages (checked in four languages) and the `hills` command.
 */
export const myHillsModule = defineModule({
  name: 'my-hills',
  messages,
  cli: { hills: () => import('./cli/hills.ts') },
});
