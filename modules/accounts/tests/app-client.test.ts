import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { accountsHarness, CookieJar, ORIGIN } from './account-harness.ts';
import { saveAddress } from '../data/address.repository.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

/** The accounts API behind the host's own policy (same-origin writes, body limit) and error shape. */
const host = hostApi([{ prefix: '/', app: h.api }], { bodyLimit: 64 * 1024 });

/**
 * A client written to SPEC 7 alone: JSON calls with `credentials: 'include'` semantics (a cookie
 * jar), from a page of the site (its Origin), reading `user`, `address`, `roles`, `data.type` and
 * the field errors `{ message, errors }`.
 */
/** A new password as the app sends it: `password` and `password_confirmation` alike. */
const typedTwice = (password: string) => ({ password, password_confirmation: password });

function spec7Client(options: { origin?: string } = {}) {
  const jar = new CookieJar();
  async function call(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown> | 'empty json', lang = 'en') {
    const headers = new Headers({ accept: 'application/json', 'accept-language': lang, origin: options.origin ?? ORIGIN });
    if (payload) headers.set('content-type', 'application/json; charset=utf-8');
    if (jar.size) headers.set('cookie', jar.header());
    const env = { incoming: { socket: { remoteAddress: '10.0.0.7' } } };
    const init = { method, headers, body: payload === 'empty json' ? '' : payload ? JSON.stringify(payload) : undefined };
    const response = await RequestContext.create(orm().em, () => host.request(`${ORIGIN}${path}`, init, env));
    jar.take(response);
    const body = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body, cookies: response.headers.getSetCookie() };
  }
  return { call, jar };
}

describe('SPEC 7 calls, as the mobile app makes them', () => {
  const app = spec7Client();
  const email = 'runner@example.com';

  it('register → profile: the new member is logged in at once', async () => {
    const registered = await app.call('POST', '/api/register', {
      name: 'Rita',
      email,
      ...typedTwice('tempo-run-42'),
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ user: { name: 'Rita', email }, address: null, roles: ['member'] });
    expect(JSON.stringify(registered.body)).not.toContain('tempo-run-42');
    const profile = await app.call('GET', '/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ user: { name: 'Rita', email }, address: null, roles: ['member'] });
  });

  it('register stores the consent like the web form: the versions published in the caller’s language, and when', async () => {
    const consentOf = async (address: string) =>
      (
        await orm()
          .em.getConnection()
          .execute<Array<{ termsVersion: string | null; age: number | null }>>(
            `select "termsVersion", extract(epoch from now() - "termsAcceptedAt") as age from auth."user" where email = ?`,
            [address],
          )
      )[0];
    const first = await consentOf(email);
    expect(first?.termsVersion).toBe('terms.en:1,privacy.en:1');
    expect(Number(first?.age)).toBeLessThan(60);
    // The version the app displayed, in Italian: accepted as shown.
    const italian = spec7Client();
    const fields = { name: 'Ida', email: 'ida@example.com', ...typedTwice('tempo-run-42') };
    expect((await italian.call('POST', '/api/register', { ...fields, termsVersion: 'terms.it:1,privacy.it:1' }, 'it')).status).toBe(201);
    expect((await consentOf('ida@example.com'))?.termsVersion).toBe('terms.it:1,privacy.it:1');
  });

  it('register refuses a declined consent, or one given to versions since replaced, in the asked language', async () => {
    const other = spec7Client();
    const fields = { name: 'Noé', email: 'noe@example.com', ...typedTwice('tempo-run-42') };
    const declined = await other.call('POST', '/api/register', { ...fields, terms: false }, 'es');
    expect(declined.status).toBe(422);
    expect(declined.body.errors).toEqual({ terms: ['Acepta las condiciones de uso y el aviso de privacidad para crear una cuenta.'] });
    const stale = await other.call('POST', '/api/register', { ...fields, terms: true, termsVersion: 'terms.en:0,privacy.en:0' });
    expect(stale.status).toBe(422);
    expect((stale.body.errors as Record<string, string[]>).terms?.[0]).toMatch(/changed while you were signing up/);
    expect((await other.call('GET', '/api/profile')).status).toBe(401);
  });

  it('register: field errors with SPEC names, first message of each field, in the asked language', async () => {
    const other = spec7Client();
    const bad = await other.call('POST', '/api/register', { name: '', email: 'nope', password: 'short', password_confirmation: 'x' }, 'fr');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Nom est obligatoire.');
    const errors = bad.body.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation']);
    expect(errors.password_confirmation?.[0]).toBe('Les deux mots de passe ne correspondent pas.');
    const taken = await other.call('POST', '/api/register', {
      name: 'Eve',
      email,
      ...typedTwice('whatever-123'),
    });
    expect(taken.status).toBe(422);
    expect((taken.body.errors as Record<string, string[]>).email?.[0]).toMatch(/already exists/);
  });

  it("missing or non-text fields read as missing, in the asked language (never the validator's English)", async () => {
    const other = spec7Client();
    const login = await other.call('POST', '/api/login', { password: 12 }, 'es');
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ email: ['Correo electrónico es obligatorio.'] });
    const reset = await other.call('POST', '/api/reset-password', { email }, 'it');
    const errors = reset.body.errors as Record<string, string[]>;
    for (const messages of Object.values(errors)) for (const message of messages) expect(message).not.toMatch(/Invalid input|expected/);
    expect(errors.password?.[0]).toBe('Nuova password è obbligatorio.');
  });

  it('profile names the address as SPEC does (stateId, countryId, the country_code price group)', async () => {
    const { body } = await app.call('GET', '/api/profile');
    const id = (body.user as { id: string }).id;
    const address = { recipient: 'Rita R', street: '12 Elm St', unit: null, city: 'Austin', zip: '78701', state: 'TX', country: 'US' };
    await saveAddress(orm().em.fork(), id, address);
    expect((await app.call('GET', '/api/profile')).body.address).toEqual({
      recipient: 'Rita R',
      street: '12 Elm St',
      unit: null,
      city: 'Austin',
      zip: '78701',
      stateId: 'TX',
      countryId: 'US',
      country_code: 'US',
    });
    await saveAddress(orm().em.fork(), id, { ...address, state: null, country: 'FR', zip: '75001', city: 'Paris' });
    expect((await app.call('GET', '/api/profile')).body.address).toMatchObject({ countryId: 'FR', country_code: 'other', stateId: null });
  });

  it('logout clears the session; profile then answers 401 with the error shape', async () => {
    // As many mobile HTTP libraries send it: a JSON content type and no body at all.
    const out = await app.call('POST', '/api/logout', 'empty json');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('You are logged out.');
    const profile = await app.call('GET', '/api/profile');
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual({ message: expect.any(String), errors: {} });
  });

  it('login with remember-me returns user, address and roles and a lasting cookie', async () => {
    const wrong = await app.call('POST', '/api/login', { email, password: 'wrong-password', 'remember-me': true });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The email or password is wrong.');
    const ok = await app.call('POST', '/api/login', { email, password: 'tempo-run-42', 'remember-me': true });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ error: null, user: { name: 'Rita', email }, address: { countryId: 'FR' }, roles: ['member'] });
    expect(ok.cookies.find((c) => c.includes('session_token'))).toMatch(/Max-Age=\d+/);
    expect((await app.call('GET', '/api/profile')).body).toMatchObject({ user: { email }, roles: ['member'] });
  });

  it('refuses a login from another site (same-origin rule of every write)', async () => {
    const evil = spec7Client({ origin: 'https://evil.example' });
    const refused = await evil.call('POST', '/api/login', { email, password: 'tempo-run-42' });
    expect(refused.status).toBe(403);
    expect(evil.jar.size).toBe(0);
  });

  it('forgot → reset: same answer for unknown addresses, the mailed token sets a new password once', async () => {
    await app.call('POST', '/api/logout');
    const known = await app.call('POST', '/api/forgot-password', { email });
    const unknown = await app.call('POST', '/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect((known.body.data as { type: string }).type).toBe('success');
    expect(unknown.body).toEqual(known.body);
    const mail = (await h.mails()).filter((m) => m.kind === 'reset-password').at(-1)!;
    const token = decodeURIComponent(/reset-password\/(\S+)/.exec(mail.text)![1]!);
    const mismatch = await app.call('POST', '/api/reset-password', {
      token,
      email,
      password: 'long-run-77',
      password_confirmation: 'nope',
    });
    expect((mismatch.body.errors as Record<string, string[]>).password_confirmation).toHaveLength(1);
    const reset = await app.call('POST', '/api/reset-password', {
      token,
      email,
      ...typedTwice('long-run-77'),
    });
    expect(reset.status).toBe(200);
    expect((reset.body.data as { type: string }).type).toBe('success');
    const again = await app.call('POST', '/api/reset-password', {
      token,
      email,
      ...typedTwice('other-77-x'),
    });
    expect(again.status).toBe(422);
    expect((again.body.errors as Record<string, string[]>).token?.[0]).toMatch(/invalid or has expired/);
    expect((await app.call('POST', '/api/login', { email, password: 'tempo-run-42' })).status).toBe(401);
    expect((await app.call('POST', '/api/login', { email, password: 'long-run-77' })).body).toMatchObject({ user: { email } });
  });
});
