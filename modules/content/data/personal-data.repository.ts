import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../entities/contact-message.entity.ts';

/** The member's contact messages (and the team's answers) go with the account. */
export async function eraseMemberMessages(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(ContactMessage, { userId });
}

export async function exportMemberMessages(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const messages = await em.find(ContactMessage, { userId }, { orderBy: { createdAt: 'asc' } });
  return {
    contactMessages: messages.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      link: m.link ?? null,
      status: m.status,
      answer: m.answer ?? null,
      createdAt: m.createdAt.toISOString(),
      answeredAt: m.answeredAt?.toISOString() ?? null,
    })),
  };
}
