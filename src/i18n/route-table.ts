import { LOCALES, type Locale } from './locales.ts';
import { PATH_WORDS, type PathWord } from './path-words.ts';

/** Who may open a route (SPEC 6). Role lists mean "any of them". */
export type Access = 'open' | 'guest' | 'auth' | { roles: readonly Role[] };
export type Role = 'member' | 'admin' | 'owner';

/** A segment is a translated word, a `:param`, or an optional trailing `:param?`. */
type Segment = PathWord | `:${string}`;

interface RouteDef {
  segments: readonly Segment[];
  access: Access;
}

const staff = { roles: ['owner', 'admin'] } as const;

/** Every route of the product (SPEC 2). Paths are never written by hand elsewhere. */
export const ROUTES = {
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
  'search.index': { segments: ['search'], access: 'open' },
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

export type RouteName = keyof typeof ROUTES;
export type RouteParams = Record<string, string | undefined>;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

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
      parts.push(PATH_WORDS[segment][locale]);
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

/** Which path words a URL segment can stand for, in any language (the current one first). */
function wordsFor(segment: string, locale: Locale): PathWord[] {
  const found: PathWord[] = [];
  for (const lang of [locale, ...LOCALES.filter((l) => l !== locale)]) {
    for (const word of Object.keys(PATH_WORDS) as PathWord[]) {
      if (PATH_WORDS[word][lang] === segment && !found.includes(word)) found.push(word);
    }
  }
  return found;
}

function matchSegments(defs: readonly Segment[], parts: string[], locale: Locale): RouteParams | null {
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
      params[name] = decodeURIComponent(part);
    } else if (part === undefined || !wordsFor(part, locale).includes(segment)) {
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

const BY_SPECIFICITY = [...ROUTE_NAMES].sort((a, b) => specificity(b) - specificity(a));

/**
 * Resolves `/{locale}/…` written with any language's path words. Only the routes in `available`
 * (those whose module has landed) can match.
 */
export function matchRoute(pathname: string, available: ReadonlySet<RouteName>): RouteMatch | null {
  const [localePart, ...parts] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  const locale = LOCALES.find((l) => l === localePart);
  if (!locale) return null;
  const rest = parts.filter((p) => p !== '');
  for (const name of BY_SPECIFICITY) {
    if (!available.has(name)) continue;
    const params = matchSegments(ROUTES[name].segments, rest, locale);
    if (params) return { name, locale, params, canonicalPath: routePath(locale, name, params) };
  }
  return null;
}

/** The same page in every language, for the language dropdown and hreflang links. */
export function alternatePaths(name: RouteName, params: RouteParams): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, routePath(l, name, params)])) as Record<Locale, string>;
}
