import { defineModule } from '../../src/host/module-contract.ts';
import { myHillsApi } from './api.ts';
import { eraseMemberHills, exportMemberHills } from './data/hill-model.repository.ts';
import { HillModelRecord } from './entities.ts';
import { messages, dictionary } from './locales/messages.ts';
import './routes.ts';
import { MY_HILLS_CSS } from './ui/hills-chart.tsx';
import { MyHillsPage } from './ui/my-hills-page.tsx';
import { myHillsApiPaths } from './api-paths.ts';

/**
 * "My hills" (issue 27 point 3): the runner's own hill model fitted from their recorded runs,
 * kept on their profile (factors and stretches per grade only), drawn beside Strava's curve,
 * deleted on request, in their data export, and offered by the band builder as a hill model.
 */
export const myHillsModule = defineModule({
  name: 'my-hills',
  personalData: { erase: eraseMemberHills, export: exportMemberHills },
  pages: { 'my-hills.index': MyHillsPage },
  // Up to 30 recorded runs at once, each within COURSE_UPLOAD_MAX_MB (the route checks its own cap).
  api: [{ prefix: myHillsApiPaths.prefix, app: myHillsApi, bodyLimit: 200 * 1024 * 1024 }],
  entities: [HillModelRecord],
  styles: MY_HILLS_CSS,
  messages,
  cli: { hills: () => import('./cli/hills.ts') },
  nav: { userMenu: [{ route: 'my-hills.index', label: (l) => dictionary(l).page.menu, order: 25 }] },
});
