/**
 * The one list of modules the host composes. Adding a module = its folder, one line here, and its
 * migration (docs/adding-a-module.md). Everything else (pages, API, entities, seed, command line,
 * navigation, home page, site map, badges, environment, CSP) is derived in src/composition.ts.
 * Order matters only for seeds (dependencies first) and ties in navigation order.
 */
import { accountsModule } from '../modules/accounts/module.ts';
import { adminModule } from '../modules/admin/module.ts';
import { bandBuilderModule } from '../modules/band-builder/module.ts';
import { bandRenderModule } from '../modules/band-render/module.ts';
import { bandThemesModule } from '../modules/band-themes/module.ts';
import { commerceModule } from '../modules/commerce/module.ts';
import { calendarModule } from '../modules/calendar/module.ts';
import { contentModule } from '../modules/content/module.ts';
import { courseFilesModule } from '../modules/course-files/module.ts';
import { courseHeightsModule } from '../modules/course-heights/module.ts';
import { coursesModule } from '../modules/courses/module.ts';
import { pacingModule } from '../modules/pacing/module.ts';
import { predictorModule } from '../modules/predictor/module.ts';
import { publicApiModule } from '../modules/public-api/module.ts';
import { raceReviewModule } from '../modules/race-review/module.ts';
import { watchModule } from '../modules/watch/module.ts';
import { myHillsModule } from '../modules/my-hills/module.ts';
import { orderPrintingModule } from '../modules/order-printing/module.ts';
import type { ModuleManifest } from './host/module-contract.ts';

export const MODULES: readonly ModuleManifest[] = [
  accountsModule,
  contentModule,
  courseFilesModule,
  courseHeightsModule,
  coursesModule,
  pacingModule,
  bandRenderModule,
  watchModule,
  raceReviewModule,
  myHillsModule,
  bandThemesModule,
  bandBuilderModule,
  predictorModule,
  commerceModule,
  orderPrintingModule,
  calendarModule,
  adminModule,
  publicApiModule,
];
