import type { ParamKeys, ParamKeyToRecord } from 'hono/types';

/**
 * One source of truth per API route (issue 30): a module defines its mount and its routes' Hono
 * paths once (`modules/<x>/api-paths.ts`, browser-safe); its manifest mounts the sub-app at
 * `prefix`, the sub-app registers each handler on `route.pattern`, and pages and islands build the
 * address with `route.href(params, query)`. A wrong route name, a missing or misspelt parameter
 * is a type error; src/lib/api-route.test.ts and src/host/api-paths.test.ts check that every
 * defined route is one the composed API answers.
 */

/** Where the host mounts every module's API (src/host/api.ts). */
export const API_BASE = '/api';

/** Whether a request's path is under /api/ (the modules' API, never a page). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(`${API_BASE}/`);
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** The parameters a Hono path names: '/orders/:id{[0-9]+}/:kind?' → { id: string; kind: string | undefined }. */
type ApiParams<P extends string> = [ParamKeys<P>] extends [never]
  ? Record<string, never>
  : UnionToIntersection<ParamKeyToRecord<ParamKeys<P>>>;

/** A query string: an object (undefined and null values left out), URLSearchParams, or text ('a=1&b=2'). */
export type ApiQuery = Readonly<Record<string, string | number | boolean | null | undefined>> | URLSearchParams | string;

type HrefArgs<P extends string> = [ParamKeys<P>] extends [never] ? [query?: ApiQuery] : [params: ApiParams<P>, query?: ApiQuery];

interface ApiRoute<P extends string = string> {
  /** The path the module's sub-app registers, relative to its mount: '/orders/:id{[0-9]+}/retry'. */
  readonly pattern: P;
  /** The route's address under /api: parameters encoded, optional ones left out when absent, the query appended. */
  href(...args: HrefArgs<P>): string;
}

type ApiRoutes<R extends Record<string, string>> = { readonly [K in keyof R]: ApiRoute<R[K]> };

export interface ApiDefinition<R extends Record<string, string>> {
  /** The mount point under /api ('/commerce'; '/' for /api itself), as the manifest's `api` entry gives it. */
  readonly prefix: string;
  readonly routes: ApiRoutes<R>;
}

function queryString(query: ApiQuery | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' ? '' : query.startsWith('?') ? query : `?${query}`;
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
            .map(([key, value]) => [key, String(value)]),
        );
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A path segment's parameter: ':id{[0-9]+}?' → { name: 'id', optional: true }; null for a plain segment. */
function segmentParam(segment: string): { name: string; optional: boolean } | null {
  const match = /^:([^{?]+)(?:\{.*\})?(\?)?$/.exec(segment);
  return match ? { name: match[1]!, optional: match[2] === '?' } : null;
}

/** The address of `pattern` under the mount `prefix`, with its parameters filled in. */
export function apiHref(
  prefix: string,
  pattern: string,
  params: Readonly<Record<string, string | undefined>> = {},
  query?: ApiQuery,
): string {
  const segments: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = segmentParam(segment);
    if (!param) {
      segments.push(segment);
      continue;
    }
    const value = params[param.name];
    if (value === undefined || value === '') {
      if (param.optional) continue;
      throw new Error(`API route ${prefix}${pattern}: parameter ${param.name} is missing`);
    }
    segments.push(encodeURIComponent(value));
  }
  const base = `${API_BASE}${prefix === '/' ? '' : prefix}`;
  const path = segments.length ? `${base}/${segments.join('/')}` : base;
  return `${path}${queryString(query)}`;
}

/** Every route defined so far, with its mount (for the test that the composed API answers each). */
const defined: Array<{ prefix: string; name: string; pattern: string }> = [];

/** The routes defined with defineApi, for tests. */
export function definedApiRoutes(): ReadonlyArray<{ prefix: string; name: string; pattern: string }> {
  return defined;
}

/**
 * A module's API: its mount point and its routes' paths (relative to the mount), by name.
 * `defineApi('/commerce', { retry: '/orders/:id/retry' })` → `.routes.retry.href({ id: '7' })` is
 * /api/commerce/orders/7/retry, and the sub-app registers `.post(routes.retry.pattern, …)`.
 */
export function defineApi<const R extends Record<string, string>>(prefix: string, patterns: R): ApiDefinition<R> {
  const routes = {} as Record<string, ApiRoute>;
  for (const [name, pattern] of Object.entries(patterns)) {
    if (!pattern.startsWith('/')) throw new Error(`API route ${name}: '${pattern}' must start with /`);
    defined.push({ prefix, name, pattern });
    const named = pattern.split('/').some((segment) => segmentParam(segment) !== null);
    routes[name] = {
      pattern,
      href: (...args: unknown[]) =>
        named
          ? apiHref(prefix, pattern, args[0] as Record<string, string | undefined>, args[1] as ApiQuery | undefined)
          : apiHref(prefix, pattern, {}, args[0] as ApiQuery | undefined),
    };
  }
  return { prefix, routes: routes as ApiRoutes<R> };
}
