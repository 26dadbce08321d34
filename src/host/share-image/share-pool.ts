import { serverThreads, workerPool } from '../worker-pool.ts';
import type { ShareCardContent } from './share-card.tsx';

/**
 * Share cards drawn in the shared worker pool (src/host/worker-pool.ts, share-worker.ts), one at a
 * time and 16 waiting; one more is a 503 with Retry-After (BusyError). Crawlers ask for a card
 * when a link is shared, rarely in bursts, and the ETag spares the drawing on revalidation.
 */
const pool = workerPool<ShareCardContent, Uint8Array>(
  { file: 'src/host/share-image/share-worker.ts', threads: serverThreads(1), maxQueue: 16 },
  async () => (await import('./share-png.ts')).sharePng,
);

/** The card as a 1200 × 630 PNG, drawn off the event loop. */
export function drawShareCard(content: ShareCardContent): Promise<Uint8Array> {
  return pool.run(content);
}
