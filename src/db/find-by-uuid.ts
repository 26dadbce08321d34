import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../lib/uuid.ts';

/** The row whose uuid key `id` is `id`, or null: a forged or mistyped id reads as no such row, not a database error. */
export async function findByUuid<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, id: string): Promise<T | null> {
  return isUuid(id) ? em.findOne(entity, { id } as FilterQuery<T>) : null;
}
