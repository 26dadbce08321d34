import type { EntityManager } from '@mikro-orm/postgresql';

/** How to write to a user (better-auth's table): for other modules' mails, e.g. order receipts. */
export async function findUserContact(em: EntityManager, userId: string): Promise<{ email: string; name: string } | null> {
  const rows = await em.execute<Array<{ email: string; name: string }>>('select email, name from auth."user" where id = ?', [userId]);
  return rows[0] ? { email: rows[0].email, name: rows[0].name } : null;
}
