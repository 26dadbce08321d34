import type { PageFragment } from '../i18n/page-types.ts';
import type { RouteName } from '../i18n/route-table.ts';
import { accountsPages } from '../../modules/accounts/pages.tsx';
import { bandBuilderPages } from '../../modules/band-builder/pages.tsx';
import { contentPages } from '../../modules/content/pages.tsx';
import { coursesPages } from '../../modules/courses/pages.tsx';
import { predictorPages } from '../../modules/predictor/pages.tsx';
import { hostPages } from './pages/host-pages.ts';

/**
 * The composition of every landed module's page fragment. A route is in the product when, and
 * only when, one fragment implements it: the others stay out of the table (no placeholders).
 */
export const PAGES: PageFragment = {
  ...hostPages,
  ...contentPages,
  ...accountsPages,
  ...bandBuilderPages,
  ...predictorPages,
  ...coursesPages,
};

export const AVAILABLE_ROUTES: ReadonlySet<RouteName> = new Set(Object.keys(PAGES) as RouteName[]);
