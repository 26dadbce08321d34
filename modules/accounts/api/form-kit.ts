import type { Context } from 'hono';
import { keptValues, readFormPost, type FormPost } from '../../../src/host/forms/form-post.ts';
import { t, type Translator } from '../locales/messages.ts';
import type { Auth } from '../auth/auth-server.ts';
import { callAuth, type AuthAnswer } from '../services/auth-gateway.ts';
import { clientIp } from '../services/request-checks.ts';

export { keptValues };

export interface AccountsDeps {
  auth: () => Auth;
}

/** One submitted account form: the host's form post plus the page's messages and better-auth. */
export interface FormCall extends FormPost {
  LL: Translator;
  auth: Auth;
  /** One of better-auth's endpoints, as this visitor; `headers` are our own instructions to its hooks. */
  call(endpoint: string, body: Record<string, unknown> | null, headers?: Record<string, string>): Promise<AuthAnswer>;
}

/**
 * Reads a POSTed account form with the host's form kit (the host has applied the same-origin check
 * and the body limit). Passwords stay in `fields` only for the handler's call.
 */
export async function readForm(c: Context, deps: AccountsDeps): Promise<FormCall> {
  const auth = deps.auth();
  const post = await readFormPost(c);
  const ip = clientIp(c);
  return {
    ...post,
    LL: t(post.locale),
    auth,
    call: (endpoint, body, headers) => callAuth(auth, endpoint, body, { request: c.req.raw, ip, locale: post.locale, headers }),
  };
}

/** A general error for a form, from better-auth's status: limits and refusals, else the SPEC 8 generic text. */
export function statusMessage(LL: Translator, status: number): string {
  if (status === 429) return LL.accounts.errors.tooMany();
  if (status === 403) return LL.accounts.errors.forbidden();
  return LL.errors.generic();
}
