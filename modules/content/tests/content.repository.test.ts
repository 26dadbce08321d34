import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { countUnreadNews, findPublishedNews, listFaq, listPublishedNews, seedContent } from '../data/content.repository.ts';
import { seed } from '../seed.ts';

const orm = useTestDatabase();

describe('content repository (real PostgreSQL)', () => {
  it('seeds once: a second run adds nothing and keeps edits', async () => {
    const first = await seed(orm().em.fork());
    expect(first.news).toBeGreaterThanOrEqual(3);
    expect(first.faq).toBeGreaterThanOrEqual(4);
    await orm().em.getConnection().execute(`update news_item set title = '{"en":"Edited"}' where slug = 'four-languages'`);
    expect(await seed(orm().em.fork())).toEqual({ news: 0, faq: 0 });
    const item = await findPublishedNews(orm().em.fork(), 'four-languages', 'fr');
    expect(item?.title).toBe('Edited');
  });

  it('lists published news newest first, in the asked language, hiding future items', async () => {
    await seedContent(
      orm().em.fork(),
      [{ slug: 'future', publishDateFrom: new Date(Date.now() + 86_400_000), title: { en: 'Soon' }, body: { en: 'Later' } }],
      [],
    );
    const items = await listPublishedNews(orm().em.fork(), 'it');
    expect(items.map((i) => i.slug)).not.toContain('future');
    const dates = items.map((i) => i.publishDateFrom);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items.find((i) => i.slug === 'even-effort-pacing')?.title).toBe('Sforzo costante: un passo che rispetta le salite');
    expect(await findPublishedNews(orm().em.fork(), 'future', 'en')).toBeNull();
  });

  it('falls back to English where a translation is missing', async () => {
    await seedContent(
      orm().em.fork(),
      [{ slug: 'english-only', publishDateFrom: new Date('2026-01-01'), title: { en: 'Only English' }, body: { en: 'Body' } }],
      [],
    );
    expect((await findPublishedNews(orm().em.fork(), 'english-only', 'es'))?.title).toBe('Only English');
  });

  it('counts unread news against the last visit', async () => {
    const em = orm().em.fork();
    const all = await countUnreadNews(em, null);
    expect(all).toBe((await listPublishedNews(em, 'en')).length);
    expect(await countUnreadNews(em, new Date('2026-11-15T00:00:00Z'), new Date('2026-11-21T00:00:00Z'))).toBe(1);
    expect(await countUnreadNews(em, new Date())).toBe(0);
  });

  it('returns FAQ entries in their order, as plain objects', async () => {
    const faq = await listFaq(orm().em.fork(), 'fr');
    expect(faq[0]).toEqual({ key: 'what-is-a-pace-band', question: 'Qu’est-ce qu’un bracelet d’allure ?', answer: expect.any(String) });
    expect(Object.getPrototypeOf(faq[0])).toBe(Object.prototype);
  });
});
