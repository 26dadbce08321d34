import type { EntityManager } from '@mikro-orm/postgresql';
import { BandSnapshot } from '../entities/band-snapshot.entity.ts';
import { SavedBand } from '../entities/saved-band.entity.ts';

/** A deleted member's saved bands and shared snapshots go with the account. */
export async function eraseMemberBands(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(SavedBand, { ownerId: userId });
  await em.nativeDelete(BandSnapshot, { ownerId: userId });
}

/** The member's saved bands (with their settings) and shared snapshots, for the data export. */
export async function exportMemberBands(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const bands = await em.find(SavedBand, { ownerId: userId }, { orderBy: { createdAt: 'asc' } });
  const snapshots = await em.find(BandSnapshot, { ownerId: userId }, { orderBy: { createdAt: 'asc' } });
  return {
    savedBands: bands.map((b) => ({
      id: b.id,
      name: b.title,
      courseUuid: b.courseUuid ?? null,
      definition: b.definition,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    })),
    sharedSnapshots: snapshots.map((s) => ({
      id: s.id,
      courseTitle: s.courseTitle,
      definition: s.definition,
      createdAt: s.createdAt.toISOString(),
    })),
  };
}
