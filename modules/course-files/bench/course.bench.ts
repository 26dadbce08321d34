/**
 * Parse + profile of the largest fixture against a bare pass of the same XML parser (saxes) over the
 * same bytes, with no handlers (decode included in both). Target: the full engine within 1.5x of the bare parse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { median } from '../../../src/lib/sample-statistics.ts';
import { buildCourseProfile } from '../index.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/shamrock-marathon-large.gpx');
const WARMUP = 5;
const RUNS = 21;

function time(run: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

export default async function bench(): Promise<void> {
  const bytes = new Uint8Array(readFileSync(FIXTURE));
  // Interleave the two measurements so thermal/GC drift hits both alike.
  const bareMs: number[] = [];
  const fullMs: number[] = [];
  for (let round = 0; round < 3; round++) {
    bareMs.push(time(() => new SaxesParser().write(new TextDecoder().decode(bytes)).close()));
    fullMs.push(time(() => buildCourseProfile(bytes, 'shamrock-marathon-large.gpx')));
  }
  const parse = median(bareMs);
  const full = median(fullMs);
  const kb = Math.round(bytes.length / 1024);
  console.log(`shamrock-marathon-large.gpx (${kb} KB, 16,039 points), median of ${RUNS} runs after ${WARMUP} warm-up, x3 rounds`);
  console.log(`  bare saxes parse           : ${parse.toFixed(1)} ms`);
  console.log(`  buildCourseProfile         : ${full.toFixed(1)} ms`);
  console.log(`  ratio                      : ${(full / parse).toFixed(2)}x (target <= 1.5x)`);
}
