import { isApiPath } from '../../../src/lib/api-route.ts';
/**
 * The `redirectTo` of the login page, kept only when it is a path on this site: "/en/build?x=1"
 * passes; "//evil.example", "/.//evil.example", "https://evil.example", "/\\evil", "javascript:…" fall back. No open redirect.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes: browsers read some of them as "//".
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\\')) return fallback;
  const base = 'http://paceband.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Dot segments collapse on resolution: "/.//evil.example/x" becomes "//evil.example/x", which a
  // browser reads as another host. Decide on the normalised path, not on what was sent.
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
  // API routes answer JSON or act: never a place to land after logging in.
  if (isApiPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
