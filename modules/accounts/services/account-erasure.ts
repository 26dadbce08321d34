import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { erasePersonalData, erasureBlocker, type ErasureChoice } from '../../../src/host/personal-data.ts';

/**
 * A member's deletion, before better-auth removes the account and its sessions: every module's
 * data goes in one transaction (src/host/personal-data.ts), unless a module says it cannot yet.
 * Returns that module's reason, or null once everything is erased.
 */
export async function eraseMember(em: EntityManager, userId: string, options: { locale: Locale } & ErasureChoice): Promise<string | null> {
  const reason = await erasureBlocker(em, userId, options.locale);
  if (reason) return reason;
  await erasePersonalData(em, userId, { publicCourses: options.publicCourses });
  return null;
}
