import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createMyHillsApi } from '../api.ts';
import { findHillModel } from '../data/hill-model.repository.ts';
import { myHillsModule } from '../module.ts';
import { hillsPool } from '../services/hills-pool.ts';
import { syntheticHillFits } from '../../../tests/support/synthetic-hill-runs.ts';

const orm = useTestDatabase();
afterAll(() => hillsPool.close());
const ORIGIN = 'http://localhost:3000';
const member = (id: string): Viewer => ({ kind: 'user', id, name: id, roles: ['member'] });
const ann = member('ann');
const bob = member('bob');
const guest: Viewer = { kind: 'guest' };

const api = (viewer: Viewer) =>
  hostApi([{ prefix: '/my-hills', bodyLimit: 200 * 1024 * 1024, app: createMyHillsApi({ viewer: async () => viewer }) }]);

function send(viewer: Viewer, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return RequestContext.create(orm().em, () =>
    api(viewer).request(`${ORIGIN}/api/my-hills${path}`, { method: 'POST', body, headers: { origin: ORIGIN, ...headers } }),
  );
}

function upload(viewer: Viewer, files: ReadonlyArray<{ bytes: Uint8Array; fileName: string }>) {
  const form = new FormData();
  form.set('locale', 'fr');
  for (const { bytes, fileName } of files) form.append('runs', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return send(viewer, '/runs', form);
}

const remove = (viewer: Viewer, confirmed = true) =>
  send(viewer, '/delete', new URLSearchParams({ locale: 'fr', ...(confirmed ? { confirmed: '1' } : {}) }), {
    'content-type': 'application/x-www-form-urlencoded',
  });

async function flashOf(response: Response) {
  const flash = await takeFlash(orm().em.fork(), flashIdFrom(response.headers.get('set-cookie')));
  return flash?.message?.text ?? null;
}

const exported = async (userId: string) =>
  (await myHillsModule.personalData.export(orm().em.fork() as never, userId)) as { hillModel: { factors: unknown[]; runs: number } | null };

describe('My hills: kept on the profile, the member’s own only (real PostgreSQL)', () => {
  const runs = syntheticHillFits(3, { lengthM: 3_000, seed: 9 });

  it('fits from 3 runs, keeps only the factors and stretches per grade, exports and deletes them; nobody else reads or deletes them', async () => {
    const fitted = await upload(
      ann,
      runs.map((run) => ({ ...run, bytes: run.bytes.slice() })),
    );
    expect(fitted.status).toBe(303);
    expect(fitted.headers.get('location')).toBe('/fr/profil/mes-cotes');
    expect(await flashOf(fitted)).toBe('Votre modèle de côtes est prêt.');

    const kept = await findHillModel(orm().em.fork(), 'ann');
    expect(kept?.runs).toBe(3);
    expect(kept?.factors.map((f) => f.gradePercent)).toEqual(Array.from({ length: 31 }, (_, k) => k - 15));
    expect(kept?.factors.find((f) => f.gradePercent === 0)).toMatchObject({ factor: 1 });
    expect(kept!.factors.reduce((sum, f) => sum + f.samples, 0)).toBeGreaterThan(30);
    // Nothing of the runs: the row holds the owner, the factors, the count of runs and two dates.
    const rows = await orm().em.fork().getConnection().execute('select * from hill_model');
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] as object).sort()).toEqual(['created_at', 'factors', 'owner_id', 'runs', 'updated_at']);
    expect(Object.keys((rows[0] as { factors: object[] }).factors[0]!).sort()).toEqual(['factor', 'gradePercent', 'samples']);

    // In ann's export, not in bob's; bob has no model to read.
    expect((await exported('ann')).hillModel).toMatchObject({ runs: 3, factors: kept!.factors });
    expect((await exported('bob')).hillModel).toBeNull();
    expect(await findHillModel(orm().em.fork(), 'bob')).toBeNull();

    // Another member's delete deletes only their own (none): ann's stays.
    const other = await remove(bob);
    expect(other.status).toBe(303);
    expect(await flashOf(other)).toBe('Vous n’avez pas de modèle de côtes à supprimer.');
    expect(await findHillModel(orm().em.fork(), 'ann')).not.toBeNull();
    // A guest can neither fit nor delete.
    expect((await remove(guest)).status).toBe(401);
    expect((await upload(guest, runs)).status).toBe(401);

    // SPEC 8: an unconfirmed post goes to the confirm page and deletes nothing.
    const asked = await remove(ann, false);
    expect(asked.headers.get('location')).toBe('/fr/confirmer');
    expect(await findHillModel(orm().em.fork(), 'ann')).not.toBeNull();
    const deleted = await remove(ann);
    expect(deleted.headers.get('location')).toBe('/fr/profil/mes-cotes');
    expect(await flashOf(deleted)).toBe('Votre modèle de côtes a été supprimé.');
    expect(await findHillModel(orm().em.fork(), 'ann')).toBeNull();
    expect((await exported('ann')).hillModel).toBeNull();
  });

  it('a refused set of runs keeps nothing and says why', async () => {
    const refused = await upload(
      bob,
      runs.slice(0, 2).map((run) => ({ ...run, bytes: run.bytes.slice() })),
    );
    expect(refused.status).toBe(303);
    expect(await flashOf(refused)).toBe('Mes côtes demande au moins 3 sorties enregistrées ; 2 ont été données.');
    expect(await findHillModel(orm().em.fork(), 'bob')).toBeNull();
  });

  it('erases the model with the account', async () => {
    await upload(
      member('cat'),
      runs.map((run) => ({ ...run, bytes: run.bytes.slice() })),
    );
    expect(await findHillModel(orm().em.fork(), 'cat')).not.toBeNull();
    await myHillsModule.personalData.erase(orm().em.fork() as never, 'cat');
    expect(await findHillModel(orm().em.fork(), 'cat')).toBeNull();
  });
});
