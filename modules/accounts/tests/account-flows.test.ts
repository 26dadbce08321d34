import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { accountsHarness, signUpForm, typedTwice } from './account-harness.ts';
import { viewerFromHeaders } from '../auth/session.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

const flashOf = (response: Response) =>
  takeFlash(orm().em.fork(), flashIdFrom(response.headers.getSetCookie().join('; ').replace(/,/g, ';')));
const sessionCookie = () => [...h.jar.keys()].find((k) => k.endsWith('session_token'));

describe('accounts flows against PostgreSQL', () => {
  const email = 'ann@example.com';

  it('registers a member and logs in at once; roles are member', async () => {
    const response = await h.post('/register', signUpForm('fr', 'Ann', email, 'correct-horse'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr');
    expect((await flashOf(response))?.message?.text).toBe(
      'Bienvenue, Ann ! Votre compte est prêt. Nous avons envoyé un lien de confirmation à ann@example.com.',
    );
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const profile = await h.get('/account/profile');
    expect(await profile.json()).toMatchObject({ user: { name: 'Ann', email }, address: null, roles: ['member'] });
  });

  it('stores the consent with its time and version, and mails a confirmation link that verifies the address', async () => {
    const [consent] = await orm()
      .em.getConnection()
      .execute<Array<{ termsVersion: string; age: number; emailVerified: boolean }>>(
        `select "termsVersion", extract(epoch from now() - "termsAcceptedAt") as age, "emailVerified" from auth."user" where email = ?`,
        [email],
      );
    // The versions published in the member's language (the migration's first texts).
    expect(consent).toMatchObject({ termsVersion: 'terms.fr:1,privacy.fr:1', emailVerified: false });
    expect(Number(consent!.age)).toBeLessThan(60);
    const viewer = () => viewerFromHeaders(h.auth(), new Headers({ cookie: h.cookieHeader() }));
    expect(await viewer()).toMatchObject({ kind: 'user', unverified: true });
    const mail = (await h.mails()).find((m) => m.kind === 'confirm-email')!;
    expect(mail).toMatchObject({ to: email, subject: 'Confirmez votre courriel pour Paceband' });
    // "Send the link again" mails a second one, and answers on the profile.
    const again = await h.post('/verify-email', { locale: 'fr' });
    expect(again.headers.get('location')).toBe('/fr/profil');
    expect((await flashOf(again))?.message?.text).toBe(
      'Nous avons envoyé un nouveau lien de confirmation. Vérifiez votre boîte de réception.',
    );
    expect((await h.mails()).filter((m) => m.kind === 'confirm-email')).toHaveLength(2);
    const link = new URL(/http:\/\/localhost:3000\/api\/auth\/verify-email\S+/.exec(mail.text)![0]);
    const opened = await h.get(`/auth/verify-email${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/fr/profil');
    const verified = await viewer();
    expect(verified.kind === 'user' && verified.unverified).toBeFalsy();
  });

  it('refuses a sign-up without consent to the terms, keeping what was typed', async () => {
    const answer = await h.post(
      '/register',
      { locale: 'en', name: 'Zoe', email: 'zoe@example.com', ...typedTwice('quiet-lantern-88') },
      { cookies: false },
    );
    const flash = (await flashOf(answer))!;
    expect(flash.errors.terms?.[0]).toBe('Accept the terms of use and the privacy notice to create an account.');
    expect(flash.values).toEqual({ name: 'Zoe', email: 'zoe@example.com' });
    const rows = await orm().em.getConnection().execute(`select 1 from auth."user" where email = 'zoe@example.com'`);
    expect(rows).toHaveLength(0);
  });

  it('asks again when the terms changed after the form was shown, else stores the versions the form showed', async () => {
    const fields = signUpForm('es', 'Leo', 'leo@example.com', 'quiet-lantern-88');
    const stale = await h.post('/register', { ...fields, termsVersion: 'terms.es:0,privacy.es:0' }, { cookies: false });
    const flash = (await flashOf(stale))!;
    expect(flash.errors.terms?.[0]).toMatch(/^Las condiciones de uso o el aviso de privacidad han cambiado/);
    expect(flash.values.terms).toBe('');
    expect(await orm().em.getConnection().execute(`select 1 from auth."user" where email = 'leo@example.com'`)).toHaveLength(0);

    const shown = 'terms.es:1,privacy.es:1';
    expect((await h.post('/register', { ...fields, termsVersion: shown }, { cookies: false })).status).toBe(303);
    const [row] = await orm()
      .em.getConnection()
      .execute<Array<{ termsVersion: string }>>(`select "termsVersion" from auth."user" where email = 'leo@example.com'`);
    expect(row?.termsVersion).toBe(shown);
    // The last test counts what deletion leaves: none of Leo either.
    await orm().em.getConnection().execute(`delete from auth."user" where email = 'leo@example.com'`);
  });

  it('refuses invalid input with translated field messages, and a taken email', async () => {
    const bad = await h.post(
      '/register',
      { locale: 'es', name: '', email: 'nope', password: 'short', passwordConfirmation: 'other', terms: 'yes' },
      { cookies: false },
    );
    const flash = (await flashOf(bad))!;
    expect(flash.errors.name?.[0]).toBe('Nombre es obligatorio.');
    expect(flash.errors.email?.[0]).toBe('Escribe un correo electrónico válido.');
    expect(flash.errors.password?.[0]).toBe('Contraseña debe tener al menos 8 caracteres.');
    expect(flash.errors.passwordConfirmation?.[0]).toBe('Las dos contraseñas no coinciden.');
    expect(flash.values).toEqual({ name: '', email: 'nope', terms: 'yes' });
    const taken = await h.post('/register', signUpForm('en', 'Eve', email, 'whatever-123'), { cookies: false });
    expect((await flashOf(taken))?.errors.email?.[0]).toMatch(/already exists/);
  });

  it('logs out with a POST that clears the session and goes to login', async () => {
    const response = await h.post('/logout', { locale: 'en' });
    expect(response.headers.get('location')).toBe('/en/login');
    expect(sessionCookie()).toBeUndefined();
    expect((await h.get('/account/profile')).status).toBe(401);
  });

  it('answers the same to a wrong password and an unknown email', async () => {
    const wrong = await flashOf(await h.post('/login', { locale: 'en', email, password: 'wrong-password' }));
    const unknown = await flashOf(await h.post('/login', { locale: 'en', email: 'nobody@example.com', password: 'wrong-password' }));
    expect(wrong?.message?.text).toBe('The email or password is wrong.');
    expect(unknown?.message).toEqual(wrong?.message);
  });

  it('logs in and honours a same-site redirectTo only', async () => {
    const ok = await h.post('/login', { locale: 'en', email, password: 'correct-horse', redirectTo: '/en/faq', remember: 'on' });
    expect(ok.headers.get('location')).toBe('/en/faq');
    expect(ok.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Max-Age=\d+/);
    await h.post('/logout', { locale: 'en' });
    const evil = await h.post('/login', { locale: 'en', email, password: 'correct-horse', redirectTo: '//evil.example/x' });
    expect(evil.headers.get('location')).toBe('/en');
    // Without "remember me" the cookie ends with the browser session.
    expect(evil.headers.getSetCookie().find((c) => c.includes('session_token'))).not.toMatch(/Max-Age/);
  });

  it('refuses a cross-site form post (CSRF)', async () => {
    const response = await h.post('/logout', { locale: 'en' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(sessionCookie()).toBeDefined();
  });

  it('saves the profile, the address (US state checked) and an avatar (type and size checked)', async () => {
    expect((await flashOf(await h.post('/profile', { locale: 'en', name: 'Ann B.' })))?.message?.kind).toBe('success');
    const address = {
      locale: 'it',
      recipient: 'Ann B.',
      street: '1 Main St',
      unit: '',
      city: 'Boston',
      zip: '02116',
      country: 'US',
      state: '',
    };
    expect((await flashOf(await h.post('/address', address)))?.errors.state?.[0]).toBe('Stato o provincia è obbligatorio.');
    // The state follows the country (issue 29): France with Texas, Canada with Texas are refused.
    expect(
      (await flashOf(await h.post('/address', { ...address, locale: 'en', country: 'FR', zip: '75001', state: 'TX' })))?.errors,
    ).toEqual({
      state: ['Texas is not a state or province of France. Choose one of its own, or none if the country has no list.'],
    });
    expect(
      (await flashOf(await h.post('/address', { ...address, locale: 'fr', country: 'CA', zip: 'H2X 1Y4', state: 'TX' })))?.errors.state,
    ).toEqual(['Texas n’est pas un État ou une province de ce pays (Canada). Choisissez-en un du pays, ou aucun s’il n’a pas de liste.']);
    // Postal codes have the country's shape, and are written as its post writes them.
    expect((await flashOf(await h.post('/address', { ...address, locale: 'en', zip: 'H2X 1Y4', state: 'MA' })))?.errors).toEqual({
      zip: ['This is not a postal code of United States of America. Check it.'],
    });
    expect((await flashOf(await h.post('/address', { ...address, country: 'CA', zip: 'h2x1y4', state: 'qc' })))?.message?.kind).toBe(
      'success',
    );
    expect(((await (await h.get('/account/profile')).json()) as { address: unknown }).address).toMatchObject({
      zip: 'H2X 1Y4',
      state: 'QC',
    });
    expect((await flashOf(await h.post('/address', { ...address, state: 'MA' })))?.message?.text).toBe(
      'Il tuo indirizzo di spedizione è stato salvato.',
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const svg = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    expect((await flashOf(await h.post('/avatar', { locale: 'en', avatar: new File([svg], 'a.png') })))?.errors.avatar?.[0]).toMatch(
      /PNG, JPEG or WebP/,
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png');
    expect((await flashOf(await h.post('/avatar', { locale: 'en', avatar: big })))?.errors.avatar?.[0]).toMatch(/2 MB/);
    expect((await flashOf(await h.post('/avatar', { locale: 'en', avatar: new File([png], 'a.png') })))?.message?.kind).toBe('success');
    const profile = (await (await h.get('/account/profile')).json()) as { user: { name: string; image: string }; address: unknown };
    expect(profile.user.name).toBe('Ann B.');
    expect(profile.address).toMatchObject({ city: 'Boston', state: 'MA', country: 'US', unit: null });
    const image = await h.get(profile.user.image.replace('/api', ''));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });

  it('changes the password with the current one only', async () => {
    const change = async (currentPassword: string) =>
      flashOf(
        await h.post('/password', { locale: 'en', currentPassword, newPassword: 'new-horse-1', passwordConfirmation: 'new-horse-1' }),
      );
    const wrong = await change('nope-nope');
    expect(wrong?.errors.currentPassword?.[0]).toBe('The current password is wrong.');
    const ok = await change('correct-horse');
    expect(ok?.message?.text).toBe('Your password has been changed.');
    expect((await h.get('/account/profile')).status).toBe(200);
  });

  it('changes the email once the new address confirms, after checking the password, and tells the old address', async () => {
    const emailNow = async () => ((await (await h.get('/account/profile')).json()) as { user: { email: string } }).user.email;
    const wrong = await flashOf(await h.post('/email', { locale: 'en', newEmail: 'ann.b@example.com', currentPassword: 'not-it-at-all' }));
    expect(wrong?.errors.currentPassword?.[0]).toBe('The current password is wrong.');
    const ok = await flashOf(await h.post('/email', { locale: 'en', newEmail: 'ann.b@example.com', currentPassword: 'new-horse-1' }));
    expect(ok?.message?.text).toBe('Check the inbox of the new address: we sent it a confirmation link.');
    expect(await emailNow()).toBe(email);
    const mails = await h.mails();
    const notice = mails.find((m) => m.kind === 'email-change-notice')!;
    expect(notice).toMatchObject({ to: email, subject: 'Your Paceband email is being changed' });
    expect(notice.text).toContain('ann.b@example.com');
    expect(notice.text).toContain('http://localhost:3000/en/forgotten-password');
    const confirm = mails.find((m) => m.kind === 'verify-email')!;
    expect(confirm.to).toBe('ann.b@example.com');
    const link = new URL(/http:\/\/localhost:3000\/api\/auth\/verify-email\S+/.exec(confirm.text)![0]);
    const opened = await h.get(`/auth/verify-email${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/en/profile');
    expect(await emailNow()).toBe('ann.b@example.com');
  });

  it('resets a forgotten password by the mailed link, once, in the asking language', async () => {
    await h.post('/logout', { locale: 'en' });
    const known = await flashOf(await h.post('/forgot-password', { locale: 'fr', email: 'ann.b@example.com' }));
    const unknown = await flashOf(await h.post('/forgot-password', { locale: 'fr', email: 'ghost@example.com' }));
    expect(known?.message).toEqual(unknown?.message);
    const mails = (await h.mails()).filter((m) => m.kind === 'reset-password');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'ann.b@example.com',
      subject: 'Réinitialisez votre mot de passe Paceband',
      kind: 'reset-password',
    });
    const link = /http:\/\/localhost:3000\/fr\/reinitialiser-mot-de-passe\/(\S+)/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const done = await h.post('/reset-password', { locale: 'fr', token, ...typedTwice('reset-horse-2') });
    expect(done.headers.get('location')).toBe('/fr/connecter');
    const again = await flashOf(await h.post('/reset-password', { locale: 'fr', token, ...typedTwice('other-horse-3') }));
    expect(again?.message?.text).toBe('Ce lien de réinitialisation est invalide ou expiré. Demandez-en un nouveau.');
    expect((await h.post('/login', { locale: 'en', email: 'ann.b@example.com', password: 'reset-horse-2' })).headers.get('location')).toBe(
      '/en',
    );
  });

  it('refuses an expired reset token', async () => {
    await h.post('/logout', { locale: 'en' });
    await h.post('/forgot-password', { locale: 'en', email: 'ann.b@example.com' });
    const mail = (await h.mails()).at(-1)!;
    const token = decodeURIComponent(/reset-password\/(\S+)/.exec(mail.text)![1]!);
    await orm()
      .em.getConnection()
      .execute(`update auth.verification set "expiresAt" = now() - interval '1 minute' where identifier = 'reset-password:${token}'`);
    const expired = await flashOf(await h.post('/reset-password', { locale: 'en', token, ...typedTwice('late-horse-4') }));
    expect(expired?.message?.text).toMatch(/invalid or has expired/);
  });

  it('deletes the account with its address and avatar', async () => {
    await h.post('/login', { locale: 'en', email: 'ann.b@example.com', password: 'reset-horse-2' });
    const unconfirmed = await h.post('/delete', { locale: 'en', password: 'reset-horse-2' });
    expect((await flashOf(unconfirmed))?.errors.confirm?.[0], JSON.stringify(unconfirmed.headers.get('location'))).toBe(
      'Tick the box to confirm.',
    );
    const done = await h.post('/delete', { locale: 'en', password: 'reset-horse-2', confirm: 'yes' });
    expect((await flashOf(done))?.message?.text).toBe('Your account has been deleted.');
    const rows = await orm()
      .em.getConnection()
      .execute(
        `select (select count(*) from shipping_address) + (select count(*) from user_avatar) + (select count(*) from auth."user") as n`,
      );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
