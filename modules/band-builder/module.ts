import { defineModule } from '../../src/host/module-contract.ts';
import { bandBuilderApi } from './api.ts';
import { bandRaceApi } from './api/race-routes.ts';
import { BandSnapshot, BandTheme, SavedBand } from './entities.ts';
import { messages, t } from './locales/messages.ts';
import { BuildPage } from './ui/build-page.tsx';
import { SavedBandsPage } from './ui/saved-bands-page.tsx';
import { themesApi, THEME_BODY_LIMIT } from './api/theme-routes.ts';
import { seed } from './seed.ts';
import { ThemeCreatePage, ThemeEditPage, ThemesAdminPage } from './ui/admin/theme-pages.tsx';
import { BUILDER_CSS } from './ui/builder-styles.ts';
import { eraseMemberBands, exportMemberBands } from './data/personal-data.repository.ts';
import { bandsApi, themesApiPaths } from './api-paths.ts';
import { bandRacesApi } from '../race-review/index.ts';

/** The band builder: the build page, its API and print files, "my pace bands", and band themes (admin). */
export const bandBuilderModule = defineModule({
  name: 'band-builder',
  personalData: { erase: (em, userId) => eraseMemberBands(em, userId), export: (em, userId) => exportMemberBands(em, userId) },
  styles: BUILDER_CSS,
  pages: { 'build.index': BuildPage, 'build.index.course': BuildPage, 'pace-bands.index': SavedBandsPage },
  cachedPages: ['build.index', 'build.index.course'],
  adminPages: { 'admin.themes.index': ThemesAdminPage, 'admin.themes.create': ThemeCreatePage, 'admin.themes.edit': ThemeEditPage },
  api: [
    { prefix: bandsApi.prefix, app: bandBuilderApi },
    { prefix: themesApiPaths.prefix, app: themesApi, bodyLimit: THEME_BODY_LIMIT },
    // A recorded race against a band (issue 27 point 2): its own cap (COURSE_UPLOAD_MAX_MB), checked before the body is read.
    { prefix: bandRacesApi.prefix, app: bandRaceApi, bodyLimit: 200 * 1024 * 1024 },
  ],
  entities: [SavedBand, BandSnapshot, BandTheme],
  messages,
  seed,
  cli: { plan: () => import('./cli/plan.ts'), band: () => import('./cli/band.ts') },
  nav: {
    topBar: [{ route: 'build.index', label: (l) => t(l).nav.buildShort(), order: 10, style: 'button' }],
    footer: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
    userMenu: [
      { route: 'pace-bands.index', label: (l) => t(l).nav.paceBands(), order: 20 },
      { route: 'admin.themes.index', label: (l) => t(l).builder.themes.menu(), order: 75 },
    ],
    adminMenu: [{ route: 'admin.themes.index', label: (l) => t(l).builder.themes.menu(), order: 50, group: 'shop' }],
    siteMap: [{ route: 'build.index', label: (l) => t(l).nav.build(), order: 20 }],
  },
});
