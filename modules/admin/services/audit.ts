import type { Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import { insertAudit } from '../data/audit.repository.ts';

/**
 * Records an admin action (who, what, when) in the audit trail. Call it after the action
 * succeeded, from the handler that checked the role on the server. The target may come from
 * the request (an uploaded file's name): one line, without the NUL PostgreSQL refuses.
 */
export async function recordAudit(
  actor: Extract<Viewer, { kind: 'user' }>,
  action: string,
  target: string,
  details?: Record<string, unknown>,
): Promise<void> {
  await insertAudit(requestEm(), {
    actorId: actor.id,
    actorName: actor.name.slice(0, 100),
    action,
    target: singleLineText(target).slice(0, 200),
    details,
  });
}
