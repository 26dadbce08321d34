/**
 * Everything the host derives from the module list (src/modules.ts): nothing here names a module.
 */
import type { Viewer } from './auth/access.ts';
import { decideAccess } from './auth/access.ts';
import { setViewerSource } from './auth/viewer.server.ts';
import type { DatabaseParts } from './db/database-lifecycle.ts';
import { configureOrm } from './db/orm.server.ts';
import type {
  AccountSlotProps,
  ApiContribution,
  BadgeContext,
  CookieInfo,
  CspDirective,
  DashboardContext,
  DashboardTile,
  HomeWidget,
  ModuleManifest,
  SlotName,
  SlotProps,
  SitemapContext,
  SitemapEntry,
} from './host/module-contract.ts';
import { setSlotSections } from './host/slots.tsx';
import { setDashboardSource } from './host/dashboard.ts';
import { checkEnv } from './host/env.server.ts';
import { addEventSink } from './host/events.ts';
import { addPersonalDataHolder } from './host/personal-data.ts';
import { setTermsConsentSource } from './host/terms-consent.ts';
import { installJobQueue, JOB_TABLES, registerJobs } from './host/jobs.server.ts';
import { addLogSink } from './host/logger.server.ts';
import { setOpenApiMounts } from './host/middleware/cross-origin.ts';
import type { Locale } from './i18n/locales.ts';
import type { PageFragment } from './i18n/page-types.ts';
import { routePath, ROUTES, type RouteName } from './i18n/route-table.ts';
import { hostModule } from './app/host-module.ts';
import type { NavLink, NavList } from './host/host-composition.ts';
import { MODULES as DOMAIN_MODULES } from './modules.ts';
import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';

export type { NavLink, NavList } from './host/host-composition.ts';

/**
 * The host's own manifest, then the domain modules (src/modules.ts). The host's pages read the
 * composition through the functions handed here, at request time: they never import this file.
 */
export const MODULES: readonly ModuleManifest[] = [
  hostModule({
    homeWidgets: () => HOME_WIDGETS,
    cookies: () => COOKIES,
    navigation: (list, locale, viewer) => navigation(list, locale, viewer),
    badgeCounts: (context) => badgeCounts(context),
  }),
  ...DOMAIN_MODULES,
];

const all = <T>(pick: (m: ModuleManifest) => readonly T[] | undefined): T[] => MODULES.flatMap((m) => pick(m) ?? []);

function mergePages(pick: (m: ModuleManifest) => PageFragment | undefined): PageFragment {
  const merged: PageFragment = {};
  for (const module of MODULES) {
    for (const [route, page] of Object.entries(pick(module) ?? {}) as Array<[RouteName, PageFragment[RouteName]]>) {
      if (merged[route]) throw new Error(`route ${route} is claimed by two modules (the second is ${module.name})`);
      merged[route] = page;
    }
  }
  return merged;
}

/** Public pages and admin screens by route name. A route is live when, and only when, a module claims it. */
export const PAGES: PageFragment = mergePages((m) => m.pages);
export const ADMIN_PAGES: PageFragment = mergePages((m) => m.adminPages);
for (const route of Object.keys(ADMIN_PAGES) as RouteName[]) {
  if (PAGES[route]) throw new Error(`route ${route} is both a page and an admin page`);
  // Admin screens are for the team: a module cannot declare one open to members or guests.
  const access = ROUTES[route].access;
  if (typeof access !== 'object' || access.roles.includes('member')) throw new Error(`admin route ${route} must be limited to staff roles`);
}
export const AVAILABLE_ROUTES: ReadonlySet<RouteName> = new Set([...Object.keys(PAGES), ...Object.keys(ADMIN_PAGES)] as RouteName[]);

export const API_MOUNTS: readonly ApiContribution[] = all((m) => m.api);
export const SHARE_IMAGE_MOUNTS = all((m) => m.shareImages);
const ENTITIES: readonly unknown[] = all((m) => m.entities);
/** Every module's background jobs, run on the host's job queue (names are unique). */
export const JOBS = all((m) => m.jobs);
const FOREIGN_TABLES: readonly (string | RegExp)[] = [...all((m) => m.foreignTables), ...JOB_TABLES];

/** Every module's demo data, in list order (dependencies first). Each seed is idempotent. */
export async function seedAll(fork: () => unknown): Promise<Record<string, unknown>> {
  const done: Record<string, unknown> = {};
  for (const module of MODULES) if (module.seed) done[module.name] = await module.seed(fork() as never);
  return done;
}

/** Tables modules create outside MikroORM (better-auth's), then the job queue's; returns what was created. */
async function migrateForeignTables(databaseUrl: string): Promise<string[]> {
  const created: string[] = [];
  for (const module of MODULES) if (module.migrate) created.push(...(await module.migrate(databaseUrl)));
  created.push(...(await installJobQueue(databaseUrl)));
  return created;
}

/** The database's part of the composition, for start-up, scripts and tests. */
export const DATABASE_PARTS: DatabaseParts = {
  entities: ENTITIES,
  foreignTables: FOREIGN_TABLES,
  migrateForeign: migrateForeignTables,
  seed: seedAll,
};

export const CLI_COMMANDS = Object.assign({}, ...MODULES.map((m) => m.cli ?? {})) as NonNullable<ModuleManifest['cli']>;

/** The modules' extra CSP origins, by directive. */
export function cspOrigins(): Partial<Record<CspDirective, string[]>> {
  const merged: Partial<Record<CspDirective, string[]>> = {};
  for (const module of MODULES) {
    for (const [directive, origins] of Object.entries(module.csp?.() ?? {}) as Array<[CspDirective, readonly string[]]>) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...origins])];
    }
  }
  return merged;
}

/** Stops the start when the host's or any module's setting is invalid. */
export function checkEnvironment(): void {
  checkEnv(all((m) => (m.env ? [m.env] : [])));
}

/** One navigation list for a viewer: landed routes the viewer may open, in order. */
export function navigation(list: NavList, locale: Locale, viewer: Viewer): NavLink[] {
  return all((m) => m.nav?.[list])
    .filter((item) => AVAILABLE_ROUTES.has(item.route) && decideAccess(ROUTES[item.route].access, viewer).allow)
    .filter((item) => !(item.guestOnly && viewer.kind === 'user'))
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      route: item.route,
      href: `${routePath(locale, item.route)}${item.hash ? `#${item.hash}` : ''}`,
      label: item.label(locale),
      item,
    }));
}

const HOME_WIDGETS: readonly HomeWidget[] = all((m) => m.home).sort((a, b) => a.order - b.order);

/** Every badge's count for this request; a badge that fails shows nothing rather than an error page. */
export async function badgeCounts(context: BadgeContext): Promise<Record<string, number>> {
  const entries = MODULES.flatMap((m) => Object.entries(m.badges ?? {}));
  const counts = await Promise.all(entries.map(([, count]) => count(context).catch(() => 0)));
  return Object.fromEntries(entries.map(([key], i) => [key, counts[i] ?? 0]));
}

const slots = MODULES.flatMap((m) => (m.accountSlot ? [m.accountSlot] : []));
/** The top bar's account corner, from the module that owns accounts (none: no corner). */
export const ACCOUNT_SLOT: ComponentType<AccountSlotProps> | null = slots[0] ?? null;

const slotSections: { [K in SlotName]?: Array<ComponentType<SlotProps[K]>> } = {};
for (const module of MODULES) {
  for (const [name, section] of Object.entries(module.slots ?? {}) as Array<[SlotName, ComponentType<SlotProps[SlotName]>]>) {
    (slotSections[name] ??= []).push(section);
  }
}

const viewerSources = MODULES.flatMap((m) => (m.viewer ? [m.viewer] : []));
if (viewerSources.length > 1) throw new Error('two modules answer for the viewer');

const consentSources = MODULES.flatMap((m) => (m.termsConsent ? [m.termsConsent] : []));
if (consentSources.length > 1) throw new Error('two modules answer for the terms a member accepts');

/** Every module's styles as one stylesheet, named by its content so it can be cached for a year. */
export const MODULE_STYLES: { href: string; css: string } = (() => {
  const css = MODULES.filter((m) => m.styles)
    .map((m) => `/* ${m.name} */\n${m.styles!.trim()}\n`)
    .join('\n');
  return { href: `/styles/modules-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`, css };
})();

/** Every module's extra /sitemap.xml entries; a module that fails is left out (and logged by the caller). */
export async function sitemapEntries(context: SitemapContext): Promise<{ entries: SitemapEntry[]; failed: string[] }> {
  const sources = MODULES.flatMap((m) => (m.sitemap ? [{ name: m.name, list: m.sitemap }] : []));
  const answers = await Promise.allSettled(sources.map((source) => source.list(context)));
  return {
    entries: answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : [])),
    failed: sources.filter((_, i) => answers[i]?.status === 'rejected').map((source) => source.name),
  };
}

/** The admin dashboard's tiles from every module, in order; a module that fails shows no tile rather than an error page. */
async function dashboardTiles(context: DashboardContext): Promise<DashboardTile[]> {
  const answers = await Promise.all(MODULES.map((m) => (m.dashboard ? m.dashboard(context).catch(() => []) : [])));
  return answers.flat().sort((a, b) => a.order - b.order);
}

let composed = false;

/**
 * Hands the composed lists to the host's services, once: the ORM's entities, the job queue's
 * jobs, the OpenAPI mounts, slot sections, the viewer and terms sources, the dashboard, the log
 * and event sinks and the holders of personal data. Importing this file registers nothing (ADR
 * 0031); each entry calls it before it serves or runs anything: the server entry, the command
 * line, the scripts and the test database. A second call does nothing.
 */
export function composeHost(): void {
  if (composed) return;
  composed = true;
  configureOrm(DATABASE_PARTS);
  registerJobs(JOBS);
  setOpenApiMounts(API_MOUNTS);
  setSlotSections(slotSections);
  if (viewerSources[0]) setViewerSource(viewerSources[0]);
  setTermsConsentSource(consentSources[0] ?? null);
  setDashboardSource(dashboardTiles);
  for (const module of MODULES) {
    if (module.logSink) addLogSink(module.logSink, module.flushLog);
    if (module.eventSink) addEventSink(module.eventSink);
    if (module.personalData) addPersonalDataHolder(module.name, module.personalData);
  }
}

/** Every cookie the site sets, by module, for the privacy page. */
const COOKIES: readonly CookieInfo[] = all((m) => m.cookies);

/** Cookies that make a request someone's own: such a request never gets a cached page. */
export const PERSONAL_COOKIES: readonly string[] = COOKIES.filter((cookie) => cookie.personal).map((cookie) => cookie.name);

/** Pages kept in the host's page cache (modules' `cachedPages`), when their module landed. */
export const CACHED_PAGES: ReadonlySet<RouteName> = new Set(all((m) => m.cachedPages).filter((name) => AVAILABLE_ROUTES.has(name)));

/** What modules render at the top of every page's content. */
export const PAGE_START: readonly ComponentType<{ locale: Locale; viewer: Viewer }>[] = all((m) => m.pageStart);

/** What modules render over every page (before its content: see the contract's `pageOverlays`). */
export const PAGE_OVERLAYS: readonly ComponentType<{ locale: Locale; viewer: Viewer }>[] = all((m) => m.pageOverlays);
