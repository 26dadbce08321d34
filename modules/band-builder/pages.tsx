import type { PageFragment } from '../../src/i18n/page-types.ts';
import { BuildPage } from './ui/build-page.tsx';
import { SavedBandsPage } from './ui/saved-bands-page.tsx';

/** The band builder's fragment of the route table. */
export const bandBuilderPages: PageFragment = {
  'build.index': BuildPage,
  'build.index.course': BuildPage,
  'pace-bands.index': SavedBandsPage,
};
