import type { EntityManager } from '@mikro-orm/postgresql';
import { seed as seedContent } from '../../modules/content/seed.ts';
import { seed as seedCourses } from '../../modules/courses/seed.ts';

/** Every module's demo data, in dependency order. Each seed is idempotent. */
export async function seedAll(em: EntityManager): Promise<Record<string, unknown>> {
  return { content: await seedContent(em.fork()), courses: await seedCourses(em.fork()) };
}
