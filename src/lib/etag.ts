/**
 * Whether a request's If-None-Match names this ETag (RFC 9110 13.1.2: weak comparison, `*` for
 * any), so the answer may be a 304. One rule for files, cached pages and band images.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
