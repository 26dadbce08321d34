/**
 * Issue 28: a NUL in the contact form or the news and FAQ editors was a 500 from PostgreSQL, and a
 * line break in a subject reached the mails' subject lines. Single-line fields (names, subjects,
 * titles, questions) lose their control characters, line breaks becoming a space; messages,
 * answers and markdown bodies keep their line breaks and lose the rest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { siteMailer } from '../../accounts/index.ts';
import { contentApi } from '../api.ts';
import { contactSchema } from '../services/contact-form.ts';

const outbox = await vi.hoisted(async () => {
  const [{ mkdtempSync: mkdtemp }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')]);
  const dir = mkdtemp(join(tmpdir(), 'paceband-contact-'));
  Object.assign(process.env, { MAIL_OUTBOX_DIR: dir, CONTACT_TO: 'team@example.com', CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '500' });
  return dir;
});

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const api = hostApi([{ prefix: '/', app: contentApi }], { trustedOrigins: [ORIGIN] });

let viewer: Viewer = { kind: 'guest' };
setViewerSource(async () => viewer);

function call(pathname: string, fields?: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields ?? {})) body.append(k, v);
  const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
  const init = fields ? { method: 'POST', body, headers: { origin: ORIGIN } } : { headers: { origin: ORIGIN } };
  return RequestContext.create(orm().em, () => api.request(`${ORIGIN}/api${pathname}`, init, env));
}

async function solvedPayload(): Promise<string> {
  const challenge = (await (await call('/contact/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Form posts carry line breaks as CRLF (the multipart encoding), as browsers send them.
const flashOf = async (response: Response) =>
  takeFlash(orm().em.fork(), /paceband_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]);

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
    await siteMailer().idle();
    const team = readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { kind: string; subject: string })
      .find((m) => m.kind === 'contact-team');
    expect(team?.subject).not.toMatch(/[\r\n]/);
  });

  it("the team's answer keeps its line breaks and loses a NUL", async () => {
    viewer = { kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] };
    const [row] = await sql<{ id: number }>('select id from contact_message order by id limit 1');
    const answer = await call(`/admin/contact/${row!.id}/answer`, { locale: 'en', answer: 'Done,\r\npublished\u0000.' });
    expect(answer.status).toBe(303);
    const [stored] = await sql<{ answer: string }>(`select answer from contact_message where id = ${row!.id}`);
    expect(stored!.answer).toBe('Done,\r\npublished.');
  });
});

describe('news and FAQ editors', () => {
  it('keep titles and questions on one line and bodies with their line breaks, without NUL', async () => {
    viewer = { kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] };
    const news = await call('/admin/news', {
      locale: 'en',
      slug: 'nul-news',
      publishDate: '2026-01-01T10:00',
      title_en: 'Big\u0000 news\r\nBEGIN:VALARM',
      body_en: '# Title\r\n\r\nBody\u0000 text\u0007.',
      title_fr: '\u0000',
    });
    expect(news.status).toBe(303);
    expect((await flashOf(news))?.errors).toEqual({});
    const [item] = await sql<{ title: Record<string, string>; body: Record<string, string> }>(
      `select title, body from news_item where slug = 'nul-news'`,
    );
    expect(item).toEqual({ title: { en: 'Big news BEGIN:VALARM' }, body: { en: '# Title\r\n\r\nBody text.' } });

    const faq = await call('/admin/faq', {
      locale: 'en',
      key: 'nul-faq',
      position: '5',
      question_en: 'Why\r\nnot?\u0000',
      answer_en: 'Because\u0000\r\nit is.',
    });
    expect(faq.status).toBe(303);
    expect((await flashOf(faq))?.errors).toEqual({});
    const [entry] = await sql<{ question: Record<string, string>; answer: Record<string, string> }>(
      `select question, answer from faq_entry where key = 'nul-faq'`,
    );
    expect(entry).toEqual({ question: { en: 'Why not?' }, answer: { en: 'Because\r\nit is.' } });
  });
});
