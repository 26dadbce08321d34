import { FLASH_COOKIE } from '../host/forms/flash-cookie.ts';
import { defineModule } from '../host/module-contract.ts';
import { LANG_COOKIE } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import type { HostComposition } from '../host/host-composition.ts';
import { homePage } from './pages/home-page.tsx';
import { cookieTable } from './pages/cookie-table.tsx';
import { siteMapPage } from './pages/site-map-page.tsx';
import { ConfirmPage } from './pages/confirm-page.tsx';
import { shellApi } from './shell/shell-api.ts';
import { shellApiPaths } from './shell/shell-paths.ts';

/**
 * The host's own pages (home, site map, the confirm page of SPEC 8) and links, declared like any module's, and the privacy
 * notice's cookie table (the notice itself is the content module's). The composition root
 * (src/composition.ts) makes it with what its pages read from the composition.
 */
export const hostModule = (composed: HostComposition) =>
  defineModule({
    name: 'host',
    // The form kit's flash table (src/db/flash-store.ts) and rate-limiter-flexible's counters
    // (src/host/rate-limit.ts) are created by our migrations, not from entities.
    foreignTables: ['form_flash', 'rate_limit'],
    pages: { 'home.index': homePage(composed), 'sitemap.index': siteMapPage(composed), 'confirm.index': ConfirmPage },
    cachedPages: ['home.index', 'sitemap.index'],
    slots: { 'privacy.index': cookieTable(composed) },
    // What the top bar shows each visitor on a cached page (badges, country).
    api: [{ prefix: shellApiPaths.prefix, app: shellApi(composed) }],
    cookies: [
      {
        name: LANG_COOKIE,
        category: 'necessary',
        purpose: (l) => t(l).legal.langCookie(),
        duration: (l) => t(l).legal.langCookieDuration(),
      },
      {
        name: FLASH_COOKIE,
        category: 'necessary',
        personal: true,
        purpose: (l) => t(l).legal.flashCookie(),
        duration: (l) => t(l).legal.flashCookieDuration(),
      },
    ],
    nav: {
      footer: [
        { route: 'home.index', label: (l) => t(l).nav.home(), order: 10 },
        { route: 'sitemap.index', label: (l) => t(l).footer.siteMap(), order: 100 },
      ],
      siteMap: [{ route: 'home.index', label: (l) => t(l).nav.home(), order: 10 }],
    },
  });
