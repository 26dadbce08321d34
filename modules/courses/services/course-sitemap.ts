import { requestEm } from '../../../src/db/orm.server.ts';
import type { SitemapEntry } from '../../../src/host/module-contract.ts';
import { alternatePaths } from '../../../src/i18n/route-table.ts';
import { listPublicCourseSlugs } from '../data/course.repository.ts';

/** Public courses for /sitemap.xml: each course page in four languages. */
export async function courseSitemap(): Promise<SitemapEntry[]> {
  const courses = await listPublicCourseSlugs(requestEm());
  return courses.map((course) => ({ alternates: alternatePaths('course.show', { slug: course.slug }), lastModified: course.updatedAt }));
}
