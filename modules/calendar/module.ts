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
import { UpcomingRaces } from './ui/upcoming-races.tsx';

/** Calendar: races in list and month views, filters, statistics, feeds, proposals and the team's screens. */
export const calendarModule = defineModule({
  name: 'calendar',
  pages: { 'calendar.index': CalendarPage, 'calendar.show': EventPage },
  api: [{ prefix: '/calendar', app: createCalendarApi() }],
  entities: [RaceEvent],
  messages,
  seed: (em) => seed(em),
  home: [{ order: 40, component: UpcomingRaces }],
  slots: { 'course.show': CourseNextRace },
  badges: { calendarProposals: () => pendingProposals() },
  nav: {
    topBar: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 20, icon: IconCalendar }],
    footer: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 30 }],
    siteMap: [{ route: 'calendar.index', label: (l) => t(l).calendar.nav.calendar(), order: 30 }],
  },
});
