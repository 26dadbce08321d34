import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkEnv, defineEnv } from './env.server.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the server settings', () => {
  it('take a variable set to the empty string as unset, as compose passes `${SMTP_URL:-}`', () => {
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('METRICS_TOKEN', '');
    vi.stubEnv('PAGE_CACHE_MB', '');
    expect(() => checkEnv([])).not.toThrow();
    const read = defineEnv(z.object({ PAGE_CACHE_MB: z.coerce.number().default(64), METRICS_TOKEN: z.string().min(16).optional() }));
    expect(read()).toEqual({ PAGE_CACHE_MB: 64 });
  });

  it('still refuse a bad value, naming every bad variable at once', () => {
    vi.stubEnv('SMTP_URL', 'not a url');
    vi.stubEnv('METRICS_TOKEN', 'short');
    expect(() => checkEnv([])).toThrow(/SMTP_URL.*METRICS_TOKEN|METRICS_TOKEN.*SMTP_URL/);
  });
});
