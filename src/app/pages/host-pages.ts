import type { PageFragment } from '../../i18n/page-types.ts';
import { HomePage } from './home-page.tsx';
import { PrivacyPage, TermsPage } from './legal-pages.tsx';
import { SiteMapPage } from './site-map-page.tsx';

/** The host's own pages: home and the legal pages, which belong to no domain module. */
export const hostPages: PageFragment = {
  'home.index': HomePage,
  'terms.index': TermsPage,
  'privacy.index': PrivacyPage,
  'sitemap.index': SiteMapPage,
};
