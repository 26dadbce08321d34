import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ShareCardContent } from './share-card.tsx';
import { drawShareCard } from './share-pool.ts';

/** Changes when the card's drawing changes (share-card.tsx, fonts), so cached cards are drawn again. */
const SHARE_CARD_VERSION = '1';

/** The card's ETag: its words, figures and profile, so a revalidation draws nothing. */
function shareCardEtag(content: ShareCardContent): string {
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);
  return `"card${SHARE_CARD_VERSION}-${digest}"`;
}

/**
 * Answers a share card: 304 when the client's ETag is the card's, else the PNG drawn in the worker
 * pool (route it through heavyRequest, like print files). Other sites show it, so it is public,
 * cached a day and embeddable (CORP cross-origin).
 */
export async function shareImageAnswer(c: Context, content: ShareCardContent): Promise<Response> {
  const etag = shareCardEtag(content);
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  const known = c.req.header('if-none-match')?.split(/\s*,\s*/) ?? [];
  if (known.includes(etag) || known.includes(`W/${etag}`)) return c.body(null, 304, headers);
  const png = await drawShareCard(content);
  return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', ...headers });
}
