/**
 * Issue 28: a member who signs in only through a social provider has no password, so they delete
 * their account through a link mailed to their address: one-time, expiring, kept in PostgreSQL
 * (better-auth's verification table), and it runs the same erasure as a deletion by password.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { saveAddress } from '../data/address.repository.ts';
import { accountsHarness, signUpForm } from './account-harness.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

const flashOf = (response: Response) =>
  takeFlash(orm().em.fork(), flashIdFrom(response.headers.getSetCookie().join('; ').replace(/,/g, ';')));
const sql = <T>(query: string, params: unknown[] = []) => orm().em.getConnection().execute<T[]>(query, params);

describe('deleting an account without a password (social sign-in only)', () => {
  const email = 'sam@example.com';
  let userId = '';
  let link = '';

  it('the member, signed in through a provider, asks for the link: it is mailed in their language', async () => {
    const fields = signUpForm('fr', 'Sam', email, 'correct-horse');
    expect((await h.post('/register', fields)).status).toBe(303);
    [{ id: userId }] = (await sql<{ id: string }>(`select id from auth."user" where email = ?`, [email])) as [{ id: string }];
    // Their only way in is now a Google account, as after a social sign-up.
    await sql(`delete from auth.account where "userId" = ?`, [userId]);
    await sql(
      `insert into auth.account (id, "accountId", "providerId", "userId", "createdAt", "updatedAt") values ('acc-sam', 'google-sam', 'google', ?, now(), now())`,
      [userId],
    );
    await saveAddress(orm().em.fork(), userId, {
      recipient: 'Sam',
      street: '1 rue de la Paix',
      unit: null,
      city: 'Paris',
      zip: '75002',
      state: null,
      country: 'FR',
    });

    const unconfirmed = await h.post('/delete', { locale: 'fr', publicCourses: 'anonymise' });
    expect((await flashOf(unconfirmed))?.errors.confirm?.[0]).toBe('Cochez la case pour confirmer.');
    const asked = await h.post('/delete', { locale: 'fr', confirm: 'yes', publicCourses: 'delete' });
    expect(asked.headers.get('location')).toBe('/fr/profil');
    expect((await flashOf(asked))?.message?.text).toBe(
      `Nous avons envoyé un lien de confirmation à ${email}. Ouvrez-le dans les 60 minutes pour supprimer votre compte.`,
    );
    const mail = (await h.mails()).find((m) => m.kind === 'delete-account');
    expect(mail).toMatchObject({ to: email, subject: 'Confirmez la suppression de votre compte Paceband' });
    link = /http:\/\/localhost:3000\/fr\/profil\/supprimer-le-compte\/[A-Za-z0-9_-]{32}\?courses=delete/.exec(mail!.text)?.[0] ?? '';
    expect(link).not.toBe('');
    // Asking changed nothing yet.
    expect(await sql(`select id from auth."user" where id = ?`, [userId])).toHaveLength(1);
  });

  it('a wrong or expired link deletes nothing and says so', async () => {
    const wrong = await h.post('/delete-confirm', { locale: 'en', token: 'not-a-token', publicCourses: 'anonymise' });
    expect(wrong.headers.get('location')).toBe('/en/profile');
    expect((await flashOf(wrong))?.message?.text).toBe(
      'This confirmation link is invalid, was already used or has expired. Ask for a new one from your profile.',
    );
    await h.post('/delete', { locale: 'en', confirm: 'yes' });
    const second = (await h.mails()).filter((m) => m.kind === 'delete-account').at(-1)!;
    const expired = /delete-account\/([A-Za-z0-9_-]{32})/.exec(second.text)![1]!;
    await sql(`update auth.verification set "expiresAt" = now() - interval '1 minute' where identifier = ?`, [`delete-account-${expired}`]);
    const late = await h.post('/delete-confirm', { locale: 'en', token: expired, publicCourses: 'anonymise' });
    expect((await flashOf(late))?.message?.text).toMatch(/invalid, was already used or has expired/);
    expect(await sql(`select id from auth."user" where id = ?`, [userId])).toHaveLength(1);
  });

  it('the link, confirmed, erases the member like a deletion by password, once', async () => {
    const token = new URL(link).pathname.split('/').at(-1)!;
    const done = await h.post('/delete-confirm', { locale: 'fr', token, publicCourses: 'delete' });
    expect(done.headers.get('location')).toBe('/fr/connecter');
    expect((await flashOf(done))?.message?.text).toBe('Votre compte a été supprimé.');
    const [left] = await sql<{ n: string }>(
      `select (select count(*) from auth."user" where id = ?) + (select count(*) from auth.session where "userId" = ?)
        + (select count(*) from auth.account where "userId" = ?) + (select count(*) from shipping_address) as n`,
      [userId, userId, userId],
    );
    expect(Number(left!.n)).toBe(0);
    // One use: the token is gone from the database.
    expect(await sql(`select 1 from auth.verification where identifier = ?`, [`delete-account-${token}`])).toHaveLength(0);
  });

  it('a member with a password still deletes with it, never by mail', async () => {
    await h.post('/register', signUpForm('en', 'Pat', 'pat@example.com', 'correct-horse'));
    const without = await h.post('/delete', { locale: 'en', confirm: 'yes' });
    expect((await flashOf(without))?.errors.password?.[0]).toBe('Password is required.');
    expect((await h.mails()).filter((m) => m.to === 'pat@example.com' && m.kind === 'delete-account')).toHaveLength(0);
  });
});
