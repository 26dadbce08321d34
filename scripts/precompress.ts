/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each compressible built public file, once at
 * build time, so the server sends them without compressing per request (src/host/static-files.ts).
 * Copies that would not be smaller are not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|wasm|map)$/i;
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

export function precompress(publicDir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const total = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of files(publicDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    total.files += 1;
    total.bytes += raw.length;
    total.brotli += Math.min(br.length, raw.length);
    total.gzip += Math.min(gz.length, raw.length);
  }
  return total;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const done = precompress(path.join(root, 'dist', 'public'));
  const kb = (n: number) => `${Math.round(n / 1024)} KB`;
  console.log(`precompressed ${done.files} files: ${kb(done.bytes)} → brotli ${kb(done.brotli)}, gzip ${kb(done.gzip)}`);
}
