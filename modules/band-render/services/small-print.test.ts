import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planBands } from '../../pacing/index.ts';
import { layoutBand } from './band-layout.ts';
import { loadFamily, textWidthEm } from './font-cache.ts';
import { parseBandSettings } from './parse-settings.ts';
import { NOTE_MAX_LINES, wrapToFit } from './small-print.ts';

const metrics = loadFamily('roboto-condensed').metrics({ weight: 400, italic: false });
const width = (text: string, size: number) => textWidthEm(metrics, text) * size;

describe('the course note in the small print', () => {
  it('breaks at spaces into lines that fit, never inside "79 m", and cuts what does not fit in four lines', () => {
    const lines = wrapToFit(
      metrics,
      'Altitudes du fichier\u00a0: les ponts peuvent manquer. Dénivelé 79\u00a0m, publié 270\u00a0m.',
      80,
      6,
      4,
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(width(line, 6)).toBeLessThanOrEqual(80);
    expect(lines.join(' ')).toContain('79\u00a0m');
    expect(lines.some((l) => l.startsWith('\u00a0:') || l.startsWith(':'))).toBe(false);
    const long = wrapToFit(metrics, 'word '.repeat(200), 80, 6, 4);
    expect(long).toHaveLength(4);
    expect(long[3]!.endsWith('\u2026')).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z0-9.,:]{1,30}$/), { maxLength: 40 }),
        fc.integer({ min: 30, max: 200 }),
        (words, w) => {
          const wrapped = wrapToFit(metrics, words.join(' '), w, 6, NOTE_MAX_LINES);
          expect(wrapped.length).toBeLessThanOrEqual(NOTE_MAX_LINES);
          for (const line of wrapped) expect(width(line, 6)).toBeLessThanOrEqual(w + 1e-9);
          // Nothing is lost unless the end says so.
          if (!wrapped.some((l) => l.endsWith('\u2026'))) expect(wrapped.join(' ')).toBe(words.join(' '));
        },
      ),
    );
  });

  it('takes room from the rows, not from the band: a long note on a narrow band stays inside it, at 6 pt', () => {
    const [plan] = planBands({ settings: { bands: [{ goal: '3:30:00' }], distanceM: 42_195 } });
    const note =
      'Heights from the file may miss bridges. File points 140\u00a0m apart: short hills may be missing. Gain 88 m, published 270 m.';
    const plain = layoutBand(plan!, parseBandSettings({ size: { width: 2 } }));
    const noted = layoutBand(plan!, parseBandSettings({ size: { width: 2 }, courseNote: note }));
    const h = noted.parts[0]!.header;
    expect(h.note.length).toBeGreaterThan(1);
    expect(h.note.length).toBeLessThanOrEqual(NOTE_MAX_LINES);
    expect(h.noteSize).toBe(6);
    const inner = noted.widthPt - 2 * noted.padX;
    for (const line of h.note) expect(width(line, h.noteSize)).toBeLessThanOrEqual(inner);
    expect(noted.headerHeight).toBeGreaterThan(plain.headerHeight + h.note.length * 6);
    expect(plain.parts[0]!.header.note).toEqual([]);
  });
});
