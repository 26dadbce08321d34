import type { Locale } from '../../../src/i18n/locales.ts';
import type { Auth } from '../auth/auth-server.ts';
import { LOCALE_HEADER } from '../auth/auth-server.ts';

export interface AuthAnswer {
  status: number;
  /** better-auth's JSON answer; errors carry `code`, e.g. INVALID_EMAIL_OR_PASSWORD. */
  body: Record<string, unknown> & { code?: string; url?: string };
  setCookies: string[];
  /** Seconds the limit asks to wait (a 429's Retry-After, or better-auth's own X-Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * Calls one of better-auth's endpoints through its own HTTP handler, not `auth.api`: that way
 * its rate limits, origin check and cookie handling apply exactly as for a browser. The caller
 * has already checked that the browser's request came from our site, so the inner request
 * carries our trusted origin; the client address and the page's language ride along in headers.
 */
export async function callAuth(
  auth: Auth,
  endpoint: string,
  body: Record<string, unknown> | null,
  from: { request: Request; ip: string; locale: Locale; headers?: Record<string, string> },
): Promise<AuthAnswer> {
  const base = auth.options.baseURL as string;
  const headers = new Headers({
    ...from.headers,
    origin: new URL(base).origin,
    'x-paceband-client-ip': from.ip,
    [LOCALE_HEADER]: from.locale,
  });
  const cookie = from.request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const ua = from.request.headers.get('user-agent');
  if (ua) headers.set('user-agent', ua);
  headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(`${base}/api/auth${endpoint}`, { method: 'POST', headers, body: body ? JSON.stringify(body) : '{}' }),
  );
  const text = await response.text();
  let parsed: AuthAnswer['body'];
  try {
    parsed = text ? (JSON.parse(text) as AuthAnswer['body']) : {};
  } catch {
    parsed = {};
  }
  const wait = Number(response.headers.get('retry-after') ?? response.headers.get('x-retry-after') ?? Number.NaN);
  return {
    status: response.status,
    body: parsed ?? {},
    setCookies: response.headers.getSetCookie(),
    ...(Number.isFinite(wait) && wait > 0 ? { retryAfterSeconds: wait } : {}),
  };
}
