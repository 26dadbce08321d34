import type { EntityManager } from '@mikro-orm/postgresql';
import { RaceEvent } from '../entities/race-event.entity.ts';

/** Races the member proposed stay in the calendar (they are public facts), without their proposer. */
export async function forgetProposer(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(RaceEvent, { proposedBy: userId }, { proposedBy: null });
}

export async function exportProposals(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const races = await em.find(RaceEvent, { proposedBy: userId }, { orderBy: { createdAt: 'asc' } });
  return {
    proposedRaces: races.map((r) => ({ id: r.id, name: r.name, date: r.date, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}
