import satori from 'satori';
import type { BandSettings } from './band-settings.ts';
import type { BandModel } from './band-layout.ts';
import { bandTree, PX_PER_PT } from './band-tree.tsx';

export interface TextNode {
  text: string;
  /** Position from the band's top-left corner, points. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One Satori pass for one part of a band: the SVG (glyphs as paths, in Satori pixels of
 * 1/PX_PER_PT pt) and, for tests and previews, every text node Satori laid out.
 */
export async function satoriPart(
  m: BandModel,
  part: number,
  s: BandSettings,
  embedFont = true,
): Promise<{ svg: string; texts: TextNode[] }> {
  const texts: TextNode[] = [];
  const svg = await satori(bandTree(m, part, s), {
    width: m.widthPt * PX_PER_PT,
    height: m.lengthPt * PX_PER_PT,
    fonts: m.family.fonts,
    embedFont,
    onNodeDetected(node) {
      if (node.textContent) {
        texts.push({
          text: node.textContent,
          x: node.left / PX_PER_PT,
          y: node.top / PX_PER_PT,
          width: node.width / PX_PER_PT,
          height: node.height / PX_PER_PT,
        });
      }
    },
  });
  return { svg, texts };
}
