import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { contentApi } from '../../modules/content/api.ts';
import { seed } from '../../modules/content/seed.ts';
import { useTestDatabase } from '../support/test-database.ts';

const orm = useTestDatabase();

describe('GET /api/news/list (SPEC 7)', () => {
  it('lists items with publish_date_from, in the asked language', async () => {
    await seed(orm().em.fork());
    const response = await RequestContext.create(orm().em, () => contentApi.request('/news/list?lang=es'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Array<{ slug: string; title: string; publish_date_from: string }> };
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data[0]).toEqual({
      slug: 'four-languages',
      title: 'Ahora también en italiano',
      publish_date_from: '2026-11-20T08:00:00.000Z',
    });
  });
});
