// The calendar module's public surface.
import { requestEm } from '../../src/db/orm.server.ts';
import { countByStatus } from './data/race-event.repository.ts';

/** Proposals waiting for the team (an admin badge or dashboard); 0 when the database cannot answer. */
export async function pendingProposals(): Promise<number> {
  try {
    return (await countByStatus(requestEm())).proposed;
  } catch {
    return 0;
  }
}
