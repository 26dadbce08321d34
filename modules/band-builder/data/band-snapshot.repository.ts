import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BandSnapshot } from '../entities/band-snapshot.entity.ts';
import { findByUuid } from '../../../src/db/find-by-uuid.ts';

export interface BandSnapshotDto {
  id: string;
  courseTitle: string;
  definition: Record<string, unknown>;
  plans: unknown[];
  chart: Record<string, unknown>;
  createdAt: string;
}

const toDto = (s: BandSnapshot): BandSnapshotDto => ({
  id: s.id,
  courseTitle: s.courseTitle,
  definition: s.definition,
  plans: s.plans,
  chart: s.chart,
  createdAt: s.createdAt.toISOString(),
});

export async function createBandSnapshot(
  em: EntityManager,
  ownerId: string,
  data: { courseTitle: string; definition: Record<string, unknown>; plans: unknown[]; chart: Record<string, unknown> },
): Promise<BandSnapshotDto> {
  const snapshot = em.create(BandSnapshot, { id: randomUUID(), ownerId, ...data });
  await em.flush();
  return toDto(snapshot);
}

/** Anyone may read a snapshot by its (unguessable) id: that is what sharing it means. */
export async function findBandSnapshot(em: EntityManager, id: string): Promise<BandSnapshotDto | null> {
  const snapshot = await findByUuid(em, BandSnapshot, id);
  return snapshot ? toDto(snapshot) : null;
}
