import { LOCALES, type Locale } from './locales.ts';
import { safeDecodeURIComponent } from '../lib/uri.ts';
import { STAFF, type Access } from '../auth/roles.ts';
import { PATH_WORDS, registerPathWords, type PathWord } from './path-words.ts';

/** A segment is a translated word, a `:param`, or an optional trailing `:param?`. */
type Segment = PathWord | `:${string}`;

export interface RouteDef {
  segments: readonly Segment[];
  access: Access;
  /** Pages search engines should not keep (search results): `noindex` in their head, left out of /sitemap.xml. */
  noindex?: boolean;
}

const staff = STAFF;

/** Every route of the product (SPEC 2). Paths are never written by hand elsewhere. */
const SPEC_ROUTES = {
  'home.index': { segments: [], access: 'open' },
  'login.index': { segments: ['login'], access: 'guest' },
  'register.index': { segments: ['register'], access: 'guest' },
  'forgotten-password.index': { segments: ['forgottenPassword'], access: 'guest' },
  'reset-password.index': { segments: ['resetPassword', ':token'], access: 'guest' },
  'profile.index': { segments: ['profile'], access: 'auth' },
  'build.index': { segments: ['build'], access: 'open' },
  'build.index.course': { segments: ['build', 'course', ':courseUuid'], access: 'open' },
  'calendar.index': { segments: ['calendar'], access: 'open' },
  'predictor.index': { segments: ['predictor'], access: 'open' },
  'news.index': { segments: ['news', ':slug?'], access: 'open' },
  'faq.index': { segments: ['faq'], access: 'open' },
  'search.index': { segments: ['search'], access: 'open', noindex: true },
  'donate.index': { segments: ['donate'], access: 'open' },
  'pace-bands.index': { segments: ['paceBands'], access: 'auth' },
  'order.create': { segments: ['order', 'create'], access: 'auth' },
  'order.index': { segments: ['order'], access: 'auth' },
  'course.index': { segments: ['course'], access: 'auth' },
  'course.create': { segments: ['course', 'create'], access: 'auth' },
  'course.show': { segments: ['course', ':slug'], access: 'open' },
  'course.edit': { segments: ['course', ':uuid', 'edit'], access: 'auth' },
  'course.copy': { segments: ['course', ':uuid', 'copy'], access: 'auth' },
  'admin.index': { segments: ['admin', 'home'], access: staff },
  'admin.news.index': { segments: ['admin', 'news'], access: staff },
  'admin.news.create': { segments: ['admin', 'news', 'create'], access: staff },
  'admin.news.edit': { segments: ['admin', 'news', ':id', 'edit'], access: staff },
  'admin.promos.index': { segments: ['admin', 'promo'], access: staff },
  'admin.promos.create': { segments: ['admin', 'promo', 'create'], access: staff },
  'admin.promos.edit': { segments: ['admin', 'promo', ':id', 'edit'], access: staff },
  'admin.themes.index': { segments: ['admin', 'theme'], access: staff },
  'admin.themes.create': { segments: ['admin', 'theme', 'create'], access: staff },
  'admin.themes.edit': { segments: ['admin', 'theme', ':id', 'edit'], access: staff },
  'contact.index': { segments: ['contact'], access: 'open' },
  'sitemap.index': { segments: ['siteMap'], access: 'open' },
  'terms.index': { segments: ['terms'], access: 'open' },
  'privacy.index': { segments: ['privacy'], access: 'open' },
} as const satisfies Record<string, RouteDef>;

/**
 * Routes a module adds beyond SPEC 2 (its admin screens, a detail page). A module declares them
 * in its `routes.ts` with `defineRoutes()`, which registers them, and augments this interface so
 * their names type-check like the SPEC's:
 * `declare module '…/src/i18n/route-table.ts' { interface ModuleRoutes extends RoutesOf<typeof r> {} }`.
 * @lintignore Augmented by the modules' routes.ts (declaration merging), never imported.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleRoutes {}

export type RouteName = keyof typeof SPEC_ROUTES | (keyof ModuleRoutes & string);
export type RouteParams = Record<string, string | undefined>;
export type RoutesOf<T> = { [K in keyof T]: true };

/** The route table: SPEC 2's routes and every registered module's. */
export const ROUTES: Record<RouteName, RouteDef> = { ...SPEC_ROUTES } as unknown as Record<RouteName, RouteDef>;

export const ROUTE_NAMES: RouteName[] = Object.keys(ROUTES) as RouteName[];

let bySpecificity: RouteName[] = [];

/**
 * A module's own routes and path words (module `routes.ts`). Registering a name twice with a
 * different definition, or a word that another word already uses in a language, is a bug: it throws.
 */
export function defineRoutes<const R extends Record<string, { segments: readonly string[]; access: Access; noindex?: boolean }>>(
  routes: R,
  words: Record<string, Record<Locale, string>> = {},
): R {
  registerPathWords(words);
  for (const [name, def] of Object.entries(routes)) {
    for (const segment of def.segments) {
      if (!segment.startsWith(':') && !(segment in PATH_WORDS)) throw new Error(`route ${name}: unknown path word ${segment}`);
    }
    const existing = (ROUTES as Record<string, RouteDef>)[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(def)) throw new Error(`route ${name} is defined twice`);
    if (!existing) ROUTE_NAMES.push(name as RouteName);
    (ROUTES as Record<string, RouteDef>)[name] = def as RouteDef;
  }
  bySpecificity = sortBySpecificity();
  indexWords();
  return routes;
}

function isParam(segment: Segment): segment is `:${string}` {
  return segment.startsWith(':');
}

function paramName(segment: `:${string}`): { name: string; optional: boolean } {
  const optional = segment.endsWith('?');
  return { name: segment.slice(1, optional ? -1 : undefined), optional };
}

/** The path of a route in a language, e.g. `path('fr', 'course.show', { slug: 'berlin' })`. */
export function routePath(locale: Locale, name: RouteName, params: RouteParams = {}): string {
  const parts: string[] = [locale];
  for (const segment of ROUTES[name].segments as readonly Segment[]) {
    if (!isParam(segment)) {
      parts.push(PATH_WORDS[segment]![locale]);
      continue;
    }
    const { name: key, optional } = paramName(segment);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`route ${name} needs the parameter ${key}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
  /** The path in this locale's own words; differs from the request when other words were used. */
  canonicalPath: string;
}

/** Which path-word keys a URL segment can stand for, in any language; rebuilt when words are registered. */
let wordIndex = new Map<string, Set<string>>();
function indexWords(): void {
  wordIndex = new Map();
  for (const [key, byLocale] of Object.entries(PATH_WORDS)) {
    for (const word of Object.values(byLocale)) {
      const keys = wordIndex.get(word) ?? new Set<string>();
      keys.add(key);
      wordIndex.set(word, keys);
    }
  }
}
indexWords();

function matchSegments(defs: readonly Segment[], parts: string[]): RouteParams | null {
  const params: RouteParams = {};
  let i = 0;
  for (const segment of defs) {
    const part = parts[i];
    if (isParam(segment)) {
      const { name, optional } = paramName(segment);
      if (part === undefined) {
        if (optional) continue;
        return null;
      }
      // A malformed escape (`%E0%A4%A`) matches no route: 404, not 500.
      const value = safeDecodeURIComponent(part);
      if (value === null) return null;
      params[name] = value;
    } else if (part === undefined || !wordIndex.get(part)?.has(segment)) {
      return null;
    }
    i += 1;
  }
  return i === parts.length ? params : null;
}

/** Literal words are more specific than parameters: `course/create` wins over `course/{slug}`. */
function specificity(name: RouteName): number {
  return (ROUTES[name].segments as readonly Segment[]).filter((s) => !isParam(s)).length;
}

function sortBySpecificity(): RouteName[] {
  return [...ROUTE_NAMES].sort((a, b) => specificity(b) - specificity(a));
}
bySpecificity = sortBySpecificity();

/**
 * Resolves `/{locale}/…` written with any language's path words. Only the routes in `available`
 * (those whose module has landed) can match.
 */
export function matchRoute(pathname: string, available: ReadonlySet<RouteName>): RouteMatch | null {
  const [localePart, ...parts] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const locale = LOCALES.find((l) => l === localePart);
  if (!locale) return null;
  const rest = parts.filter((p) => p !== '');
  for (const name of bySpecificity) {
    if (!available.has(name)) continue;
    const params = matchSegments(ROUTES[name].segments, rest);
    if (params) return { name, locale, params, canonicalPath: routePath(locale, name, params) };
  }
  return null;
}

/** The same page in every language, for the language dropdown and hreflang links. */
export function alternatePaths(name: RouteName, params: RouteParams): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, routePath(l, name, params)])) as Record<Locale, string>;
}
