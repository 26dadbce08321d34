import { defineModule } from '../../src/host/module-contract.ts';
import { IconCalendar } from '../../src/ui/icons.tsx';
import { createCalendarApi } from './api.ts';
import { RaceEvent } from './entities.ts';
import { pendingProposals } from './index.ts';
import { messages, t } from './locales/messages.ts';
import './routes.ts';
import { seed } from './seed.ts';
import { CalendarPage } from './ui/calendar-page.tsx';
import { CourseNextRace } from './ui/course-next-race.tsx';
import { EventPage } from './ui/event-page.tsx';
import { ProposePage } from './ui/propose-page.tsx';
import { AdminCalendarPage, AdminCreatePage, AdminEditPage, AdminImportPage, AdminQueuePage } from './admin/admin-pages.tsx';
import { isStaff } from './services/event-access.ts';
import { calendarDashboard, calendarSitemap } from './services/calendar-dashboard.ts';
import { UpcomingRaces } from './ui/upcoming-races.tsx';
import { CALENDAR_CSS } from './ui/calendar-styles.ts';
import { exportProposals, forgetProposer } from './data/personal-data.repository.ts';
import { calendarApi } from './api-paths.ts';

/** Calendar: races in list and month views, filters, statistics, feeds, proposals and the team's screens. */
export const calendarModule = defineModule({
  name: 'calendar',
  personalData: { erase: forgetProposer, export: exportProposals },
  styles: CALENDAR_CSS,
  pages: { 'calendar.index': CalendarPage, 'calendar.show': EventPage, 'calendar.propose': ProposePage },
  cachedPages: ['calendar.index', 'calendar.show'],
  adminPages: {
    'admin.calendar.index': AdminCalendarPage,
    'admin.calendar.queue': AdminQueuePage,
    'admin.calendar.create': AdminCreatePage,
    'admin.calendar.edit': AdminEditPage,
    'admin.calendar.import': AdminImportPage,
  },
  // Imports carry a file of up to 2 MB (IMPORT_MAX_BYTES) in a multipart body.
  api: [{ prefix: calendarApi.prefix, app: createCalendarApi(), bodyLimit: 3 * 1024 * 1024 }],
  entities: [RaceEvent],
  messages,
  seed: (em) => seed(em),
  home: [{ order: 40, component: UpcomingRaces }],
  dashboard: (context) => calendarDashboard(context),
  sitemap: calendarSitemap,
  slots: { 'course.show': CourseNextRace },
  // Counted for the team only: nobody else sees the queue.
  badges: { calendarProposals: ({ viewer }) => (isStaff(viewer) ? pendingProposals() : Promise.resolve(0)) },
  nav: {
    topBar: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 20, icon: IconCalendar }],
    footer: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 30 }],
    siteMap: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 30 }],
    adminMenu: [
      { route: 'admin.calendar.index', label: (l) => t(l).calendar.nav.admin(), order: 40, group: 'races' },
      { route: 'admin.calendar.queue', label: (l) => t(l).calendar.nav.queue(), order: 41, badge: 'calendarProposals', group: 'races' },
    ],
  },
});
