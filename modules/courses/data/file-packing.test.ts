import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packFile, unpackFile } from './file-packing.ts';

const GPX = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/courses/shamrock-marathon-large.gpx', import.meta.url)));

describe('course files packed for their bytea column', () => {
  it('packs a GPX several times smaller and gives back the same bytes', async () => {
    const packed = await packFile(GPX);
    expect(packed.encoding).toBe('gzip');
    expect(packed.data.length * 4).toBeLessThan(GPX.length);
    expect(Buffer.from(await unpackFile(packed.data, packed.encoding, GPX.length)).equals(Buffer.from(GPX))).toBe(true);
  });

  it('reads a row stored before packing as it is', async () => {
    expect(await unpackFile(Buffer.from('<gpx/>'), 'identity', 6)).toEqual(new Uint8Array(Buffer.from('<gpx/>')));
  });

  it('refuses a damaged row, one that grows past its stated size, and an unknown encoding', async () => {
    await expect(unpackFile(Buffer.from('not gzip'), 'gzip', 100)).rejects.toThrow();
    const bomb = gzipSync(Buffer.alloc(10_000_000));
    await expect(unpackFile(bomb, 'gzip', 1_000)).rejects.toThrow();
    await expect(unpackFile(Buffer.from('x'), 'br', 1)).rejects.toThrow(/unknown course file encoding/);
  });
});
