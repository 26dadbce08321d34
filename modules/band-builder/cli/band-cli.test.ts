import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from './band.ts';
import { decodePng } from '../../../tests/support/png-pixels.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

const COURSE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/granada-half-marathon.gpx');

function capture() {
  const err: string[] = [];
  const out: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  return { err, out };
}

afterEach(() => vi.restoreAllMocks());

describe('paceband band', () => {
  it('plans a course and writes the PDF, PNG and SVG', async () => {
    const dir = tempDir('band-cli-');
    const files = { pdf: path.join(dir, 'b.pdf'), png: path.join(dir, 'b.png'), svg: path.join(dir, 'b.svg') };
    const io = capture();
    const code = await run([
      COURSE,
      '--goal',
      '1:45:00',
      '--band',
      '2x1:50:00',
      '--out',
      files.pdf,
      '--png',
      files.png,
      '--svg',
      files.svg,
      '--paper',
      'Letter',
      '--orientation',
      'landscape',
      '--wrist',
      '6.5in',
      '--width',
      '1.25in',
      '--font',
      'barlow-condensed',
      '--odd-color',
      '#fde68a',
      '--columns',
      'distance,split,slope,elapsed',
    ]);
    expect(io.err.join('')).toBe('');
    expect(code).toBe(0);
    expect(io.out.join('')).toMatch(/3 band\(s\), \d+ per page, 1 page\(s\)/);
    expect(new TextDecoder().decode(readFileSync(files.pdf).subarray(0, 5))).toBe('%PDF-');
    // Two goal times: one PNG and one SVG per band, named by its goal, beside the names given.
    const each = (ext: string) => ['1-1-45-00', '2-1-50-00'].map((goal) => path.join(dir, `b-${goal}.${ext}`));
    expect(existsSync(files.png)).toBe(false);
    expect(io.out.join('')).toContain([...each('png'), ...each('svg')].join('\n'));
    for (const file of each('png')) {
      const png = decodePng(readFileSync(file));
      // 1.25 in × (6.5 + 0.5) in at 4 px/pt.
      expect(Math.abs(png.width - 90 * 4)).toBeLessThanOrEqual(1);
      expect(Math.abs(png.height - 504 * 4)).toBeLessThanOrEqual(1);
    }
    const svgs = each('svg').map((file) => readFileSync(file, 'utf8'));
    for (const svg of svgs) expect(svg).toMatch(/^<svg[^>]*width="90pt" height="504pt"/);
    // Satori writes the stripe colour back as rgba().
    expect(svgs[0]).toContain('rgba(253,230,138,1)');
    // Each band shows its own goal time.
    expect(svgs[0]).not.toBe(svgs[1]);
  });

  it.each([
    [['--goal', '3:30:00', '--distance', 'marathon', '--out', 'x.pdf', '--odd-color', 'pink'], /hex codes such as #1f2937 \(got "pink"\)/],
    [['--goal', '3:30:00', '--distance', 'marathon', '--out', 'x.pdf', '--wrist', 'big'], /--wrist: expected a length/],
    [['--goal', '3:30:00', '--distance', 'marathon'], /give an output/],
    [['--goal', '3:30:00', '--distance', 'marathon', '--out', 'x.pdf', '--paper', 'A3'], /A4, A5, Letter or Legal/],
    [['--goal', 'soon', '--distance', 'marathon', '--out', 'x.pdf'], /H:MM:SS/],
    [['--goal', '3:30:00', '--distance', 'marathon', '--out', 'x.pdf', '--wrist', '29cm', '--paper', 'A5'], /does not fit on A5/],
    [['--goal', '3:30:00', '--distance', 'marathon', '--out', 'x.pdf', '--font', 'comic', '--lang', 'es'], /Elige una de las fuentes/],
  ])('fails in one line for %j', async (argv, message) => {
    const io = capture();
    const cwd = tempDir('band-cli-');
    const code = await run(argv.map((a) => (a === 'x.pdf' ? path.join(cwd, a) : a)));
    expect(code).toBe(2);
    const err = io.err.join('');
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(path.join(cwd, 'x.pdf'))).toBe(false);
  });
});
