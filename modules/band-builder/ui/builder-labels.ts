import type en from '../locales/en.ts';
import type { MessageShape } from '../../../src/i18n/messages-shape.ts';

/** The build page's words as plain strings (with {placeholders}), handed to the client form. */
export type BuilderLabels = MessageShape<(typeof en)['builder']>;

/** Choices the server knows (fonts, presets) passed to the client as plain data. */
export interface BuilderChoices {
  distances: Array<{ id: string; label: string }>;
  customLabel: string;
  /** "Course distance (42.195 km)" on a course page, else null. */
  courseLabel: string | null;
  /** On a course whose track is laid over another distance: "42.50 km" and "42.195 km", else null. */
  courseScale: { track: string; race: string } | null;
  fonts: Array<{ id: string; label: string }>;
  papers: string[];
  /** The themes made in the admin area (SPEC 3). */
  themes: Array<{ id: string; name: string }>;
  /** The signed-in member has a "My hills" model: offered as a hill model. */
  myHills?: boolean;
}

/** What the elevation chart of a course needs (plain numbers). */
export interface CourseChart {
  distanceM: number;
  samples: { distanceM: number[]; elevationM: number[] };
  elevation: { gainM: number; lossM: number; minM: number; maxM: number; startM: number; finishM: number };
}

export interface PreviewResult {
  plans: Array<{
    totalSeconds: number;
    count: number;
    unit: 'km' | 'mi';
    distanceM: number;
    runningPaceSecondsPerUnit?: number;
    walkSeconds?: number;
    walkBreaks?: number;
    lapTimes?: 'hide' | 'km' | 'mi';
    order?: 'asc' | 'desc';
    walks?: Array<{ distanceM: number; bandDistance: number; elapsedSeconds: number; seconds: number }>;
    /** Race-day heat: what it adds, per cent, to the goal as entered (`totalSeconds` includes it). */
    conditions?: { percent: number; goalSeconds: number; beyondChart: boolean };
    rows: Array<{
      distance: number;
      distanceM: number;
      unit: 'km' | 'mi';
      splitSeconds: number;
      elapsedSeconds: number;
      paceSecondsPerUnit: number;
      gradePercent: number;
      kind: string;
      runPaceSecondsPerUnit?: number;
      /** The distance in the band's unit (other-unit rows). */
      bandDistance?: number;
    }>;
  }>;
  /** One per target time. */
  bands?: BandImage[];
}

/** A band of the preview: the build page's image address (drawn on request), or the SVG itself (shared copies). */
interface BandImage {
  src?: string;
  svg?: string;
  layout: { columns: number; bandsPerPlan: number; fontSizePt: number; note: string | null };
}
