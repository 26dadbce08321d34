import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderBandsPdf, renderBandSvg } from '../../band-render/index.ts';
import { prepareBuild } from '../services/build/prepare-build.ts';
import { GOLDEN_BANDS, goldenCourse } from './golden-bands.ts';

/**
 * Twenty fixed bands, printed: the PDF (its dates aside) and every goal's SVG must stay byte for
 * byte what they were when the hashes were recorded. A refactor (the band-builder split, the band
 * definition, a module moved) that changes one number, one glyph or one object on a band fails
 * here. A change meant to alter the print: run `UPDATE_GOLDEN=1 npx vitest run band-golden`, look
 * at the bands that changed (pdftoppm), and commit the new hashes with the reason.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const HASHES = path.join(here, '../../../tests/fixtures/golden/band-hashes.json');

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** pdf-lib stamps the time of writing (inside a compressed object stream); the file again with both dates at 0. */
async function withoutDates(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return doc.save({ useObjectStreams: false });
}

async function printed(name: string): Promise<{ pdf: string; svgs: string[] }> {
  const golden = GOLDEN_BANDS.find((band) => band.name === name)!;
  const prepared = await prepareBuild(golden.definition, golden.locale, () => goldenCourse(golden), 'no course');
  if (!prepared.ok) throw new Error(`${name}: ${JSON.stringify(prepared.errors)}`);
  const band = { ...prepared.settings.band, locale: golden.locale };
  const pdf = await renderBandsPdf(prepared.plans, band, prepared.settings.paper);
  const svgs: string[] = [];
  for (const plan of prepared.plans) svgs.push(sha256((await renderBandSvg(plan, band)).svg));
  return { pdf: sha256(await withoutDates(pdf.bytes)), svgs };
}

describe('twenty printed bands stay byte for byte the same', () => {
  it('has twenty different bands', () => {
    expect(new Set(GOLDEN_BANDS.map((band) => band.name)).size).toBe(20);
  });

  it('prints each band as recorded', { timeout: 300_000 }, async () => {
    const actual: Record<string, { pdf: string; svgs: string[] }> = {};
    for (const band of GOLDEN_BANDS) actual[band.name] = await printed(band.name);
    if (process.env.UPDATE_GOLDEN === '1') {
      await writeFile(HASHES, `${JSON.stringify(actual, null, 2)}\n`);
      return;
    }
    const recorded = JSON.parse(await readFile(HASHES, 'utf8')) as typeof actual;
    expect(actual).toEqual(recorded);
  });
});
