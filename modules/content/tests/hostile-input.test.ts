/**
 * Issue 28: a NUL in the contact form or the news and FAQ editors was a 500 from PostgreSQL, and a
 * line break in a subject reached the mails' subject lines. Single-line fields (names, subjects,
 * titles, questions) lose their control characters, line breaks becoming a space; messages,
 * answers and markdown bodies keep their line breaks and lose the rest.
 */
// First: it sets the environment (mail outbox, captcha work) before any import reads it.
import { contentApiHarness } from './content-api.test-support.ts';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { contactSchema } from '../services/contact-form.ts';

const orm = useTestDatabase();
const { call: ask, solvedPayload, flashOf, mails, as } = contentApiHarness(orm);
const call = (pathname: string, fields?: Record<string, string>) => ask(pathname, { fields });

// Form posts carry line breaks as CRLF (the multipart encoding), as browsers send them.

const sql = <T>(query: string) => orm().em.fork().getConnection().execute<T[]>(query);

describe('the contact form', () => {
  it('cleans each field by its kind', () => {
    const parsed = contactSchema.parse({
      name: 'Zo\u0000é\r\nBcc: x@evil.example',
      email: 'zoe@example.com',
      subject: 'Hello\r\nBcc: x@evil.example\u0007',
      message: 'Line one\r\nline two\u0000\u001b[2J',
      link: '/fr\u0000/x\ny',
    });
    expect(parsed).toEqual({
      name: 'Zoé Bcc: x@evil.example',
      email: 'zoe@example.com',
      subject: 'Hello Bcc: x@evil.example',
      message: 'Line one\r\nline two[2J',
      link: '/fr/x y',
    });
  });

  it('stores and mails a message with NUL and line breaks, never a 500', async () => {
    const answer = await call('/contact', {
      locale: 'en',
      name: 'Zoé\u0000',
      email: 'zoe@example.com',
      subject: 'Course\r\nBcc: x@evil.example\u0000',
      message: 'Hello,\r\nplease publish\u0000 my course.',
      link: '',
      altcha: await solvedPayload(),
    });
    expect(answer.status).toBe(303);
    expect((await flashOf(answer))?.message?.kind).toBe('success');
    const [stored] = await sql<{ name: string; subject: string; message: string }>('select name, subject, message from contact_message');
    expect(stored).toEqual({ name: 'Zoé', subject: 'Course Bcc: x@evil.example', message: 'Hello,\r\nplease publish my course.' });
    const team = (await mails()).find((m) => m.kind === 'contact-team');
    expect(team?.subject).not.toMatch(/[\r\n]/);
  });

  it("the team's answer keeps its line breaks and loses a NUL", async () => {
    as({ kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] });
    const [row] = await sql<{ id: number }>('select id from contact_message order by id limit 1');
    const answer = await call(`/admin/contact/${row!.id}/answer`, { locale: 'en', answer: 'Done,\r\npublished\u0000.' });
    expect(answer.status).toBe(303);
    const [stored] = await sql<{ answer: string }>(`select answer from contact_message where id = ${row!.id}`);
    expect(stored!.answer).toBe('Done,\r\npublished.');
  });
});

describe('news and FAQ editors', () => {
  it.each<{ editor: string; path: string; fields: Record<string, string>; query: string; stored: unknown }>([
    {
      editor: 'news',
      path: '/admin/news',
      fields: {
        locale: 'en',
        slug: 'nul-news',
        publishDate: '2026-01-01T10:00',
        title_en: 'Big\u0000 news\r\nBEGIN:VALARM',
        body_en: '# Title\r\n\r\nBody\u0000 text\u0007.',
        title_fr: '\u0000',
      },
      query: `select title, body from news_item where slug = 'nul-news'`,
      stored: { title: { en: 'Big news BEGIN:VALARM' }, body: { en: '# Title\r\n\r\nBody text.' } },
    },
    {
      editor: 'FAQ',
      path: '/admin/faq',
      fields: { locale: 'en', key: 'nul-faq', position: '5', question_en: 'Why\r\nnot?\u0000', answer_en: 'Because\u0000\r\nit is.' },
      query: `select question, answer from faq_entry where key = 'nul-faq'`,
      stored: { question: { en: 'Why not?' }, answer: { en: 'Because\r\nit is.' } },
    },
  ])(
    'the $editor editor keeps titles and questions on one line and bodies with their line breaks, without NUL',
    async ({ path, fields, query, stored }) => {
      as({ kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] });
      const answer = await call(path, fields);
      expect(answer.status).toBe(303);
      expect((await flashOf(answer))?.errors).toEqual({});
      const [row] = await sql<Record<string, Record<string, string>>>(query);
      expect(row).toEqual(stored);
    },
  );
});
