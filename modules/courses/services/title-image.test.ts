import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processTitleImage, TitleImageError } from './title-image.ts';

const made = (width: number, height: number, channels: 3 | 4, background: string | { r: number; g: number; b: number; alpha: number }) =>
  sharp({ create: { width, height, channels, background } });

async function sizes(bytes: Uint8Array) {
  const { format, width, height, exif, icc, channels } = await sharp(bytes).metadata();
  return { format, width, height, exif, icc, channels };
}

describe('processTitleImage', () => {
  it.each([
    ['a wide PNG', () => made(3000, 1000, 3, '#123456').png().toBuffer(), { width: 1200, height: 400 }],
    ['a small WebP (never enlarged)', () => made(640, 360, 3, '#abcdef').webp().toBuffer(), { width: 640, height: 360 }],
    ['a grey JPEG', () => made(1600, 1200, 3, '#777777').toColourspace('b-w').jpeg().toBuffer(), { width: 1200, height: 900 }],
    // A phone's portrait photo stored sideways with EXIF orientation 6: the page picture stands up.
    [
      'a JPEG turned by its EXIF orientation',
      () => made(1600, 1200, 3, '#335577').jpeg().withMetadata({ orientation: 6 }).toBuffer(),
      { width: 1200, height: 1600 },
    ],
  ] as const)('%s: a WebP for the page and a 1200 × 630 JPEG card, no metadata', async (_, make, page) => {
    const image = await processTitleImage(new Uint8Array(await make()));
    expect(image).toMatchObject(page);
    expect(await sizes(image.page)).toMatchObject({ format: 'webp', ...page, exif: undefined, icc: undefined });
    expect(await sizes(image.card)).toMatchObject({ format: 'jpeg', width: 1200, height: 630, exif: undefined, icc: undefined });
    expect(image.version).toMatch(/^[\w-]{12}$/);
  });

  it('lays a transparent picture on white for the card, and keeps its transparency on the page', async () => {
    const png = await made(800, 400, 4, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    const image = await processTitleImage(new Uint8Array(png));
    expect((await sharp(image.page).metadata()).hasAlpha).toBe(true);
    const { data } = await sharp(image.card).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });

  it.each([
    ['an SVG, whatever its name', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'notImage'],
    ['a PNG signature over garbage', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]), 'notImage'],
    ['11 MB', new Uint8Array(11 * 1024 * 1024), 'tooLarge'],
  ] as const)('refuses %s', async (_, bytes, code) => {
    await expect(processTitleImage(bytes)).rejects.toEqual(new TitleImageError(code));
  });
});
