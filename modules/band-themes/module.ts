import { defineModule } from '../../src/host/module-contract.ts';
import { themesApi, THEME_BODY_LIMIT } from './api.ts';
import { themesApiPaths } from './api-paths.ts';
import { BandTheme } from './entities.ts';
import { messages, t } from './locales/messages.ts';
import { seed } from './seed.ts';
import { ThemeCreatePage, ThemeEditPage, ThemesAdminPage } from './ui/admin/theme-pages.tsx';

/**
 * Band themes (SPEC 3): background and border images, border width and position, made by the team
 * in the admin area and seeded with three of ours. The band builder offers them on the build page
 * and prints them (it reads them through index.ts); this module never imports the builder.
 */
export const bandThemesModule = defineModule({
  name: 'band-themes',
  adminPages: { 'admin.themes.index': ThemesAdminPage, 'admin.themes.create': ThemeCreatePage, 'admin.themes.edit': ThemeEditPage },
  api: [{ prefix: themesApiPaths.prefix, app: themesApi, bodyLimit: THEME_BODY_LIMIT }],
  entities: [BandTheme],
  messages,
  seed,
  nav: {
    userMenu: [{ route: 'admin.themes.index', label: (l) => t(l).bandThemes.menu(), order: 75 }],
    adminMenu: [{ route: 'admin.themes.index', label: (l) => t(l).bandThemes.menu(), order: 50, group: 'shop' }],
  },
});
