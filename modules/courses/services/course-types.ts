/** Plain shapes of the courses module (stored as JSON and passed to client components). */
export const COURSE_STATUSES = ['public', 'private', 'obsolete'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const AID_SERVICES = ['water', 'sportDrink', 'gels', 'fruits', 'cooling', 'toilets', 'medical'] as const;
export type AidService = (typeof AID_SERVICES)[number];

export interface AidStation {
  /** Position along the course, metres from the start. */
  distanceM: number;
  name: string;
  services: AidService[];
}

/** The few profile figures lists and cards show, stored beside the (lazy) profile. */
/** A course's title image as pages need it: the version in its addresses and the page picture's size. */
export interface TitleImageFacts {
  version: string;
  width: number;
  height: number;
}

export interface CourseSummaryFigures {
  trackM: number;
  gainM: number;
  lossM: number;
  minM: number;
  maxM: number;
  hasElevation: boolean;
}
