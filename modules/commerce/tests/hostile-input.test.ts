/**
 * Issue 28: a NUL in the donation form's email address reached PostgreSQL (a 500). An address
 * with a control character is not an address: the donation goes on without one, like a typo.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { createCommerceApi } from '../api.ts';
import { seedShopSettings } from '../data/settings.repository.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const api = hostApi([{ prefix: '/commerce', app: createCommerceApi() }], { trustedOrigins: [ORIGIN] });
setViewerSource(async () => ({ kind: 'guest' }));

describe('donation form with control characters', () => {
  it('an email with a NUL is no address, never a 500', async () => {
    await seedShopSettings(orm().em.fork());
    const body = new FormData();
    for (const [k, v] of Object.entries({ locale: 'en', tier: 'coffee', email: 'zo\u0000e@example.com' })) body.append(k, v);
    const answer = await RequestContext.create(orm().em, () =>
      api.request(`${ORIGIN}/api/commerce/donate`, { method: 'POST', body, headers: { origin: ORIGIN } }),
    );
    expect(answer.status).toBe(303);
    const rows = await orm().em.fork().getConnection().execute<Array<{ email: string | null }>>('select email from commerce_order');
    expect(rows).toEqual([{ email: null }]);
  });
});
