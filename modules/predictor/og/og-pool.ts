import { serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { OgCardContent } from './og-card.tsx';

/**
 * Social cards drawn in the shared worker pool (src/host/worker-pool.ts, og-worker.ts), one at a
 * time and 16 waiting; one more is a 503 with Retry-After (BusyError). Crawlers ask for a card
 * when a link is shared, rarely in bursts. Tests draw on their own thread.
 */
const pool = workerPool<OgCardContent, Uint8Array>(
  { file: 'modules/predictor/og/og-worker.ts', threads: serverThreads(1), maxQueue: 16 },
  async () => (await import('./og-image.ts')).ogPng,
);

/** The card as a 1200 × 630 PNG, drawn off the event loop. */
export function drawOgCard(content: OgCardContent): Promise<Uint8Array> {
  return pool.run(content);
}
