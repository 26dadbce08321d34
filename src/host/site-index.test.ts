import { describe, expect, it } from 'vitest';
import { alternatePaths, type RouteName } from '../i18n/route-table.ts';
import { openPageEntries, robotsTxt, sitemapXml } from './site-index.ts';

describe('/sitemap.xml and /robots.txt', () => {
  it('lists open pages without parameters in four languages, not guest-only, member, admin or search pages', () => {
    const entries = openPageEntries([
      'home.index',
      'faq.index',
      'news.index',
      'login.index',
      'profile.index',
      'admin.index',
      'course.show',
      'search.index',
    ] as RouteName[]);
    expect(entries.map((e) => e.alternates.en)).toEqual(['/en', '/en/faq', '/en/whats-new']);
    expect(entries[2]!.alternates.fr).toBe('/fr/nouveautes');
  });

  it('gives every address its hreflang alternates and escapes XML', () => {
    const xml = sitemapXml('https://paceband.test', [
      { alternates: alternatePaths('news.index', { slug: 'a&b' }), lastModified: new Date('2026-11-01T00:00:00Z') },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://paceband.test/it/novita/a%26b</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://paceband.test/fr/nouveautes/a%26b"/>');
    expect(xml).toContain('hreflang="x-default" href="https://paceband.test/en/whats-new/a%26b"');
    // Language codes: the French pages are for every French speaker, not for Canada alone.
    expect(xml.match(/hreflang="([^"]+)"/g)).toEqual(
      Array(4).fill(['hreflang="en"', 'hreflang="fr"', 'hreflang="es"', 'hreflang="it"', 'hreflang="x-default"']).flat(),
    );
    expect(xml).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
  });

  it('keeps robots out of the API and the admin area and points them to the site map', () => {
    const robots = robotsTxt('https://paceband.test');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /fr/admin/');
    expect(robots).toContain('Sitemap: https://paceband.test/sitemap.xml');
  });
});
