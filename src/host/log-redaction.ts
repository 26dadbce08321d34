import { PATH_WORDS } from '../i18n/path-words.ts';

/**
 * Secrets never reach the logs: a request line keeps its route but not the token in it. Redacted:
 * - the segment after a reset-password word (our pages in every language, better-auth's API);
 * - any segment that looks like a random token (24+ URL-safe characters mixing upper case, lower
 *   case and digits; slugs and UUIDs are lower case, so they stay readable);
 * - the values of query parameters whose names carry secrets (token, code, state, password…).
 */
const REDACTED = '[redacted]';
const TOKEN_AFTER = new Set(['reset-password', 'verify-email', ...Object.values(PATH_WORDS.resetPassword ?? {})]);
const SECRET_PARAM = /token|code|state|secret|password|passwd|key|signature|sig|session|otp|auth|ticket|hash/i;
const looksRandom = (segment: string) =>
  segment.length >= 24 && /^[A-Za-z0-9_.~-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment);

/** The path with its secret segments replaced. */
export function redactPath(pathname: string): string {
  const segments = pathname.split('/');
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      const previous = segments[i - 1];
      if (previous && TOKEN_AFTER.has(previous.toLowerCase())) return REDACTED;
      return looksRandom(safeDecode(segment)) ? REDACTED : segment;
    })
    .join('/');
}

/** The query string (with its "?", or "") with secret values replaced. */
function redactQuery(search: string): string {
  if (!search || search === '?') return '';
  const params = new URLSearchParams(search);
  const out: string[] = [];
  for (const [name, value] of params) {
    const secret = SECRET_PARAM.test(name) || looksRandom(value);
    out.push(`${encodeURIComponent(name)}=${secret ? REDACTED : encodeURIComponent(value)}`);
  }
  return out.length ? `?${out.join('&')}` : '';
}

/** A URL's path and query as they may be logged (a long query, such as a band's settings, is cut at 300 characters). */
export function loggablePath(url: URL): string {
  const query = redactQuery(url.search);
  return `${redactPath(url.pathname)}${query.length > 300 ? `${query.slice(0, 300)}…` : query}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
