/**
 * Rasterises the seeded themes' drawings (modules/band-themes/seed-data/themes/*.svg, drawn by
 * us) to the PNG files the seed stores: the band renderer embeds PNG or JPEG only. Run after
 * editing a drawing: `npx tsx scripts/draw-theme-images.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const dir = path.resolve(import.meta.dirname, '../modules/band-themes/seed-data/themes');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const png = new Resvg(readFileSync(path.join(dir, file), 'utf8'), { fitTo: { mode: 'width', value: 200 } }).render().asPng();
  writeFileSync(path.join(dir, file.replace(/\.svg$/, '.png')), png);
  console.log(`${file} → ${png.length} bytes`);
}
