import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BandTheme } from '../entities/band-theme.entity.ts';
import { findByUuid } from '../../../src/db/find-by-uuid.ts';

export type ThemePosition = 'top' | 'center' | 'bottom';

/** A theme as the build page, the renderer and the admin screens see it (images as data URLs). */
export interface ThemeDto {
  id: string;
  name: string;
  backgroundImage: string | null;
  borderImage: string | null;
  borderWidthMm: number;
  position: ThemePosition;
  updatedAt: string;
}

export interface ThemeInput {
  name: string;
  borderWidthMm: number;
  position: ThemePosition;
  /** undefined keeps the current image, null removes it. */
  backgroundImage?: string | null;
  borderImage?: string | null;
}

function toDto(t: BandTheme): ThemeDto {
  return {
    id: t.id,
    name: t.name,
    backgroundImage: t.backgroundImage ?? null,
    borderImage: t.borderImage ?? null,
    borderWidthMm: Number(t.borderWidthMm),
    position: t.position,
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Every theme, by name (ids and names only: what a choice list needs). */
export async function listThemeChoices(em: EntityManager): Promise<Array<{ id: string; name: string }>> {
  const themes = await em.find(BandTheme, {}, { fields: ['id', 'name'], orderBy: { name: 'asc', id: 'asc' }, limit: 200 });
  return themes.map((t) => ({ id: t.id, name: t.name }));
}

export async function listThemes(em: EntityManager): Promise<ThemeDto[]> {
  const themes = await em.find(BandTheme, {}, { orderBy: { name: 'asc', id: 'asc' }, limit: 200 });
  return themes.map(toDto);
}

export async function findTheme(em: EntityManager, id: string): Promise<ThemeDto | null> {
  const theme = await findByUuid(em, BandTheme, id);
  return theme ? toDto(theme) : null;
}

export async function createTheme(em: EntityManager, input: ThemeInput, slug: string | null = null): Promise<ThemeDto> {
  const theme = em.create(BandTheme, {
    id: randomUUID(),
    slug,
    name: input.name,
    backgroundImage: input.backgroundImage ?? null,
    borderImage: input.borderImage ?? null,
    borderWidthMm: input.borderWidthMm,
    position: input.position,
  });
  await em.flush();
  return toDto(theme);
}

export async function updateTheme(em: EntityManager, id: string, input: ThemeInput): Promise<ThemeDto | null> {
  const theme = await findByUuid(em, BandTheme, id);
  if (!theme) return null;
  theme.name = input.name;
  theme.borderWidthMm = input.borderWidthMm;
  theme.position = input.position;
  if (input.backgroundImage !== undefined) theme.backgroundImage = input.backgroundImage;
  if (input.borderImage !== undefined) theme.borderImage = input.borderImage;
  await em.flush();
  return toDto(theme);
}

export async function deleteTheme(em: EntityManager, id: string): Promise<boolean> {
  const theme = await findByUuid(em, BandTheme, id);
  if (!theme) return false;
  await em.remove(theme).flush();
  return true;
}

/** Slugs of the seeded themes already there (the seed never touches an edited one). */
export async function seededThemeSlugs(em: EntityManager, slugs: readonly string[]): Promise<Set<string>> {
  const found = await em.find(BandTheme, { slug: { $in: [...slugs] } }, { fields: ['slug'] });
  return new Set(found.map((t) => t.slug ?? ''));
}
