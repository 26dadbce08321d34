import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/access.ts';
import { seed as seedCourses } from '../../modules/courses/seed.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { createBandBuilderApi } from '../../modules/band-builder/api.ts';
import { asHost } from '../support/host-api.ts';

const orm = useTestDatabase();
const api = asHost(createBandBuilderApi({ viewer: async (): Promise<Viewer> => ({ kind: 'guest' }) }), '/bands');

async function courseUuid(slug: string): Promise<string> {
  const rows = await orm().em.getConnection().execute<{ uuid: string }[]>('select uuid from course where slug = ?', [slug]);
  return rows[0]!.uuid;
}

async function preview(settings: unknown) {
  const response = await RequestContext.create(orm().em, () =>
    api.request('/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ settings, locale: 'en' }),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      plans?: Array<{ distanceM: number; rows: Array<{ gradePercent: number; splitSeconds: number; kind: string }> }>;
      message?: string;
    },
  };
}

describe('bands on a course (real PostgreSQL)', () => {
  it('follows the hills of a seeded course: Boston at 3:30 even effort, laid over 42.195 km', async () => {
    await seedCourses(orm().em.fork());
    const { status, body } = await preview({ plan: { bands: [{ goal: '3:30:00' }] }, courseUuid: await courseUuid('boston') });
    expect(status).toBe(200);
    const plan = body.plans![0]!;
    expect(plan.distanceM).toBe(42_195);
    const laps = plan.rows.filter((r) => r.kind === 'lap');
    const uphill = laps.filter((r) => r.gradePercent > 1);
    const downhill = laps.filter((r) => r.gradePercent < -1);
    expect(uphill.length).toBeGreaterThan(0);
    expect(downhill.length).toBeGreaterThan(0);
    const mean = (rows: typeof laps) => rows.reduce((sum, r) => sum + r.splitSeconds, 0) / rows.length;
    expect(mean(uphill)).toBeGreaterThan(mean(downhill));
  });

  it('answers 404 for a course that does not exist', async () => {
    const { status, body } = await preview({ plan: { bands: [{ goal: '3:30:00' }] }, courseUuid: '00000000-0000-4000-8000-000000000000' });
    expect(status).toBe(404);
    expect(body.message).toBe('This course does not exist or is not shared.');
  });

  it("answers 404 for someone else's private course", async () => {
    const uuid = await courseUuid('boston');
    await orm().em.getConnection().execute(`update course set status = 'private', owner_id = 'someone' where uuid = ?`, [uuid]);
    const { status } = await preview({ plan: { bands: [{ goal: '3:30:00' }] }, courseUuid: uuid });
    expect(status).toBe(404);
  });
});
