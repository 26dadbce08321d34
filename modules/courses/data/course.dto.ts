import type { CourseProfile } from '../../course-files/index.ts';
import type { AidStation, CourseStatus, CourseSummaryFigures, TitleImageFacts } from '../services/course-types.ts';

/** A course as lists and cards show it: no profile, no file. */
export interface CourseSummaryDto {
  uuid: string;
  slug: string;
  title: string;
  series: string | null;
  city: string | null;
  stateCode: string | null;
  countryCode: string | null;
  status: CourseStatus;
  distancePreset: string | null;
  distanceM: number;
  summary: CourseSummaryFigures;
  ownerId: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
  /** The owner asked the team to publish it and no one has answered yet (the review queue). */
  publishRequested: boolean;
  /** The title image's version and page size, or null without one (bytes: course-title-image.repository.ts). */
  titleImage: TitleImageFacts | null;
}

/** A course with everything the show and edit pages need, except the original bytes. */
export interface CourseDto extends CourseSummaryDto {
  website: string | null;
  facebook: string | null;
  note: string | null;
  description: string | null;
  aidStations: AidStation[];
  /** The profile in use: the file's, with the accepted corrected heights laid over it when the course uses them. */
  profile: CourseProfile;
  /** The file's own profile (its heights as read). */
  fileProfile: CourseProfile;
  /** The accepted corrected heights in use (course_heights), or null for the file's. */
  heightsId: string | null;
  /** The race's published gain, metres, entered by the owner or the team. */
  publishedGainM: number | null;
  file: { name: string; contentType: string; size: number } | null;
}

/** The uploaded file as sent (for the repository and the download route only). */
export interface CourseFileUpload {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** How a course file sits in its bytea column: as sent (rows older than the packing), or gzip. */
export type FileEncoding = 'identity' | 'gzip';

/** A course file as its row holds it: `data` packed as `encoding` says, `size` the file's own length. */
export interface StoredCourseFile {
  name: string;
  contentType: string;
  size: number;
  data: Uint8Array;
  encoding: FileEncoding;
}

export interface CourseSearchPage {
  items: CourseSummaryDto[];
  total: number;
  page: number;
  pages: number;
}
