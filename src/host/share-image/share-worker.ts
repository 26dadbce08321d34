/**
 * The share cards' worker-thread entry (share-pool.ts runs it in the shared pool, ADR 0017): a
 * card's layout and rasterising is about 70 ms of CPU, which the web process's event loop must
 * not spend. The PNG's bytes are moved back, not copied.
 */
import { withMovedBytes } from '../worker-transfer.ts';
import type { ShareCardContent } from './share-card.tsx';
import { sharePng } from './share-png.ts';

export default async function drawShareCardInWorker(content: ShareCardContent): Promise<unknown> {
  const png = await sharePng(content);
  return withMovedBytes(png, png);
}
