import { defineModule } from '../../src/host/module-contract.ts';
import { bandBuilderApi } from './api.ts';
import { bandRaceApi } from './api/race-routes.ts';
import { BandSnapshot, SavedBand } from './entities.ts';
import { messages, t } from './locales/messages.ts';
import { BuildPage } from './ui/build-page.tsx';
import { SavedBandsPage } from './ui/saved-bands-page.tsx';
import { BUILDER_CSS } from './ui/builder-styles.ts';
import { eraseMemberBands, exportMemberBands } from './data/personal-data.repository.ts';
import { bandsApi } from './api-paths.ts';
import { bandRacesApi } from '../race-review/index.ts';

/** The band builder: the build page, its API and print files, "my pace bands". Themes are band-themes' (ADR 0029). */
export const bandBuilderModule = defineModule({
  name: 'band-builder',
  personalData: { erase: eraseMemberBands, export: exportMemberBands },
  styles: BUILDER_CSS,
  pages: { 'build.index': BuildPage, 'build.index.course': BuildPage, 'pace-bands.index': SavedBandsPage },
  cachedPages: ['build.index', 'build.index.course'],
  api: [
    { prefix: bandsApi.prefix, app: bandBuilderApi },
    // A recorded race against a band (issue 27 point 2): its own cap (COURSE_UPLOAD_MAX_MB), checked before the body is read.
    { prefix: bandRacesApi.prefix, app: bandRaceApi, bodyLimit: 200 * 1024 * 1024 },
  ],
  entities: [SavedBand, BandSnapshot],
  messages,
  cli: { plan: () => import('./cli/plan.ts'), band: () => import('./cli/band.ts') },
  nav: {
    topBar: [{ route: 'build.index', label: (l) => t(l).nav.buildShort(), order: 10, style: 'button' }],
    footer: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
    userMenu: [{ route: 'pace-bands.index', label: (l) => t(l).nav.paceBands(), order: 20 }],
    siteMap: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
  },
});
