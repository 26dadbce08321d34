import { p } from '@mikro-orm/core';

/** When the row was first written: set on its first flush, never after. */
export const createdAtColumn = () => p.datetime().onCreate(() => new Date());

/** When the row last changed: set on its first flush and on every change flushed after. */
export const updatedAtColumn = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
