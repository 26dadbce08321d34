/**
 * Issue 15, point 2: a render cost budget (bands × rows × copies) checked before rendering,
 * smaller for visitors than for members; over it, a 413 with a clear message in four languages.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { createBandBuilderApi } from '../api.ts';
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import { GUEST_BUDGET, MEMBER_BUDGET, renderCost } from '../services/render-budget.ts';
import type { BandPlan } from '../../pacing/index.ts';

let lookups = 0;
const api = asHost(
  createBandBuilderApi({
    viewer: async (c): Promise<Viewer> => {
      lookups++;
      return c.req.header('x-test-user') ? { kind: 'user', id: 'm', name: 'M', roles: ['member'] } : { kind: 'guest' };
    },
  }),
  '/bands',
);

const goals = (n: number, count: number) =>
  Array.from({ length: n }, (_, i) => ({ goal: `3:${String(10 + i).padStart(2, '0')}:00`, count }));
const settings = (bands: ReturnType<typeof goals>) => ({ plan: { bands, distanceM: 42195 }, band: { title: 'Berlin' } });
const download = (format: string, s: unknown, lang: string, member = false) =>
  api.request(`/band.${format}?s=${encodeSettingsParam(s)}&lang=${lang}`, { headers: member ? { 'x-test-user': 'm' } : {} });

describe('render budget', () => {
  it('counts what the renderer draws: every copy of every band for a PDF, one image per goal for the PNG, one band otherwise', () => {
    const plan = (rows: number, count: number) => ({ rows: Array.from({ length: rows }), count }) as unknown as BandPlan;
    expect(renderCost([plan(43, 3), plan(43, 2)], 'pdf')).toEqual({ bands: 5, rows: 215 });
    expect(renderCost([plan(43, 3), plan(43, 2)], 'png')).toEqual({ bands: 2, rows: 86 });
    expect(renderCost([plan(43, 3), plan(43, 2)], 'svg')).toEqual({ bands: 1, rows: 43 });
    expect(GUEST_BUDGET.maxRows).toBeLessThan(MEMBER_BUDGET.maxRows);
  });

  it.each([
    ['en', 'This print is too large to make without an account: 45 bands and'],
    ['fr', 'Cette impression est trop grande sans compte : 45 bracelets et'],
    ['es', 'Esta impresión es demasiado grande sin cuenta: 45 pulseras y'],
    ['it', 'Questa stampa è troppo grande senza un account: 45 braccialetti e'],
  ])('a visitor over budget is refused before rendering (%s)', async (lang, text) => {
    const answer = await download('pdf', settings(goals(5, 9)), lang);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    const body = (await answer.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toContain(text);
    expect(body.errors['plan.bands']?.[0]).toBe(body.message);
  });

  it('the same print is made for a member', async () => {
    const answer = await download('pdf', settings(goals(5, 9)), 'en', true);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
  });

  it('the largest print the settings allow (20 goals × 100 copies) is refused to members too, with its own advice', async () => {
    const answer = await download('pdf', settings(goals(20, 100)), 'en', true);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^This print is too large for one file: 2,000 bands .* Print it in several files\.$/,
    );
  });

  it('one band (SVG, PNG) always fits, without looking the viewer up', async () => {
    lookups = 0;
    expect((await download('svg', settings(goals(20, 100)), 'en')).status).toBe(200);
    expect(lookups).toBe(0);
  });

  it('rows drawn per minute are budgeted per visitor: the fourth largest guest PDF in a minute waits (429, Retry-After)', async () => {
    // 5 goals × 8 copies × 43 rows = 1,720 rows, under the 2,000-row guest budget; 6,000 rows a minute.
    // The host maps the typed 429 (src/host/middleware/error-mapping.ts): status and Retry-After.
    const host = api;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const answer = await host.request(
        `/band.pdf?s=${encodeSettingsParam(settings(goals(5, 8)))}&lang=en`,
        {},
        { incoming: { socket: { remoteAddress: '198.51.100.77' } } },
      );
      statuses.push(answer.status);
      if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
