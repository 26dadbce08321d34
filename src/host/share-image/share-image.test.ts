import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../site-index.ts';
import { shareImageAnswer } from './share-answer.ts';
import { profilePaths } from './share-card.tsx';
import { SHARE_IMAGE_ROOT, siteCardPath } from './share-paths.ts';
import { shareImageRoutes } from './share-routes.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** What robots.txt's Disallow lines close to a crawler (prefix rules, as the file writes them). */
function disallowed(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));
}

const profileCard = new Hono().get('/hill.png', (c) =>
  shareImageAnswer(c, { site: 'Paceband', headline: 'Hill run', subline: 'Somewhere', figures: [], profile: [10, 40, 120, 80, 20] }),
);

function host() {
  const app = new Hono();
  app.use(shareImageRoutes([{ prefix: '/tests', app: profileCard }]));
  app.get('*', (c) => c.text('the pages', 404));
  return app;
}

describe('share images under /og', () => {
  it('answers the site card as a 1200 × 630 PNG that other sites may show', async () => {
    const response = await host().request('/og/site.png?lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('names a card by its content: the same card revalidates as 304, another language is another card', async () => {
    const etag = (await host().request('/og/site.png?lang=fr')).headers.get('etag')!;
    expect(etag).toMatch(/^"card\d+-[\w-]{22}"$/);
    const again = await host().request('/og/site.png?lang=fr', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const italian = await host().request('/og/site.png?lang=it', { headers: { 'if-none-match': etag } });
    expect(italian.status).toBe(200);
  });

  it("serves a module's cards under its prefix and leaves other paths to the pages", async () => {
    const card = await host().request('/og/tests/hill.png');
    expect(card.status).toBe(200);
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const missed = await host().request('/og/tests/nothing.png');
    expect(missed.status).toBe(404);
    expect(await missed.text()).toBe('the pages');
    expect((await host().request('/og/site.png', { method: 'POST' })).status).toBe(404);
  });

  it('lies outside every path robots.txt closes (the API, the admin area)', () => {
    const robots = robotsTxt('https://paceband.test');
    for (const path of [siteCardPath('en'), siteCardPath('fr'), `${SHARE_IMAGE_ROOT}/courses/0f8fad5b-d9cb-469f-a165-70867728950e.png`]) {
      expect(disallowed(robots, path), path).toBe(false);
    }
    // Where the predictor's card was until issue 29: closed, so crawlers showed no picture.
    expect(disallowed(robots, '/api/predictor/og.png')).toBe(true);
  });

  it('draws a profile inside its box, a flat course as a flat line', () => {
    const hill = profilePaths([100, 150, 300, 120], 1200, 230)!;
    const numbers = hill.line.match(/-?[\d.]+/g)!.map(Number);
    expect(numbers.every((n) => n >= 0 && n <= 1200)).toBe(true);
    const flat = profilePaths([5, 5, 5], 1200, 230)!;
    const ys = flat.line.match(/,([\d.]+)/g)!.map((m) => m.slice(1));
    expect(new Set(ys).size).toBe(1);
    expect(profilePaths([5], 1200, 230)).toBeNull();
  });
});
