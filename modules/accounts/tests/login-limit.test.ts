/**
 * SPEC 7's POST /api/login over the wire (issue 28): when better-auth's limit refuses, the app gets
 * the 429 with the seconds to wait, as every 429 of the site (tests/support/host-server.ts serves
 * the host's chain over HTTP like `npm start`).
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServer, type HostServer } from '../../../tests/support/host-server.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createAccountsApi } from '../api.ts';
import { accountsHarness } from './account-harness.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm, { rateLimit: true });
let server: HostServer;

beforeAll(async () => {
  const app = createAccountsApi({ auth: h.auth, landing: (locale) => `/${locale}` });
  server = await hostServer([{ prefix: '/', app, bodyLimit: 3 * 1024 * 1024 }], {
    around: (_c, next) => RequestContext.create(orm().em, next),
  });
});
afterAll(async () => {
  await server.close();
  await h.close();
});

describe('POST /api/login limits (SPEC 7)', () => {
  it('the 11th wrong password in a minute is a 429 with Retry-After', async () => {
    const login = () =>
      fetch(`${server.origin}/api/login`, {
        method: 'POST',
        headers: { origin: server.origin, 'content-type': 'application/json', 'accept-encoding': 'gzip', 'accept-language': 'fr' },
        body: JSON.stringify({ email: 'rita@example.com', password: 'not-her-password' }),
      });
    for (let i = 0; i < 10; i++) expect((await login()).status).toBe(401);
    // A second into the minute: the limit's own count of seconds left, not the host's default minute.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const limited = await login();
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(60);
    expect(((await limited.json()) as { message: string }).message).toMatch(/minute/);
  });
});
