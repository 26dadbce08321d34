import { defineModule } from '../../src/host/module-contract.ts';
import { messages } from './locales/messages.ts';
import { WATCH_CSS } from './ui/watch-styles.ts';

/**
 * The plan on a watch: FIT workout, FIT course and GPX course of a band. No pages or API of its
 * own: the band builder's pages and API, the public API and the CLI offer its files. Listed for
 * its messages (checked in four languages), its styles and the `watch` command.
 */
export const watchModule = defineModule({
  name: 'watch',
  messages,
  styles: WATCH_CSS,
  cli: { watch: () => import('./cli/watch.ts') },
});
