import { defineModule } from '../../src/host/module-contract.ts';
import { bandBuilderApi } from './api.ts';
import { SavedBand } from './entities.ts';
import { messages, t } from './locales/builder/messages.ts';
import { BuildPage } from './ui/build-page.tsx';
import { SavedBandsPage } from './ui/saved-bands-page.tsx';

/** The band builder: the build page, its API and print files, and "my pace bands". */
export const bandBuilderModule = defineModule({
  name: 'band-builder',
  pages: { 'build.index': BuildPage, 'build.index.course': BuildPage, 'pace-bands.index': SavedBandsPage },
  api: [{ prefix: '/bands', app: bandBuilderApi }],
  entities: [SavedBand],
  messages,
  cli: { plan: () => import('./cli/plan.ts'), band: () => import('./cli/band.ts') },
  nav: {
    topBar: [{ route: 'build.index', label: (l) => t(l).nav.buildShort(), order: 10, style: 'button' }],
    footer: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
    userMenu: [{ route: 'pace-bands.index', label: (l) => t(l).nav.paceBands(), order: 20 }],
    siteMap: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
  },
});
