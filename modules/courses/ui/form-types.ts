import type { AidStation, CourseStatus } from '../services/course-types.ts';
import type { CoursePreview } from '../services/course-preview.ts';
import type en from '../locales/en.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The courses messages as plain templates (client components fill `{placeholders}` themselves). */
export type CourseLabels = Strings<(typeof en)['courses']> & { fileTooLarge: string };

interface CodeName {
  code: string;
  name: string;
}

/** Everything the course form needs, as plain data. */
export interface CourseFormProps {
  locale: Locale;
  labels: CourseLabels;
  /** Null when creating. */
  uuid: string | null;
  initial: Record<string, string>;
  initialAidStations: AidStation[];
  initialPreview: CoursePreview | null;
  currentFileName: string | null;
  statuses: CourseStatus[];
  countries: CodeName[];
  states: Record<string, CodeName[]>;
  distances: CodeName[];
  maxBytes: number;
  /** The saved title image (its page picture), or null. */
  titleImage: { src: string; width: number; height: number } | null;
  titleImageMaxBytes: number;
  styleUrl: string | null;
  cancelHref: string;
}
