import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A slug no row of `entity` has: `base`, or `base-2`, `base-3`… when taken. `claimed` ones count
 * as taken too (slugs given earlier in a batch, not flushed yet).
 */
export async function freeSlug<T extends { slug: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  base: string,
  claimed: Iterable<string> = [],
): Promise<string> {
  // Only the slug is read (`as never`: MikroORM cannot check a field path on a generic entity).
  const rows: ReadonlyArray<{ slug: string }> = await em.find(entity, { slug: { $like: `${base}%` } } as FilterQuery<T>, {
    fields: ['slug'] as never,
  });
  const taken = new Set([...rows.map((row) => row.slug), ...claimed]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
