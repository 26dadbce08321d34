import { describe, expect, it } from 'vitest';
import { hostApi } from '../../tests/support/host-api.ts';

const TOKEN = 'metrics-test-token-0123456789';

/** A gauge's value in Prometheus' text format. */
function gauge(text: string, name: string): number {
  const match = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
  if (!match) throw new Error(`${name} missing from:\n${text.slice(0, 500)}`);
  return Number(match[1]);
}

const scrape = (host: ReturnType<typeof hostApi>, authorization?: string) =>
  host.request('/metrics', authorization ? { headers: { authorization } } : {});

describe('GET /metrics', () => {
  it('does not exist without a token configured', async () => {
    const response = await scrape(hostApi([]), `Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
  });

  it('asks for the bearer token, and refuses a wrong one', async () => {
    const host = hostApi([], { metricsToken: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await scrape(host, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('nodejs_');
    }
  });

  it("reports the event loop's longest delay since the previous scrape", async () => {
    const host = hostApi([], { metricsToken: TOKEN });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await scrape(host, `Bearer ${TOKEN}`);
    // A scrape restarts the sampler, whose first tick only notes the time (metrics.ts).
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The event loop held for 200 ms, then let the sampler's timer fire once.
    const until = performance.now() + 200;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stalled = await scrape(host, `Bearer ${TOKEN}`);
    expect(stalled.status).toBe(200);
    expect(stalled.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(stalled.headers.get('cache-control')).toBe('no-store');
    const text = await stalled.text();
    expect(gauge(text, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.2);
    expect(text).toContain('nodejs_gc_duration_seconds');
    expect(gauge(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Each scrape starts a new window: the stall is not reported twice.
    await new Promise((resolve) => setTimeout(resolve, 40));
    const next = await (await scrape(host, `Bearer ${TOKEN}`)).text();
    expect(gauge(next, 'nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.2);
  });
});
