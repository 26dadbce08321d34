import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, userIdColumn } from '../../../src/db/columns.ts';

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message sent with the contact form: the team's copy, and the answer given from the admin screen. */
const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: serialKeyColumn(),
    name: p.string().length(100),
    email: p.string().length(254),
    subject: p.string().length(150),
    message: p.text(),
    /** A course address or an order number the message is about. */
    link: p.string().length(300).nullable(),
    /** The page's language: the confirmation and the answer are written in it. */
    locale: p.string().length(2),
    /** The sender's account, when logged in. */
    userId: userIdColumn().nullable(),
    status: p.string().length(10).$type<ContactStatus>().index(),
    answer: p.text().nullable(),
    answeredBy: userIdColumn().nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: createdAtColumn().index(),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
