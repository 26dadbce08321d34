import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SavedBand } from '../entities/saved-band.entity.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

export interface SavedBandDto {
  id: string;
  title: string;
  /** The band definition (services/build/band-definition.ts). */
  definition: Record<string, unknown>;
  /** The course the band follows, or null. */
  courseUuid: string | null;
  /** ISO 8601. */
  updatedAt: string;
}

function toDto(band: SavedBand): SavedBandDto {
  return dtoFields(band, ['id', 'title', 'definition', 'courseUuid', 'updatedAt']);
}

/** One of the owner's bands; null for someone else's, a missing one or a forged id alike. */
async function owned(em: EntityManager, ownerId: string, id: string): Promise<SavedBand | null> {
  if (!isUuid(id)) return null;
  return em.findOne(SavedBand, { id, ownerId });
}

/** Most bands one account keeps: enough for every race of a lifetime, not a free storage service. */
export const MAX_SAVED_BANDS = 200;
/** Bands per page of "My pace bands". */
export const SAVED_BANDS_PER_PAGE = 20;

export interface SavedBandPage {
  bands: SavedBandDto[];
  total: number;
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
}

/** One page of the owner's bands, newest first, with the count of all of them (nothing silently cut off). */
export async function listSavedBands(em: EntityManager, ownerId: string, page = 1, perPage = SAVED_BANDS_PER_PAGE): Promise<SavedBandPage> {
  const total = await em.count(SavedBand, { ownerId });
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const bands = await em.find(
    SavedBand,
    { ownerId },
    { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: perPage, offset: (current - 1) * perPage },
  );
  return { bands: bands.map(toDto), total, page: current, pages };
}

/** Thrown when the owner already keeps MAX_SAVED_BANDS bands. */
export class SavedBandLimitError extends Error {
  constructor() {
    super(`at most ${MAX_SAVED_BANDS} saved bands per account`);
  }
}

export async function findSavedBand(em: EntityManager, ownerId: string, id: string): Promise<SavedBandDto | null> {
  const band = await owned(em, ownerId, id);
  return band ? toDto(band) : null;
}

/**
 * The course a saved band follows, whoever owns it (null for none, a missing band or a bad id):
 * printing an order line that predates the course being kept with it falls back to its band.
 */
export async function findSavedBandCourse(em: EntityManager, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const band = await em.findOne(SavedBand, { id }, { fields: ['courseUuid'] });
  return band?.courseUuid ?? null;
}

/** Who saved a band (a printed order's band on "My hills" is planned on its owner's own model). */
export async function findSavedBandOwner(em: EntityManager, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const band = await em.findOne(SavedBand, { id }, { fields: ['ownerId'] });
  return band?.ownerId ?? null;
}

export async function createSavedBand(
  em: EntityManager,
  ownerId: string,
  title: string,
  definition: Record<string, unknown>,
  courseUuid: string | null = null,
): Promise<SavedBandDto> {
  // Counted and inserted under a per-owner lock: parallel saves cannot pass the cap together.
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`saved-bands:${ownerId}`]);
    if ((await tx.count(SavedBand, { ownerId })) >= MAX_SAVED_BANDS) throw new SavedBandLimitError();
    const band = tx.create(SavedBand, { id: randomUUID(), ownerId, title, definition, courseUuid });
    await tx.flush();
    return toDto(band);
  });
}

export async function updateSavedBand(
  em: EntityManager,
  ownerId: string,
  id: string,
  change: { title?: string; definition?: Record<string, unknown>; courseUuid?: string | null },
): Promise<SavedBandDto | null> {
  const band = await owned(em, ownerId, id);
  if (!band) return null;
  if (change.title !== undefined) band.title = change.title;
  if (change.definition !== undefined) band.definition = change.definition;
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
  return band ? createSavedBand(em, ownerId, titleOf(band.title), band.definition, band.courseUuid ?? null) : null;
}

/** True when the band was there and is gone now. */
export async function deleteSavedBand(em: EntityManager, ownerId: string, id: string): Promise<boolean> {
  const band = await owned(em, ownerId, id);
  if (!band) return false;
  await em.remove(band).flush();
  return true;
}
