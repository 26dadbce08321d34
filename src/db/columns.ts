import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** A uuid primary key, drawn when the row is first written. */
export const uuidKeyColumn = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());

/** An integer primary key that the database numbers. */
export const serialKeyColumn = () => p.integer().primary().autoincrement();

/** A better-auth user's id (who owns, wrote or decided something). */
export const userIdColumn = () => p.string().length(64);

/** When the row was first written: set on its first flush, never after. */
export const createdAtColumn = () => p.datetime().onCreate(() => new Date());

/** When the row last changed: set on its first flush and on every change flushed after. */
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
