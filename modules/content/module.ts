import { CONSENT_COOKIE } from '../../src/lib/consent.ts';
import { defineModule, type NavItem } from '../../src/host/module-contract.ts';
import './routes.ts';
import { IconHelp, IconNews } from '../../src/ui/icons.tsx';
import { contentApi } from './api.ts';
import { ContactMessage, FaqEntry, LegalDocumentVersion, NewsItem } from './entities.ts';
import { termsConsentVersion, unreadNewsCount } from './index.ts';
import { messages, t } from './locales/messages.ts';
import { seed } from './seed.ts';
import { newsSitemap } from './services/news-sitemap.ts';
import { LAST_READ_NEWS_COOKIE } from './services/unread-news.ts';
import { CookieConsent, CookieSettingsPage } from './ui/cookie-consent.tsx';
import { CONTENT_CSS } from './ui/content-styles.ts';
import { contentEnv, contentEnvSchema } from './env.server.ts';
import { thirdPartyCsp, thirdPartyScripts } from './services/third-party-scripts.ts';
import { contentDashboard } from './services/content-dashboard.ts';
import { AdminContactListPage, AdminContactShowPage } from './ui/admin-contact-pages.tsx';
import { ContactPage } from './ui/contact-page.tsx';
import {
  AdminFaqCreatePage,
  AdminFaqEditPage,
  AdminFaqListPage,
  AdminNewsCreatePage,
  AdminNewsEditPage,
  AdminNewsListPage,
} from './ui/admin-content-pages.tsx';
import { AdminLegalEditPage, AdminLegalListPage, AdminLegalVersionPage } from './ui/admin-legal-pages.tsx';
import { FaqPage } from './ui/faq-page.tsx';
import { PrivacyPage, SaleTermsPage, TermsPage } from './ui/legal-pages.tsx';
import { LatestNews } from './ui/latest-news.tsx';
import { NewsPage } from './ui/news-page.tsx';
import { eraseMemberMessages, exportMemberMessages } from './data/personal-data.repository.ts';
import { contentApiPaths } from './api-paths.ts';

/** Content: news (with the unread badge), the FAQ, contact messages and the legal pages (versioned). */
/** The module's pages as the footer and the site map list them (the footer adds the cookie settings). */
const pageLinks: NavItem[] = [
  { route: 'news.index', label: (l) => t(l).nav.news(), order: 50 },
  { route: 'faq.index', label: (l) => t(l).nav.faq(), order: 60 },
  { route: 'contact.index', label: (l) => t(l).footer.contact(), order: 90 },
  { route: 'terms.index', label: (l) => t(l).footer.terms(), order: 110 },
  { route: 'terms.sale', label: (l) => t(l).content.legal.footerSale(), order: 115 },
  { route: 'privacy.index', label: (l) => t(l).footer.privacy(), order: 120 },
];

export const contentModule = defineModule({
  name: 'content',
  personalData: { erase: eraseMemberMessages, export: exportMemberMessages },
  pages: {
    'news.index': NewsPage,
    'faq.index': FaqPage,
    'cookies.index': CookieSettingsPage,
    'contact.index': ContactPage,
    'terms.index': TermsPage,
    'terms.sale': SaleTermsPage,
    'privacy.index': PrivacyPage,
  },
  // Not the cookie settings (they show the visitor's choice) nor contact (its captcha challenge is per visit).
  cachedPages: ['news.index', 'faq.index', 'terms.index', 'terms.sale', 'privacy.index'],
  // Sign-up stores the versions of the terms of use and privacy notice it showed (accounts reads it through the host).
  termsConsent: termsConsentVersion,
  adminPages: {
    'admin.news.index': AdminNewsListPage,
    'admin.news.create': AdminNewsCreatePage,
    'admin.news.edit': AdminNewsEditPage,
    'admin.faq.index': AdminFaqListPage,
    'admin.faq.create': AdminFaqCreatePage,
    'admin.faq.edit': AdminFaqEditPage,
    'admin.contact.index': AdminContactListPage,
    'admin.contact.show': AdminContactShowPage,
    'admin.legal.index': AdminLegalListPage,
    'admin.legal.edit': AdminLegalEditPage,
    'admin.legal.version': AdminLegalVersionPage,
  },
  env: contentEnvSchema,
  // SPEC 7's analytics and ad scripts: their origins only when configured (ANALYTICS_ID, ADS_CLIENT).
  csp: () => thirdPartyCsp(thirdPartyScripts(contentEnv())),
  // Tables in Markdown (the privacy notice's data table), a legal version's source.
  styles: CONTENT_CSS,
  dashboard: contentDashboard,
  api: [{ prefix: contentApiPaths.prefix, app: contentApi }],
  entities: [NewsItem, FaqEntry, ContactMessage, LegalDocumentVersion],
  // The captcha's shared secret and solved challenges (plain SQL, data/captcha.repository.ts).
  foreignTables: ['captcha_used', 'captcha_secret'],
  messages,
  seed,
  badges: { unreadNews: ({ route, headers }) => (route === 'news.index' ? Promise.resolve(0) : unreadNewsCount(headers)) },
  home: [{ order: 30, component: LatestNews }],
  sitemap: newsSitemap,
  pageOverlays: [CookieConsent],
  cookies: [
    {
      name: CONSENT_COOKIE,
      category: 'necessary',
      purpose: (l) => t(l).content.consent.cookiePurpose(),
      duration: (l) => t(l).content.consent.cookieDuration(),
    },
    {
      name: LAST_READ_NEWS_COOKIE,
      category: 'necessary',
      purpose: (l) => t(l).content.newsCookie.purpose(),
      duration: (l) => t(l).content.newsCookie.duration(),
    },
  ],
  nav: {
    topBar: [
      { route: 'news.index', label: (l) => t(l).nav.news(), order: 40, icon: IconNews, badge: 'unreadNews' },
      { route: 'faq.index', label: (l) => t(l).nav.faq(), order: 50, icon: IconHelp, hideOnSmall: true },
    ],
    footer: [...pageLinks, { route: 'cookies.index', label: (l) => t(l).content.nav.cookieSettings(), order: 130 }],
    adminMenu: [
      { route: 'admin.news.index', label: (l) => t(l).content.admin.nav.news(), order: 20, group: 'content' },
      { route: 'admin.faq.index', label: (l) => t(l).content.admin.nav.faq(), order: 30, group: 'content' },
      { route: 'admin.contact.index', label: (l) => t(l).content.admin.nav.contact(), order: 40, group: 'content' },
      { route: 'admin.legal.index', label: (l) => t(l).content.admin.nav.legal(), order: 45, group: 'content' },
    ],
    userMenu: [{ route: 'admin.news.index', label: (l) => t(l).content.admin.nav.news(), order: 65 }],
    siteMap: pageLinks,
  },
});
