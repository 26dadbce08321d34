/**
 * "My hills" on the build page's API (issue 27 point 3): a plan asking for 'mine' is planned on
 * the asker's own model, loaded on the server; a member without one (or a guest) gets the
 * field's message, never someone else's model.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { saveHillModel, stravaFactor } from '../../my-hills/index.ts';
import { createBandBuilderApi } from '../api.ts';
import { DEFAULT_STATE, toDefinition } from '../ui/builder-state.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost';
const as = (viewer: Viewer) => asHost(createBandBuilderApi({ viewer: async () => viewer }), '/bands');
const member = (id: string): Viewer => ({ kind: 'user', id, name: id, roles: ['member'] });

function plan(viewer: Viewer) {
  const state = structuredClone(DEFAULT_STATE);
  state.plan.effortModel = 'mine';
  const body = JSON.stringify({ settings: toDefinition(state), locale: 'it' });
  return RequestContext.create(orm().em, () =>
    as(viewer).request(`${ORIGIN}/plan`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body }),
  );
}

describe("effortModel 'mine' on the band builder's API (real PostgreSQL)", () => {
  it("plans on the asker's own model; another member and a guest get the field's message", async () => {
    const factors = Array.from({ length: 31 }, (_, k) => ({
      gradePercent: k - 15,
      factor: stravaFactor((k - 15) / 100) * 1.1,
      samples: 9,
    }));
    factors[15] = { gradePercent: 0, factor: 1, samples: 40 };
    await saveHillModel(orm().em.fork(), 'ann', { factors }, 3);

    const mine = await plan(member('ann'));
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { plans: Array<{ effortModel: string; totalSeconds: number }> }).plans[0]).toMatchObject({
      effortModel: 'mine',
      totalSeconds: 4 * 3600,
    });
    for (const viewer of [member('bob'), { kind: 'guest' } as Viewer]) {
      const refused = await plan(viewer);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { errors: Record<string, string[]> };
      expect(body.errors['plan.effortModel']?.[0]).toMatch(/Le mie salite/);
    }
  });
});
