import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { shareCard, SHARE_HEIGHT, SHARE_WIDTH, type ShareCardContent } from './share-card.tsx';

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;

/** Inter regular and bold (WOFF: Satori cannot read WOFF2), read once per thread; Satori caches its parse per array. */
function shareFonts() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/** The card as a 1200 × 630 PNG: Satori lays it out as SVG, resvg rasterises it (about 70 ms). */
export async function sharePng(content: ShareCardContent): Promise<Uint8Array> {
  const svg = await satori(shareCard(content), { width: SHARE_WIDTH, height: SHARE_HEIGHT, fonts: shareFonts() });
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_WIDTH }, font: { loadSystemFonts: false } }).render();
  return new Uint8Array(image.asPng());
}
