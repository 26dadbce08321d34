import type { EntityManager } from '../../../src/db/orm.server.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import { findCourseSummary, findCourseSummaryBySlug } from '../data/course.repository.ts';

/** What another module needs to link to a course page and build a band on it. */
export interface CourseLink {
  uuid: string;
  slug: string;
  title: string;
  series: string | null;
}

/**
 * A public, live course from what a person pastes: its uuid, its slug, or its page's address in
 * any language ("https://…/fr/parcours/berlin"). Private, obsolete and deleted courses give null:
 * other modules link only to pages everyone can open.
 */
export async function findPublicCourseLink(em: EntityManager, text: string): Promise<CourseLink | null> {
  const value = text.trim().slice(0, 300);
  if (!value) return null;
  const last = (value.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? '';
  let key: string;
  try {
    key = decodeURIComponent(last);
  } catch {
    return null;
  }
  const slug = key.toLowerCase();
  const course = isUuid(key) ? await findCourseSummary(em, key) : await findCourseSummaryBySlug(em, slug);
  if (!course || course.status !== 'public' || course.deleted) return null;
  return { uuid: course.uuid, slug: course.slug, title: course.title, series: course.series };
}

/** The public course of a uuid, for a link; null when it became private, obsolete or deleted. */
export function publicCourseLink(em: EntityManager, uuid: string): Promise<CourseLink | null> {
  return isUuid(uuid) ? findPublicCourseLink(em, uuid) : Promise.resolve(null);
}
