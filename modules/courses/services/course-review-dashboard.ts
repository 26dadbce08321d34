import '../routes.ts';
import type { Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { DashboardContext, DashboardTile } from '../../../src/host/module-contract.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { countWaitingReviews } from '../data/course-review.repository.ts';
import { countSuggestedHeights } from '../../course-heights/index.ts';
import { t } from '../locales/messages.ts';
import { isStaff } from './course-permissions.ts';

/** Courses and suggested heights waiting for the team; 0 when the database cannot answer (a badge must not break a page). */
async function waitingReviews(): Promise<number> {
  try {
    const em = requestEm();
    const [courses, heights] = await Promise.all([countWaitingReviews(em), countSuggestedHeights(em)]);
    return courses + heights;
  } catch {
    return 0;
  }
}

/** The admin menu's badge: counted for the team only, nobody else sees the queue. */
export function reviewBadge({ viewer }: { viewer: Viewer }): Promise<number> {
  return isStaff(viewer) ? waitingReviews() : Promise.resolve(0);
}

/** The admin home's tile: how many courses wait for review, linking to the queue. */
export async function coursesDashboard({ locale }: DashboardContext): Promise<DashboardTile[]> {
  const R = t(locale).courses.review;
  return [
    {
      order: 30,
      label: R.tile(),
      value: String(await waitingReviews()),
      detail: R.tileDetail(),
      href: routePath(locale, 'admin.courses.review'),
    },
  ];
}
