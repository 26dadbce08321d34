import { defineModule } from '../host/module-contract.ts';
import { t } from '../i18n/messages.ts';
import { HomePage } from './pages/home-page.tsx';
import { PrivacyPage, TermsPage } from './pages/legal-pages.tsx';
import { SiteMapPage } from './pages/site-map-page.tsx';

/** The host's own pages (home, legal pages, site map) and links, declared like any module's. */
export const hostModule = defineModule({
  name: 'host',
  // The form kit's flash table (src/db/flash-store.ts) is written with SQL, not an entity.
  foreignTables: ['form_flash'],
  pages: { 'home.index': HomePage, 'terms.index': TermsPage, 'privacy.index': PrivacyPage, 'sitemap.index': SiteMapPage },
  nav: {
    footer: [
      { route: 'home.index', label: (l) => t(l).nav.home(), order: 10 },
      { route: 'sitemap.index', label: (l) => t(l).footer.siteMap(), order: 100 },
      { route: 'terms.index', label: (l) => t(l).footer.terms(), order: 110 },
      { route: 'privacy.index', label: (l) => t(l).footer.privacy(), order: 120 },
      { route: 'privacy.index', label: (l) => t(l).footer.cookies(), order: 130, hash: 'cookies' },
    ],
    siteMap: [
      { route: 'home.index', label: (l) => t(l).nav.home(), order: 10 },
      { route: 'terms.index', label: (l) => t(l).footer.terms(), order: 110 },
      { route: 'privacy.index', label: (l) => t(l).footer.privacy(), order: 120 },
    ],
  },
});
