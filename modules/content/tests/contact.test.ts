// First: it sets the environment (mail outbox, captcha work) before any import reads it.
import { contentApiHarness } from './content-api.test-support.ts';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';

const orm = useTestDatabase();
const { call, solved, solvedPayload, flashOf, mails, as } = contentApiHarness(orm);

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
    as({ kind: 'guest' });
    expect((await call(`/admin/contact/${row!.id}/answer`, { fields: answer })).status).toBe(401);
    as({ kind: 'user', id: 'm1', name: 'Mia', roles: ['member'] });
    expect((await call(`/admin/contact/${row!.id}/answer`, { fields: answer })).status).toBe(403);
    as({ kind: 'user', id: 'a1', name: 'Ada', roles: ['member', 'admin'] });
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
