import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { routePath } from '../../../src/i18n/route-table.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { asHost, testUserViewer } from '../../../tests/support/host-api.ts';
import { recordRun, runFit, runGpx } from '../../../tests/support/recorded-runs.ts';
import { listBandReviews } from '../../race-review/index.ts';
import { raceRoutes } from '../api/race-routes.ts';
import { createSavedBand } from '../data/saved-band.repository.ts';
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import { DEFAULT_STATE, toDefinition } from '../ui/builder-state.ts';

const orm = useTestDatabase();

const MAX = 240 * 1024;
const races = asHost(raceRoutes({ viewer: testUserViewer, maxUploadBytes: () => MAX }), '/band-races', { bodyLimit: 200 * 1024 * 1024 });
const ORIGIN = 'http://localhost';

/** A 10 km due north: the run's own length is the race (the band has no course). */
const line = {
  count: 201,
  lat: Array.from({ length: 201 }, (_, i) => 45 + (i * 50) / 111_132),
  lon: Array.from({ length: 201 }, () => 7),
  ele: Array.from({ length: 201 }, () => 100),
};
const run = recordRun(line, { seed: 21, speedMps: 3.4, everyS: 2, wobbleM: 1, heartRateAt: () => 155 });
const definition = toDefinition({
  ...DEFAULT_STATE,
  distance: { preset: '10k', custom: '' },
  band: { ...DEFAULT_STATE.band, title: 'Parco 10K' },
  plan: { ...DEFAULT_STATE.plan, bands: [{ count: 1, goal: '50:00' }], half: false },
});

function upload(path: string, user: string | null, file: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('file', new Blob([file as BlobPart]), name);
  const headers: Record<string, string> = { origin: ORIGIN };
  if (user) headers['x-test-user'] = user;
  return RequestContext.create(orm().em, () => races.request(`${ORIGIN}${path}`, { method: 'POST', headers, body }));
}

const kept = async () => Number(((await orm().em.fork().execute('select count(*) as n from race_review')) as Array<{ n: string }>)[0]!.n);

describe('race reviews: upload and keep (real PostgreSQL)', () => {
  it("keeps a review with its owner's saved band only; guests and other members are refused and nothing is kept", async () => {
    const band = await createSavedBand(orm().em.fork(), 'ann', 'Parco', definition);
    const guest = await upload(`/saved/${band.id}`, null, runFit(run), 'race.fit', { locale: 'it' });
    expect(guest.status).toBe(401);
    const other = await upload(`/saved/${band.id}`, 'bob', runFit(run), 'race.fit', { locale: 'en' });
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe('This band does not exist or is not yours.');
    expect(await kept()).toBe(0);

    const response = await upload(`/saved/${band.id}`, 'ann', runFit(run, { sport: 'running' }), 'race.fit', { locale: 'fr' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { path: string }).path).toBe(`${routePath('fr', 'pace-bands.index')}#band-${band.id}`);
    const [review] = (await listBandReviews(orm().em.fork(), 'ann', [band.id])).get(band.id)!;
    expect(review!.title).toBe('Parco');
    const finish = review!.review.rows.find((r) => r.kind === 'finish')!;
    expect(Math.abs(finish.actualSeconds! - (run.at(-1)!.timeMs - run[0]!.timeMs) / 1000)).toBeLessThanOrEqual(2);
    expect(finish.heartRate).toBe(155);
    // Only derived numbers: no coordinate or clock time of the file.
    expect(JSON.stringify(review!.review)).not.toMatch(/45\.0\d{3}|2025-/);
    // Nobody else lists it.
    expect((await listBandReviews(orm().em.fork(), 'bob', [band.id])).size).toBe(0);
  });

  it('refuses a ride and a file over the cap with a message in the runner’s language, keeping nothing', async () => {
    const band = await createSavedBand(orm().em.fork(), 'cat', 'Parco', definition);
    const before = await kept();
    const ride = await upload(`/saved/${band.id}`, 'cat', runFit(run, { sport: 'cycling' }), 'ride.fit', { locale: 'es' });
    expect(ride.status).toBe(422);
    const body = (await ride.json()) as { message: string; errors: { file: string[] } };
    expect(body.errors.file[0]).toBe('Esta grabación es una salida en bicicleta, no una carrera a pie: sube la actividad que corriste.');
    const everySecond = recordRun(line, { seed: 22, speedMps: 3.4, everyS: 1 });
    const big = runGpx(everySecond);
    expect(big.length).toBeGreaterThan(MAX);
    expect(big.length).toBeLessThan(MAX + 64 * 1024);
    const large = await upload(`/saved/${band.id}`, 'cat', big, 'race.gpx', { locale: 'en' });
    expect(large.status).toBe(422);
    expect(((await large.json()) as { message: string }).message).toBe('The file is larger than 0.2 MB.');
    expect(await kept()).toBe(before);
  });

  it('keeps a build-page review without an account behind an unguessable link only', async () => {
    const response = await upload('/build', null, runGpx(run), 'race.gpx', { locale: 'en', s: encodeSettingsParam(definition) });
    expect(response.status).toBe(201);
    const { path } = (await response.json()) as { path: string };
    const token = /\/race-review\/([A-Za-z0-9_-]{43})$/.exec(path)?.[1];
    expect(token).toBeDefined();
    const [record] = (await orm()
      .em.fork()
      .execute('select owner_id, saved_band_id, title from race_review where share_token = ?', [token!])) as Array<Record<string, unknown>>;
    expect(record).toEqual({ owner_id: null, saved_band_id: null, title: 'Parco 10K' });
  });
});
