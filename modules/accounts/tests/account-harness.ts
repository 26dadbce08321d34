import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import { hostApi } from '../../../tests/support/host-api.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { createAccountsApi } from '../api.ts';
import { createAuth, type Auth } from '../auth/auth-server.ts';
import { eraseMember } from '../services/account-erasure.ts';
import { backgroundMailer, outboxMailer } from '../mail/mailer.ts';

export const ORIGIN = 'http://localhost:3000';

/** A new password as the web forms send it (sign-up, reset): `password` and `passwordConfirmation` alike. */
export const typedTwice = (password: string) => ({ password, passwordConfirmation: password });

/** The sign-up form as a new member sends it: name, email, a password typed twice, the terms accepted. */
export const signUpForm = (locale: string, name: string, email: string, password: string) => ({
  locale,
  name,
  email,
  ...typedTwice(password),
  terms: 'yes',
});

/** A client's cookies, as a browser or an app's HTTP library keeps them: set, replaced, cleared by Max-Age=0 or an empty value. */
export class CookieJar extends Map<string, string> {
  header(): string {
    return [...this].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/Max-Age=0/i.test(cookie) || value === '') this.delete(name!);
      else this.set(name!, value);
    }
  }
}

/** A better-auth instance and our routes on the test database, mails in a temporary outbox. */
export function accountsHarness(orm: () => MikroORM, options: { rateLimit?: boolean } = {}) {
  // Removed once the mails still being sent are written (the harness of a test: when it ends; else after the file).
  const outbox = tempDir('paceband-outbox-', { settled: () => mailer.idle() });
  const mailer = backgroundMailer(outboxMailer(outbox, 'test@paceband.local'));
  let auth: Auth | undefined;
  const getAuth = () =>
    (auth ??= createAuth(
      {
        databaseUrl: orm().config.get('clientUrl')!,
        baseURL: ORIGIN,
        secret: 'x'.repeat(40),
        secureCookies: false,
        rateLimit: options.rateLimit ?? false,
        social: {},
      },
      { mailer, beforeUserDeleted: (id, options) => eraseMember(orm().em.fork(), id, options) },
    ));
  // Mounted as the host mounts it: the same-origin check and body limit are the host's.
  const api = hostApi([{ prefix: '/', app: createAccountsApi({ auth: getAuth, landing: (l) => `/${l}` }), bodyLimit: 3 * 1024 * 1024 }]);
  const jar = new CookieJar();
  const cookieHeader = () => jar.header();

  /** A POST of a form as a browser on our site would send it; keeps cookies like a browser. */
  async function post(
    pathname: string,
    fields: Record<string, string | Blob>,
    opts: { origin?: string; ip?: string; cookies?: boolean } = {},
  ) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const headers = new Headers({ origin: opts.origin ?? ORIGIN });
    if (opts.cookies !== false && jar.size) headers.set('cookie', cookieHeader());
    const env = { incoming: { socket: { remoteAddress: opts.ip ?? '10.0.0.1' } } };
    const response = await RequestContext.create(orm().em, () =>
      api.request(`${ORIGIN}/api/account${pathname}`, { method: 'POST', body, headers }, env),
    );
    jar.take(response);
    return response;
  }

  async function get(pathname: string) {
    const headers = new Headers(jar.size ? { cookie: cookieHeader() } : {});
    return RequestContext.create(orm().em, () => api.request(`${ORIGIN}/api${pathname}`, { headers }));
  }

  /** Any request to /api as this browser would send it (its cookies, our Origin), e.g. straight at better-auth's endpoints. */
  async function send(pathname: string, init: { method?: string; json?: unknown } = {}) {
    const headers = new Headers({ origin: ORIGIN, 'content-type': 'application/json' });
    if (jar.size) headers.set('cookie', cookieHeader());
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    return RequestContext.create(orm().em, () =>
      api.request(`${ORIGIN}/api${pathname}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body }, env),
    );
  }

  /** The mails written so far, oldest first. */
  async function mails(): Promise<Array<{ to: string; subject: string; text: string; kind: string }>> {
    await mailer.idle();
    return readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
  }

  return {
    api,
    post,
    get,
    send,
    mails,
    jar,
    cookieHeader,
    auth: getAuth,
    close: async () => {
      if (auth) await auth.pool.end();
    },
  };
}
