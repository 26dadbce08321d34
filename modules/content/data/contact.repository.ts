import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage, type ContactStatus } from '../entities/contact-message.entity.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

export type { ContactStatus };

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  link: string | null;
  locale: string;
  userId: string | null;
}

export interface ContactMessageDto extends NewContactMessage {
  id: number;
  status: ContactStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
}

function toDto(row: ContactMessage): ContactMessageDto {
  return dtoFields(row, [
    'id',
    'name',
    'email',
    'subject',
    'message',
    'link',
    'locale',
    'userId',
    'status',
    'answer',
    'answeredBy',
    'answeredAt',
    'createdAt',
  ]);
}

export async function createContactMessage(em: EntityManager, input: NewContactMessage): Promise<ContactMessageDto> {
  const row = em.create(ContactMessage, { ...input, status: 'new' });
  await em.flush();
  return toDto(row);
}

export async function listContactMessages(em: EntityManager, status?: ContactStatus): Promise<ContactMessageDto[]> {
  const rows = await em.find(ContactMessage, status ? { status } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 300 });
  return rows.map(toDto);
}

export async function findContactMessage(em: EntityManager, id: number): Promise<ContactMessageDto | null> {
  const row = await em.findOne(ContactMessage, { id });
  return row ? toDto(row) : null;
}

/** Stores the team's answer; null when there is no such message. */
export async function answerContactMessage(em: EntityManager, id: number, answer: string, by: string): Promise<ContactMessageDto | null> {
  const row = await em.findOne(ContactMessage, { id });
  if (!row) return null;
  row.answer = answer;
  row.answeredBy = by;
  row.answeredAt = new Date();
  row.status = 'answered';
  await em.flush();
  return toDto(row);
}

export async function setContactStatus(em: EntityManager, id: number, status: ContactStatus): Promise<ContactMessageDto | null> {
  const row = await em.findOne(ContactMessage, { id });
  if (!row) return null;
  row.status = status;
  await em.flush();
  return toDto(row);
}

export async function contactCounts(em: EntityManager, since: Date): Promise<{ waiting: number; recent: number }> {
  const [waiting, recent] = await Promise.all([
    em.count(ContactMessage, { status: 'new' }),
    em.count(ContactMessage, { createdAt: { $gte: since } }),
  ]);
  return { waiting, recent };
}
