import type { Context } from 'hono';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { t, type Translator } from '../locales/messages.ts';
import type { Auth } from '../auth/auth-server.ts';
import { callAuth, type AuthAnswer } from '../services/auth-gateway.ts';
import { flashCookie, putFlash, type Flash } from '../services/flash.ts';
import { clientIp, isSameSiteRequest } from '../services/request-checks.ts';

export interface AccountsDeps {
  auth: () => Auth;
}

/** One submitted form: its fields as strings, the page's language, and helpers to answer. */
export interface FormCall {
  locale: Locale;
  LL: Translator;
  fields: Record<string, string>;
  form: FormData;
  auth: Auth;
  call(endpoint: string, body: Record<string, unknown> | null): Promise<AuthAnswer>;
  /** 303 to a page, with better-auth's cookies and an optional flash. */
  redirect(to: string, options?: { cookies?: string[]; flash?: Flash }): Response;
}

const secure = (auth: Auth) => String(auth.options.baseURL).startsWith('https:');

/**
 * Reads a POSTed form after the same-site check (CSRF). Returns a 403 response when the request
 * did not come from one of our pages. Passwords stay in `fields` only for the handler's call.
 */
export async function readForm(c: Context, deps: AccountsDeps): Promise<FormCall | Response> {
  const auth = deps.auth();
  const trusted = [new URL(String(auth.options.baseURL)).origin];
  if (!isSameSiteRequest(c.req.raw, trusted)) return c.json({ message: 'Cross-site request refused' }, 403);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ message: 'A form body is expected' }, 400);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
  const locale = toLocale(fields.locale);
  const ip = clientIp(c);
  return {
    locale,
    LL: t(locale),
    fields,
    form,
    auth,
    call: (endpoint, body) => callAuth(auth, endpoint, body, { request: c.req.raw, ip, locale }),
    redirect(to, options = {}) {
      const headers = new Headers({ Location: to, 'Cache-Control': 'no-store' });
      for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
      if (options.flash) headers.append('Set-Cookie', flashCookie(putFlash(options.flash), secure(auth)));
      return new Response(null, { status: 303, headers });
    },
  };
}

/** The values to refill a form with: everything but secrets and plumbing. */
export function keptValues(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!/password|token|^locale$/i.test(key)) out[key] = value.slice(0, 500);
  }
  return out;
}

/** A general error for a form, from better-auth's status: limits and refusals, else the SPEC 8 generic text. */
export function statusMessage(LL: Translator, status: number): string {
  if (status === 429) return LL.accounts.errors.tooMany();
  if (status === 403) return LL.accounts.errors.forbidden();
  return LL.errors.generic();
}
