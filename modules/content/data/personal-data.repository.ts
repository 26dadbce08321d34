import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../entities/contact-message.entity.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/** The member's contact messages (and the team's answers) go with the account. */
export async function eraseMemberMessages(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(ContactMessage, { userId });
}

export async function exportMemberMessages(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const messages = await em.find(ContactMessage, { userId }, { orderBy: { createdAt: 'asc' } });
  return {
    contactMessages: messages.map((m) =>
      dtoFields(m, ['name', 'email', 'subject', 'message', 'link', 'status', 'answer', 'createdAt', 'answeredAt']),
    ),
  };
}
