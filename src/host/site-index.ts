import type { MiddlewareHandler } from 'hono';
import type { SitemapContext, SitemapEntry } from './module-contract.ts';
import { HREFLANG, LOCALES } from '../i18n/locales.ts';
import { PATH_WORDS } from '../i18n/path-words.ts';
import { alternatePaths, ROUTES, type RouteName } from '../i18n/route-table.ts';
import { logger } from './logger.server.ts';

/**
 * An open page whose path needs no parameter, unless search engines should not keep it (search
 * results): listed in /sitemap.xml in every language.
 */
export function openPageEntries(available: Iterable<RouteName>): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const name of available) {
    const route = ROUTES[name];
    if (route.access !== 'open' || route.noindex) continue;
    if (route.segments.some((segment) => segment.startsWith(':') && !segment.endsWith('?'))) continue;
    entries.push({ alternates: alternatePaths(name, {}) });
  }
  return entries;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** The sitemap protocol's XML: one <url> per page and language, each with its hreflang alternates. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const links = [
      ...LOCALES.map(
        (l) => `    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeXml(origin + entry.alternates[l])}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.alternates.en)}"/>`,
    ].join('\n');
    for (const locale of LOCALES) {
      const loc = origin + entry.alternates[locale];
      if (seen.has(loc)) continue;
      seen.add(loc);
      const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      urls.push(`  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmod}\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the API and the admin area, and where the site map is. */
export function robotsTxt(origin: string): string {
  const admin = [...new Set(LOCALES.map((l) => `/${l}/${PATH_WORDS.admin![l]}/`))];
  return ['User-agent: *', 'Disallow: /api/', ...admin.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

export interface SiteIndexSources {
  available: () => Iterable<RouteName>;
  extra: (context: SitemapContext) => Promise<{ entries: SitemapEntry[]; failed: string[] }>;
  origin: (request: Request) => string;
}

/** Serves /sitemap.xml (the open pages and the modules' own entries) and /robots.txt. */
export function siteIndex(sources: SiteIndexSources): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (path === '/robots.txt') {
      return c.text(robotsTxt(sources.origin(c.req.raw)), 200, { 'Cache-Control': 'public, max-age=3600' });
    }
    if (path !== '/sitemap.xml') return next();
    const origin = sources.origin(c.req.raw);
    const extra = await sources.extra({ origin });
    if (extra.failed.length) logger.error({ modules: extra.failed }, 'sitemap: some modules could not list their pages');
    const xml = sitemapXml(origin, [...openPageEntries(sources.available()), ...extra.entries]);
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' });
  };
}
