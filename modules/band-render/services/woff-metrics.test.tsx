import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { loadFamily, textWidthEm } from './font-cache.ts';
import { FONT_FAMILIES, FONT_FAMILY_IDS } from './font-families.ts';

/** Width Satori gives `text` at 100 px, shrink-wrapped in a flex row. */
async function satoriWidth(family: (typeof FONT_FAMILY_IDS)[number], text: string, weight: 400 | 700): Promise<number> {
  let width = 0;
  await satori(
    <div style={{ display: 'flex', width: 2000, height: 200, fontFamily: FONT_FAMILIES[family].name, fontSize: 100, fontWeight: weight }}>
      <div style={{ display: 'flex' }}>{text}</div>
    </div>,
    {
      width: 2000,
      height: 200,
      fonts: loadFamily(family).fonts,
      onNodeDetected: (node) => {
        if (node.textContent === text && node.width < 2000) width = node.width;
      },
    },
  );
  return width;
}

describe('woff metrics', () => {
  it.each(FONT_FAMILY_IDS)('predicts Satori’s text widths for %s', async (family) => {
    const metrics = loadFamily(family);
    for (const weight of [400, 700] as const) {
      for (const text of ['3:29:59', '42.2', '+1.2%', 'Split', '10 mi']) {
        const predicted = textWidthEm(metrics.metrics({ weight, italic: false }), text) * 100;
        const actual = await satoriWidth(family, text, weight);
        expect(actual).toBeGreaterThan(0);
        // Kerning only narrows, and Satori snaps layout to whole pixels.
        expect(predicted).toBeGreaterThanOrEqual(actual - 2);
        expect(predicted).toBeLessThan(actual * 1.04 + 2);
      }
    }
  });

  it.each(FONT_FAMILY_IDS)('%s carries every symbol the band prints', (family) => {
    // Digits, clock colon, decimal point, grade sign (true minus), the header's middle dot, the
    // title's ellipsis and the ×2 of a strategy name: the latin subsets lack e.g. ▲, so no such glyph is used.
    for (const italic of [false, true]) {
      const face = loadFamily(family).metrics({ weight: 700, italic });
      for (const char of '0123456789:.%+\u2212\u00b7\u2026\u00d7') expect(face.advance(char.codePointAt(0) ?? 0), char).toBeGreaterThan(0);
      expect(face.advance(0x25b2)).toBeUndefined();
    }
  });
});
