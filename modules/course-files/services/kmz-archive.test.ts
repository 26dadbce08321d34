import { Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import { MAX_ARCHIVE_ENTRIES } from './course-file-limits.ts';
import { bytesOf, kmlText, linePoints } from '../../../tests/support/synthetic-courses.ts';
import { concatBytes } from '../../../src/lib/concat-bytes.ts';

const kml = bytesOf(kmlText(linePoints(40, { ele: (i) => 50 + i })));

function code(bytes: Uint8Array, options?: { maxUncompressedBytes?: number }): string {
  try {
    buildCourseProfile(bytes, 'course.kmz', options);
  } catch (error) {
    if (error instanceof CourseFileError) return error.code;
    throw error;
  }
  return 'accepted';
}

/** Rewrites the uncompressed size of every entry, in local headers and central directory alike. */
function lieAboutSizes(zip: Uint8Array, declared: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, declared, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, declared, true);
  }
  return out;
}

describe('KMZ archives', () => {
  it('reads doc.kml, preferred over another root KML', () => {
    const other = bytesOf(kmlText(linePoints(5)));
    const p = buildCourseProfile(zipSync({ 'a.kml': other, 'doc.kml': kml, 'files/icon.png': new Uint8Array(10) }), 'c.kmz');
    expect(p.pointCount).toBe(40);
    expect(p.format).toBe('kmz');
  });

  it('falls back to the first KML at the root, stored or deflated', () => {
    expect(buildCourseProfile(zipSync({ 'course.kml': [kml, { level: 0 }] }), 'c.kmz').pointCount).toBe(40);
  });

  it('refuses an archive without a root KML', () => {
    expect(code(zipSync({ 'files/doc.kml': kml, 'readme.txt': bytesOf('hi') }))).toBe('archiveNoKml');
  });

  it('refuses what is not a zip, and a truncated zip', () => {
    expect(code(kml)).toBe('archiveInvalid');
    const zip = zipSync({ 'doc.kml': kml });
    expect(code(zip.subarray(0, zip.length - 30))).toBe('archiveInvalid');
    expect(code(zip.subarray(0, 40))).toBe('archiveInvalid');
  });

  it('refuses more entries than the cap', () => {
    const files: Record<string, Uint8Array> = { 'doc.kml': kml };
    for (let i = 0; i < MAX_ARCHIVE_ENTRIES + 1; i++) files[`files/${i}.png`] = new Uint8Array(1);
    expect(code(zipSync(files, { level: 0 }))).toBe('archiveTooManyEntries');
  });

  it('zip bomb with an honest header: refused from the declared size, before inflating', () => {
    const bomb = zipSync({ 'doc.kml': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(code(bomb, { maxUncompressedBytes: 1024 * 1024 })).toBe('archiveTooLarge');
  });

  it('zip bomb whose header lies about the size: inflate is abandoned at the cap', () => {
    // 256 MB of zeros, built chunk by chunk so the test itself never holds them.
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    const entry = new ZipDeflate('doc.kml', { level: 9 });
    zip.add(entry);
    const zeros = new Uint8Array(1024 * 1024);
    for (let i = 0; i < 256; i++) entry.push(zeros, i === 255);
    zip.end();
    const bomb = lieAboutSizes(concatBytes(parts), 1000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    expect(code(bomb, { maxUncompressedBytes: 4 * 1024 * 1024 })).toBe('archiveTooLarge');
    // Far below the 256 MB the archive really expands to (allowing for garbage not yet collected).
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(96 * 1024 * 1024);
  });

  it('accepts a KML under the cap exactly as without one', () => {
    const zip = zipSync({ 'doc.kml': kml });
    expect(code(zip, { maxUncompressedBytes: kml.length })).toBe('accepted');
    expect(code(zip, { maxUncompressedBytes: kml.length - 1 })).toBe('archiveTooLarge');
  });
});
