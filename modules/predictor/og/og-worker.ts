/**
 * The social card's worker-thread entry (og-pool.ts runs it in the shared pool): Satori's layout
 * and resvg's rasterising of a 1200 × 630 card take about 70 ms of CPU (350 ms the first time),
 * which on the web process's event loop every visitor would have waited for. The PNG's bytes are
 * moved back, not copied.
 */
import { withMovedBytes } from '../../../src/host/worker-transfer.ts';
import type { OgCardContent } from './og-card.tsx';
import { ogPng } from './og-image.ts';

export default async function drawOgCardInWorker(content: OgCardContent): Promise<unknown> {
  const png = await ogPng(content);
  return withMovedBytes(png, png);
}
