import type { Hono } from 'hono';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { Viewer } from '../auth/access.ts';
import type { CliCommand } from '../cli/cli-context.ts';
import type { Locale } from '../i18n/locales.ts';
import type { PageFragment } from '../i18n/page-types.ts';
import type { RouteName } from '../i18n/route-table.ts';
import type { AnyJob } from './jobs.server.ts';

/**
 * What a module gives the host: one typed manifest (`modules/<x>/module.ts`), listed once in
 * `src/modules.ts`. The host builds the route table's pages, the API, the entity list, the seed,
 * the command line, the four navigation lists, the home page, the site map, the shell's badges,
 * the environment check and the CSP from these manifests, and from nothing else.
 * docs/adding-a-module.md walks through one.
 */
export interface ModuleManifest {
  /** Folder name, e.g. 'courses'. */
  name: string;
  /** Public pages by route name (SPEC 2 names or the module's own, from its routes.ts). */
  pages?: PageFragment;
  /**
   * Pages whose HTML, without a query string, is the same for every visitor who has no personal
   * cookie (see CookieInfo.personal): the host keeps them in its page cache (src/host/page-cache/)
   * until the data behind them changes. Such a page must not read the viewer for anything but
   * guest rules, and leaves per-visitor details to the browser (isSharedRender()). Its tables
   * carry the page-data trigger (migrations/…_page_data_version.ts).
   */
  cachedPages?: readonly RouteName[];
  /** Admin screens by route name, shown in the host's admin layout behind its staff guard. */
  adminPages?: PageFragment;
  /** Hono sub-apps under /api. */
  api?: readonly ApiContribution[];
  /** Share images (Open Graph cards), mounted by the host under /og, which robots may fetch (src/host/share-image/). */
  shareImages?: readonly ShareImageContribution[];
  /** MikroORM entities (defineEntity), listed explicitly. */
  entities?: readonly unknown[];
  /** The module's messages in four languages (its `defineMessages` result), checked by the contract test. */
  messages?: { dictionaries: Record<Locale, object> };
  /** Idempotent demo data; the EntityManager is the ORM's (typed loosely: only repositories know MikroORM). */
  seed?: (em: never) => Promise<unknown>;
  /** Tables the module creates itself, outside MikroORM's migrations (better-auth's). Returns what it created. */
  migrate?: (databaseUrl: string) => Promise<string[]>;
  /** Table names MikroORM's schema diff must leave alone. */
  foreignTables?: readonly (string | RegExp)[];
  /** Command-line commands, loaded only when called. */
  cli?: Record<string, () => Promise<CliCommand>>;
  nav?: Navigation;
  /** Sections of the home page, in `order` (the host's hero and examples come first). */
  home?: readonly HomeWidget[];
  /** Counts shown on navigation items (e.g. unread news); 0 hides the badge. */
  badges?: Record<string, (context: BadgeContext) => Promise<number>>;
  /** The module's slice of the environment: parsed and checked at start with the host's. */
  env?: z.ZodObject;
  /** Origins the module's pages load from, by CSP directive (e.g. a map style's tiles). */
  csp?: () => Partial<Record<CspDirective, readonly string[]>>;
  /**
   * The module's own CSS rules (on the design tokens of src/ui/styles.css). The host serves every
   * module's styles as one stylesheet with a content hash, cached for a year, linked from every page.
   */
  styles?: string;
  /** Who is asking: the module that owns sessions (accounts) answers for the host. */
  viewer?: (headers: Headers) => Promise<Viewer>;
  /** The top bar's account corner (login link or user menu), owned by the accounts module. */
  accountSlot?: ComponentType<AccountSlotProps>;
  /** Sections added to other modules' pages, by slot (SlotProps lists the slots and what each receives). */
  slots?: { [K in SlotName]?: ComponentType<SlotProps[K]> };
  /** Addresses for /sitemap.xml beyond the open pages the host lists itself (courses, news items, events). */
  sitemap?: (context: SitemapContext) => Promise<readonly SitemapEntry[]>;
  /** Tiles of the admin dashboard (counts and trends), each linking to the module's screens. */
  dashboard?: (context: DashboardContext) => Promise<readonly DashboardTile[]>;
  /** The cookies the module sets, listed on the privacy page (category decides whether consent is needed). */
  cookies?: readonly CookieInfo[];
  /** Keeps the events modules count with recordEvent (src/host/events.ts) for the stats dashboard. */
  eventSink?: (event: SiteEvent) => Promise<void>;
  /** Receives every server log line (pino JSON), e.g. to keep it for the log viewer. Must not throw or block. */
  logSink?: (line: string) => void;
  /** Writes out what logSink still holds; called once as the server shuts down, before the database closes. */
  flushLog?: () => Promise<void>;
  /**
   * Background jobs (mails, print runs), each made with `defineJob` (src/host/jobs.server.ts): a
   * name, a handler and a retry policy. The host runs them on its PostgreSQL job queue, shared by
   * every replica; the module queues one with `enqueueJob` and never imports pg-boss.
   */
  jobs?: readonly AnyJob[];
  /** Components rendered at the top of every page's content (the banner of a member who has not confirmed their email). */
  pageStart?: readonly ComponentType<{ locale: Locale; viewer: Viewer }>[];
  /**
   * Components rendered once on every page over its content (the cookie-consent banner, fixed at
   * the bottom of the screen). They come before the content in the page, after the top bar: the
   * browser paints them with the page's first frame (the banner is a phone's largest element, so
   * the page's LCP), and the keyboard reaches them before the content they cover.
   */
  pageOverlays?: readonly ComponentType<{ locale: Locale; viewer: Viewer }>[];
  /** What the module holds about a member: listed in their export, erased when they delete their account. */
  personalData?: PersonalDataHolder;
  /**
   * The version of the terms of use and privacy notice a visitor reading in this language accepts
   * at sign-up (the module that publishes them; one at most), stored with the account
   * (src/host/terms-consent.ts).
   */
  termsConsent?: (locale: Locale) => Promise<string>;
}

/** What a member who deletes their account chooses for the public courses they made. */
export interface ErasureChoice {
  publicCourses: 'delete' | 'anonymise';
}

/**
 * One module's share of a member's personal data (issue 28: deletion and export). The
 * EntityManager is a transaction's (typed loosely: only repositories know MikroORM); every
 * module's erase runs in that one transaction, before the account itself is deleted.
 */
export interface PersonalDataHolder {
  /** A reason, in the member's language, why the account cannot be deleted yet (an order being printed); null when it can. */
  blocker?: (em: never, userId: string, locale: Locale) => Promise<string | null>;
  /** Removes or de-identifies everything the module holds about the member. */
  erase: (em: never, userId: string, choice: ErasureChoice) => Promise<void>;
  /** Everything the module holds about the member, as plain JSON (the export's section named after the module). */
  export: (em: never, userId: string) => Promise<Record<string, unknown>>;
}

export interface SiteEvent {
  kind: string;
  locale: string | null;
  /** ISO 3166-1 alpha-2, when known. */
  country: string | null;
  amountCents: number | null;
}

export interface SitemapContext {
  /** The public origin, e.g. https://paceband.com (no trailing slash). */
  origin: string;
}

export interface SitemapEntry {
  /** The page's path in each language ('/fr/parcours/berlin'); the host adds the origin and hreflang links. */
  alternates: Record<Locale, string>;
  lastModified?: Date;
}

export interface DashboardContext {
  locale: Locale;
  viewer: Viewer;
}

export interface DashboardTile {
  /** Lower comes first. */
  order: number;
  label: string;
  value: string;
  /** A smaller line under the value (e.g. "3 waiting for review"). */
  detail?: string;
  /** A series over time (oldest first), drawn as a small line; with its caption. */
  trend?: { caption: string; values: readonly number[] };
  /** The module's screen for this tile. */
  href?: string;
}

type CookieCategory = 'necessary' | 'analytics' | 'ads';

export interface CookieInfo {
  name: string;
  category: CookieCategory;
  purpose: (locale: Locale) => string;
  duration: (locale: Locale) => string;
  /** A request carrying it gets pages rendered for it alone, never a cached one (a session, a flash message). */
  personal?: boolean;
}

/**
 * Places in a module's page where other modules add a section, and what the section receives.
 * The page renders `<Slot name=… props=… />` (src/host/slots.tsx) and never names the modules that
 * fill it, so a module shown on another's page depends on it, not the other way round.
 */
export interface SlotProps {
  /** The course page, after its facts (the calendar's next race on the course). */
  'course.show': { locale: Locale; course: { uuid: string; slug: string; title: string; status: string } };
  /** The privacy notice, after its text (the host's table of every cookie the modules set). */
  'privacy.index': { locale: Locale };
  /** The admin orders screen, above its table (batch printing's runs: progress and files; `run` is one to show even if old). */
  'admin.orders.runs': { locale: Locale; run: string | null };
  /**
   * The admin orders screen, under its table of band orders (batch printing's form): the rows'
   * checkboxes of paid orders belong to the form whose id is `formId`.
   */
  'admin.orders.print': { locale: Locale; formId: string };
}

export type SlotName = keyof SlotProps;

export interface ApiContribution {
  /** Mount point under /api: '/courses' gives /api/courses/*. '/' mounts at /api itself. */
  prefix: string;
  app: Hono;
  /**
   * Requests authenticated by a signature (payment webhooks) skip the same-origin check that
   * every other state-changing request passes. The handler must verify the signature itself.
   */
  signedWebhook?: boolean;
  /**
   * A public API that never reads a session (no cookie, no viewer): nothing to forge, so its
   * requests skip the same-origin check and other sites and tools may call it. The host answers
   * its preflights and puts CORS without credentials on every answer under its prefix, errors
   * included, and lets other sites embed them (src/host/middleware/cross-origin.ts).
   */
  stateless?: boolean;
  /** Largest request body in bytes; the host default (API_BODY_LIMIT) otherwise. */
  bodyLimit?: number;
}

export interface ShareImageContribution {
  /** Mount point under /og: '/courses' gives /og/courses/*. */
  prefix: string;
  /** GET routes answering images, usually through shareImageAnswer (src/host/share-image/share-answer.ts). */
  app: Hono;
}

export type CspDirective = 'img-src' | 'connect-src' | 'script-src' | 'frame-src' | 'style-src' | 'font-src' | 'form-action';

export interface NavItem {
  route: RouteName;
  /** The label in a language (the module's own translator). */
  label: (locale: Locale) => string;
  /** Lower comes first; the host's own items use multiples of 10. */
  order: number;
  icon?: ComponentType;
  /** A key of some module's `badges`. */
  badge?: string;
  /** Shown to guests only (SPEC 2: donate). */
  guestOnly?: boolean;
  /** Opens in a new tab (SPEC 2: log viewer, stats). */
  newTab?: boolean;
  /** Top bar: 'button' for the main call to action, 'icon' otherwise; hidden on small screens when `compact` is false. */
  style?: 'button' | 'icon';
  hideOnSmall?: boolean;
  /** A fragment added to the route's path (e.g. '#cookies'). */
  hash?: string;
  /** The admin menu's heading this item sits under ('overview' unless told). */
  group?: AdminMenuGroup;
}

/** The admin menu's groups, in the order it shows them. */
export const ADMIN_MENU_GROUPS = ['overview', 'content', 'races', 'shop', 'team'] as const;
type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

interface Navigation {
  topBar?: readonly NavItem[];
  footer?: readonly NavItem[];
  userMenu?: readonly NavItem[];
  adminMenu?: readonly NavItem[];
  siteMap?: readonly NavItem[];
}

export interface HomeWidget {
  order: number;
  /** Shown only when this route is available (its module landed). */
  component: ComponentType<{ locale: Locale }>;
}

export interface BadgeContext {
  viewer: Viewer;
  /** The page being shown (a badge may clear itself on its own page). */
  route: RouteName | null;
  headers: Headers;
}

export interface AccountSlotProps {
  locale: Locale;
  viewer: Viewer;
  /** The current page in this language, for the login link's redirectTo. */
  currentPath: string;
  /** The user menu, built by the host from every module's contributions and the viewer's access. */
  menu: ReadonlyArray<{ href: string; label: string; newTab?: boolean }>;
  children?: ReactNode;
}

/** Identity helper that keeps the manifest's literal types. */
export function defineModule<const M extends ModuleManifest>(manifest: M): M {
  return manifest;
}
