import { createHash } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { boundedLimit } from '../../../src/lib/bounded-limit.ts';
import { sniffImageType } from '../../../src/lib/image-type.ts';

/** Largest title image accepted as uploaded, bytes (the form says so before sending). */
export const TITLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture decoded, pixels (about 8,200 × 6,100): a small file that unpacks to gigabytes is refused unread. */
export const TITLE_IMAGE_MAX_PIXELS = 50_000_000;
/** Width of the picture shown on the course page (never enlarged). */
const TITLE_IMAGE_WIDTH = 1200;
/** The Open Graph card: 1200 × 630, cropped around what draws the eye. */
const TITLE_CARD_SIZE = { width: 1200, height: 630 } as const;

export type TitleImageProblem = 'tooLarge' | 'notImage' | 'tooManyPixels';

/** Why an upload is not a title image; the routes say it in the user's language. */
export class TitleImageError extends Error {
  constructor(readonly code: TitleImageProblem) {
    super(`title image: ${code}`);
  }
}

/** What is kept of an accepted upload: two re-encoded pictures, with no metadata left in them. */
export interface ProcessedTitleImage {
  /** Short digest of the page picture: the served addresses carry it, so they can be cached for good. */
  version: string;
  /** The page picture (WebP) and its size, for the img's width and height. */
  page: Uint8Array;
  width: number;
  height: number;
  /** The Open Graph card (JPEG, which every link preview reads). */
  card: Uint8Array;
}

/**
 * One picture at a time per process: libvips already spreads one over its own threads, and a
 * second waits its turn (a few more are refused with 503 rather than queued without end).
 */
const processing = boundedLimit(1, 4);

// libvips keeps recent operations (up to 50 MB) for reuse; every upload is a new picture, so the
// cache would only hold memory after a load (README, "Memory after load"). sharp is ours alone.
sharp.cache(false);

/**
 * Checks an upload as a picture by its content and re-encodes it. Nothing of the upload is kept as
 * sent: the type comes from its first bytes (PNG, JPEG or WebP; never SVG), the header's size is
 * checked against TITLE_IMAGE_MAX_PIXELS before anything is decoded (and sharp's
 * `limitInputPixels` refuses it again while decoding), a damaged file fails to decode, and the
 * output holds no EXIF, GPS, XMP or ICC data (sharp writes none unless asked; the orientation is
 * applied to the pixels first).
 *
 * sharp decodes and encodes on libuv's thread pool, not on the JavaScript thread: the awaits below
 * leave the event loop free while libvips works, so no worker thread of ours is needed.
 * `npm run bench -- title-image` (2 cores, load average 8.7-9.9): a 6000 × 4000 JPEG took about
 * 400 ms of CPU, 14-18 ms of it on the JavaScript thread; the loop's longest delay meanwhile was
 * 31-40 ms (5-32 ms over as long a wait doing nothing on that loaded machine).
 */
export function processTitleImage(bytes: Uint8Array): Promise<ProcessedTitleImage> {
  if (bytes.length > TITLE_IMAGE_MAX_BYTES) return Promise.reject(new TitleImageError('tooLarge'));
  if (!sniffImageType(bytes)) return Promise.reject(new TitleImageError('notImage'));
  return processing.run(() => reencode(bytes));
}

const DECODE: SharpOptions = { limitInputPixels: TITLE_IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true };
const FORMATS = new Set(['png', 'jpeg', 'webp']);

async function reencode(bytes: Uint8Array): Promise<ProcessedTitleImage> {
  try {
    const meta = await sharp(bytes, DECODE).metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new TitleImageError('notImage');
    if (meta.width * meta.height > TITLE_IMAGE_MAX_PIXELS) throw new TitleImageError('tooManyPixels');
    // Decoded once, straight to the page's width (a JPEG shrinks while it loads), then both
    // pictures are encoded from those pixels one after the other: one pipeline at a time leaves
    // the event loop a core (a clone() per pipeline also structuredClone()d the upload on the
    // JavaScript thread).
    const { data, info } = await sharp(bytes, DECODE)
      .resize({ width: TITLE_IMAGE_WIDTH, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const page = await pixels().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const card = await pixels()
      .resize({ ...TITLE_CARD_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const version = createHash('sha256').update(page.data).digest('base64url').slice(0, 12);
    return { version, page: new Uint8Array(page.data), width: page.info.width, height: page.info.height, card: new Uint8Array(card) };
  } catch (error) {
    if (error instanceof TitleImageError) throw error;
    // libvips' own refusals: the pixel limit, or a file that is not the picture its header says.
    throw new TitleImageError(/pixel limit/i.test((error as Error).message) ? 'tooManyPixels' : 'notImage');
  }
}
