import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SavedBand } from '../entities/saved-band.entity.ts';

export interface SavedBandDto {
  id: string;
  title: string;
  state: Record<string, unknown>;
  /** The course the band follows, or null. */
  courseUuid: string | null;
  /** ISO 8601. */
  updatedAt: string;
}

function toDto(band: SavedBand): SavedBandDto {
  return {
    id: band.id,
    title: band.title,
    state: band.state,
    courseUuid: band.courseUuid ?? null,
    updatedAt: band.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the owner's bands; null for someone else's, a missing one or a forged id alike. */
async function owned(em: EntityManager, ownerId: string, id: string): Promise<SavedBand | null> {
  if (!UUID.test(id)) return null;
  return em.findOne(SavedBand, { id, ownerId });
}

export async function listSavedBands(em: EntityManager, ownerId: string): Promise<SavedBandDto[]> {
  const bands = await em.find(SavedBand, { ownerId }, { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: 500 });
  return bands.map(toDto);
}

export async function findSavedBand(em: EntityManager, ownerId: string, id: string): Promise<SavedBandDto | null> {
  const band = await owned(em, ownerId, id);
  return band ? toDto(band) : null;
}

export async function createSavedBand(
  em: EntityManager,
  ownerId: string,
  title: string,
  state: Record<string, unknown>,
  courseUuid: string | null = null,
): Promise<SavedBandDto> {
  const band = em.create(SavedBand, { id: randomUUID(), ownerId, title, state, courseUuid });
  await em.flush();
  return toDto(band);
}

export async function updateSavedBand(
  em: EntityManager,
  ownerId: string,
  id: string,
  change: { title?: string; state?: Record<string, unknown>; courseUuid?: string | null },
): Promise<SavedBandDto | null> {
  const band = await owned(em, ownerId, id);
  if (!band) return null;
  if (change.title !== undefined) band.title = change.title;
  if (change.state !== undefined) band.state = change.state;
  if (change.courseUuid !== undefined) band.courseUuid = change.courseUuid;
  await em.flush();
  return toDto(band);
}

/** A copy of one of the owner's bands, named from the original's title. */
export async function duplicateSavedBand(
  em: EntityManager,
  ownerId: string,
  id: string,
  titleOf: (original: string) => string,
): Promise<SavedBandDto | null> {
  const band = await owned(em, ownerId, id);
  return band ? createSavedBand(em, ownerId, titleOf(band.title), band.state, band.courseUuid ?? null) : null;
}

/** True when the band was there and is gone now. */
export async function deleteSavedBand(em: EntityManager, ownerId: string, id: string): Promise<boolean> {
  const band = await owned(em, ownerId, id);
  if (!band) return false;
  await em.remove(band).flush();
  return true;
}
