/**
 * Hostile-probe findings on accounts (issue 15): open redirect after login (5) and guessable
 * passwords (11). Each test would have caught its finding.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { isGuessablePassword } from '../services/password-strength.ts';
import { safeRedirectPath } from '../services/safe-redirect.ts';
import { accountsHarness, ORIGIN, signUpForm } from './account-harness.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

const flashOf = (response: Response) =>
  takeFlash(orm().em.fork(), flashIdFrom(response.headers.getSetCookie().join('; ').replace(/,/g, ';')));

describe('open redirect (issue 15, point 5)', () => {
  it.each([
    '/.//evil.example/x',
    '/./\\evil.example',
    '/%2e//evil.example/x',
    '/a/..//evil.example',
    '/.%2e//evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
  ])('%s falls back to the landing page', (value) => {
    expect(safeRedirectPath(value, '/en')).toBe('/en');
  });

  it('keeps same-site paths, normalised', () => {
    expect(safeRedirectPath('/en/./build?x=1#a', '/en')).toBe('/en/build?x=1#a');
  });

  it('the login form never answers with a Location on another host', async () => {
    await h.post('/register', signUpForm('en', 'Rita', 'rita@example.com', 'sunday-river-42'));
    await h.post('/logout', { locale: 'en' });
    const answer = await h.post('/login', {
      locale: 'en',
      email: 'rita@example.com',
      password: 'sunday-river-42',
      redirectTo: '/.//evil.example/x',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(location).toBe('/en');
  });
});

describe('guessable passwords (issue 15, point 11)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'motdepasse', 'contrasena', 'marathon', 'aaaaaaaaaa', '01011990'])('refuses %s', (pw) => {
    expect(isGuessablePassword(pw)).toBe(true);
  });

  it('accepts unrelated words and long phrases', () => {
    for (const pw of ['sunday-river-42', 'tr0ub4dor&3', 'Paceband-2026!', 'correct-horse']) expect(isGuessablePassword(pw)).toBe(false);
  });

  it("counts the account's own name and email as known words", () => {
    expect(isGuessablePassword('zorblaxquint')).toBe(false);
    expect(isGuessablePassword('zorblaxquint', ['Zorblaxquint', 'zorblaxquint@example.com'])).toBe(true);
  });

  it.each([
    ['en', 'This password is too easy to guess'],
    ['fr', 'Ce mot de passe est trop facile à deviner'],
    ['es', 'Esta contraseña es demasiado fácil de adivinar'],
    ['it', 'Questa password è troppo facile da indovinare'],
  ])('the register form refuses "password" and "12345678" in %s', async (locale, text) => {
    for (const password of ['password', '12345678']) {
      const answer = await h.post('/register', signUpForm(locale, 'Eve', `eve-${locale}@example.com`, password), { cookies: false });
      expect(answer.status).toBe(303);
      expect((await flashOf(answer))?.errors.password?.[0]).toContain(text);
    }
  });

  it("better-auth's own JSON sign-up refuses it too (no way around the form)", async () => {
    const response = await h.auth().handler(
      new Request(`${ORIGIN}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-paceband-locale': 'fr' },
        body: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com', password: '12345678' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('trop facile à deviner');
  });
});

describe('login limits shared by replicas (issue 15 point 3, issue 14)', () => {
  const replicaA = accountsHarness(orm, { rateLimit: true });
  const replicaB = accountsHarness(orm, { rateLimit: true });
  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
  });

  it('10 wrong passwords a minute per client in all, whichever replica answers', async () => {
    const texts: string[] = [];
    for (let i = 0; i < 7; i++) {
      for (const replica of [replicaA, replicaB]) {
        const answer = await replica.post(
          '/login',
          { locale: 'en', email: 'rita@example.com', password: `wrong-${i}` },
          { ip: '192.0.2.7' },
        );
        texts.push((await flashOf(answer))?.message?.text ?? '');
      }
    }
    expect(texts.slice(0, 10).every((t) => t === 'The email or password is wrong.')).toBe(true);
    expect(texts.slice(10)).toEqual(Array(4).fill('Too many attempts. Please wait a minute and try again.'));
    // Another client is not affected.
    const other = await replicaA.post('/login', { locale: 'en', email: 'rita@example.com', password: 'wrong' }, { ip: '192.0.2.8' });
    expect((await flashOf(other))?.message?.text).toBe('The email or password is wrong.');
  });
});
