import { readFileSync } from 'node:fs';
import { projectFile } from '../../src/host/project-root.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTheme, seededThemeSlugs, type ThemeInput } from './data/band-theme.repository.ts';

/** The themes we made (drawings in seed-data/themes/*.svg, rasterised by scripts/draw-theme-images.ts). */
const THEMES: Array<{ slug: string; input: Omit<ThemeInput, 'backgroundImage' | 'borderImage'>; background: string; border: string }> = [
  {
    slug: 'finish-line',
    input: { name: 'Finish line', borderWidthMm: 1.5, position: 'top' },
    background: 'finish-background',
    border: 'finish-border',
  },
  {
    slug: 'trail',
    input: { name: 'Trail', borderWidthMm: 1.2, position: 'bottom' },
    background: 'mountains-background',
    border: 'mountains-border',
  },
  {
    slug: 'sunrise',
    input: { name: 'Sunrise', borderWidthMm: 1, position: 'bottom' },
    background: 'sunrise-background',
    border: 'sunrise-border',
  },
];

const dataUrl = (name: string) =>
  `data:image/png;base64,${readFileSync(projectFile('modules/band-themes/seed-data/themes', `${name}.png`)).toString('base64')}`;

/** Adds the missing seeded themes (by slug); idempotent. */
export async function seed(em: EntityManager): Promise<{ themes: number }> {
  const have = await seededThemeSlugs(
    em,
    THEMES.map((t) => t.slug),
  );
  let added = 0;
  for (const theme of THEMES.filter((t) => !have.has(t.slug))) {
    await createTheme(em, { ...theme.input, backgroundImage: dataUrl(theme.background), borderImage: dataUrl(theme.border) }, theme.slug);
    added++;
  }
  return { themes: added };
}
