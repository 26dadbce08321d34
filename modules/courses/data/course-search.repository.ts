import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import { searchTsQuery } from '../services/course-text.ts';
import type { CourseSearchPage } from './course.dto.ts';
import { toSummaryDto } from './course-mapping.ts';

export interface CourseSearch {
  query?: string | undefined;
  countryCode?: string | undefined;
  distancePreset?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  /** A logged-in searcher also finds their own private and obsolete courses. */
  viewerId?: string | undefined;
}

/**
 * Public courses (and the searcher's own) by words of their title, series or city (accent-insensitive prefix match on the
 * GIN-indexed course_search.vector), country and distance; best match first, then newest.
 */
export async function searchCourses(em: EntityManager, search: CourseSearch): Promise<CourseSearchPage> {
  const pageSize = Math.min(Math.max(search.pageSize ?? 20, 1), 100);
  const tsQuery = searchTsQuery(search.query ?? '');
  const where: string[] = ['deleted_at is null'];
  const params: unknown[] = [];
  if (search.viewerId) {
    where.push(`(status = 'public' or owner_id = ?)`);
    params.push(search.viewerId);
  } else where.push(`status = 'public'`);
  if (tsQuery) {
    where.push(`course_search.vector(title, series, city) @@ to_tsquery('simple', ?)`);
    params.push(tsQuery);
  }
  if (search.countryCode) {
    where.push('country_code = ?');
    params.push(search.countryCode);
  }
  if (search.distancePreset) {
    where.push('distance_preset = ?');
    params.push(search.distancePreset);
  }
  const conn = em.getConnection();
  const [{ total }] = (await conn.execute(`select count(*)::int as total from course where ${where.join(' and ')}`, params)) as [
    { total: number },
  ];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(Math.floor(search.page ?? 1), 1), pages);
  const rank = tsQuery ? `ts_rank(course_search.vector(title, series, city), to_tsquery('simple', ?)) desc, ` : '';
  const rows = await conn.execute<Array<{ uuid: string }>>(
    `select uuid from course where ${where.join(' and ')} order by ${rank}created_at desc, uuid limit ? offset ?`,
    [...params, ...(tsQuery ? [tsQuery] : []), pageSize, (page - 1) * pageSize],
  );
  const byUuid = new Map((await em.find(Course, { uuid: { $in: rows.map((r) => r.uuid) } })).map((c) => [c.uuid, c]));
  const items = rows.flatMap((r) => {
    const course = byUuid.get(r.uuid);
    return course ? [toSummaryDto(course)] : [];
  });
  return { items, total, page, pages };
}
