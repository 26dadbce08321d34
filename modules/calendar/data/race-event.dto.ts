import type { EventInput, EventStatus } from '../services/event-types.ts';

/** A race event as pages, the feed and the API show it. */
export interface RaceEventDto extends EventInput {
  id: string;
  slug: string;
  status: EventStatus;
  demo: boolean;
  proposedBy: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

export interface EventPage {
  items: RaceEventDto[];
  total: number;
  page: number;
  pages: number;
}
