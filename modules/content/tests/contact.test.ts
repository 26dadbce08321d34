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

// Mails land in a temporary outbox; the captcha asks for little work so the test solves it fast.
// Set before any import reads the environment.
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

async function call(pathname: string, init: { fields?: Record<string, string>; ip?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN });
  let body: FormData | undefined;
  if (init.fields) {
    body = new FormData();
    for (const [k, v] of Object.entries(init.fields)) body.append(k, v);
  }
  const env = { incoming: { socket: { remoteAddress: init.ip ?? '10.0.0.1' } } };
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/api${pathname}`, { method: init.fields ? 'POST' : 'GET', body, headers }, env),
  );
}

async function solved(ip = '10.0.0.1') {
  const challenge = (await (await call('/contact/challenge', { ip })).json()) as Challenge;
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { solution, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

async function solvedPayload(ip?: string): Promise<string> {
  return (await solved(ip)).payload;
}

async function flashOf(response: Response) {
  const id = /paceband_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return takeFlash(orm().em.fork(), id);
}

async function mails(): Promise<Array<{ to: string; subject: string; text: string; kind: string }>> {
  await siteMailer().idle();
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
}

const form = {
  locale: 'fr',
  name: 'Zoé',
  email: 'zoe@example.com',
  subject: 'Publier mon parcours',
  message: 'Bonjour, pouvez-vous rendre public mon parcours de Lyon ?',
  link: '/fr/parcours/lyon',
};

describe('contact form', () => {
  it('stores the message, mails the team and a confirmation in the sender’s language', async () => {
    const response = await call('/contact', { fields: { ...form, altcha: await solvedPayload() } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/contact');
    expect((await flashOf(response))?.message).toEqual({ kind: 'success', title: 'Succès', text: expect.stringContaining('Merci') });
    const sent = await mails();
    const team = sent.find((m) => m.kind === 'contact-team')!;
    expect(team.to).toBe('team@example.com');
    expect(team.text).toContain('Zoé <zoe@example.com>');
    expect(team.text).toContain('/fr/parcours/lyon');
    expect(team.text).toMatch(/\/en\/admin\/contact\/\d+/);
    const confirmation = sent.find((m) => m.kind === 'contact-confirmation')!;
    expect(confirmation).toMatchObject({ to: 'zoe@example.com', subject: 'Nous avons reçu votre message' });
    // A fixed text: nothing typed in the form (name, message) is sent to the address it named.
    expect(confirmation.text).not.toContain('Zoé');
    expect(confirmation.text).not.toContain('Lyon');
    expect(confirmation.text).toMatch(/^Bonjour,\n/);
  });

  it('sends an address at most one receipt a day, whatever is typed and from wherever', async () => {
    const victim = { ...form, email: 'Victim@Example.com', name: 'WIN A PRIZE', message: 'Click http://spam.example now' };
    for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      const response = await call('/contact', {
        fields: { ...victim, email: ip === '10.0.1.2' ? 'victim@example.com' : victim.email, altcha: await solvedPayload(ip) },
        ip,
      });
      expect((await flashOf(response))?.message?.kind).toBe('success');
    }
    const receipts = (await mails()).filter((m) => m.kind === 'contact-confirmation' && m.to.toLowerCase() === 'victim@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).not.toMatch(/PRIZE|spam\.example/);
    // The team still gets every message.
    expect((await mails()).filter((m) => m.kind === 'contact-team' && m.text.includes('WIN A PRIZE'))).toHaveLength(3);
  });

  it('makes each captcha of a client that keeps writing harder: 32 times the work after five messages', async () => {
    const ip = '10.0.2.1';
    // With CAPTCHA_MAX_NUMBER 500 a first challenge's secret counter is at most 500.
    for (let i = 0; i < 5; i += 1) {
      const response = await call('/contact', {
        fields: { ...form, email: `writer${i}@example.com`, altcha: await solvedPayload(ip) },
        ip,
      });
      expect((await flashOf(response))?.message?.kind).toBe('success');
    }
    const { solution } = await solved(ip);
    expect(solution.counter).toBeGreaterThanOrEqual(1600);
    expect((await solved('10.0.2.2')).solution.counter).toBeLessThanOrEqual(500);
  });

  it('refuses a missing, forged or replayed captcha and shows field errors with what was typed', async () => {
    const missing = await flashOf(await call('/contact', { fields: { ...form, email: 'not-an-email' }, ip: '10.0.0.2' }));
    expect(missing?.errors.email).toEqual(['Indiquez une adresse courriel valide.']);
    expect(missing?.errors.altcha).toEqual(['La vérification anti-pourriel n’a pas abouti. Veuillez réessayer.']);
    expect(missing?.values.message).toBe(form.message);

    const forged = await flashOf(
      await call('/contact', { fields: { ...form, altcha: Buffer.from('{"challenge":{}}').toString('base64') }, ip: '10.0.0.2' }),
    );
    expect(forged?.errors.altcha).toHaveLength(1);

    const payload = await solvedPayload();
    expect((await flashOf(await call('/contact', { fields: { ...form, altcha: payload }, ip: '10.0.0.2' })))?.message?.kind).toBe(
      'success',
    );
    const replay = await flashOf(await call('/contact', { fields: { ...form, altcha: payload }, ip: '10.0.0.2' }));
    expect(replay?.errors.altcha).toHaveLength(1);
  });

  it('limits how often one client may write', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call('/contact', { fields: form, ip: '10.0.0.9' })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });

  it('lets only staff answer; the answer is mailed and recorded in the audit trail', async () => {
    const [row] = await orm()
      .em.fork()
      .getConnection()
      .execute<Array<{ id: number }>>('select id from contact_message order by id limit 1');
    const answer = { locale: 'en', answer: 'Done, your course is public.' };
    viewer = { kind: 'guest' };
    expect((await call(`/admin/contact/${row!.id}/answer`, { fields: answer })).status).toBe(401);
    viewer = { kind: 'user', id: 'm1', name: 'Mia', roles: ['member'] };
    expect((await call(`/admin/contact/${row!.id}/answer`, { fields: answer })).status).toBe(403);
    viewer = { kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] };
    const response = await call(`/admin/contact/${row!.id}/answer`, { fields: answer });
    expect(response.status).toBe(303);
    const mail = (await mails()).find((m) => m.kind === 'contact-answer')!;
    expect(mail).toMatchObject({ to: 'zoe@example.com', subject: 'Re : Publier mon parcours' });
    expect(mail.text).toContain('Done, your course is public.');
    const audit = await orm().em.fork().getConnection().execute('select actor_id, action, target from audit_entry');
    expect(audit).toEqual([{ actor_id: 'a1', action: 'contact.answer', target: `#${row!.id} zoe@example.com` }]);
    const [stored] = await orm().em.fork().getConnection().execute('select status, answer from contact_message where id = ?', [row!.id]);
    expect(stored).toEqual({ status: 'answered', answer: 'Done, your course is public.' });
  });
});
