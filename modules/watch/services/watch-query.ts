import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { dictionary } from '../locales/messages.ts';
import { DEFAULT_TOLERANCE_S, MAX_TOLERANCE_S, WATCH_KINDS, type WatchFileError, type WatchKind } from './watch-file.ts';

export type WatchQuery = { ok: true; kind: WatchKind; toleranceSeconds: number } | { ok: false; errors: Record<string, string[]> };

/**
 * The file asked for (`kind`: workout, course or gpx) and the workout's pace range (`tolerance`,
 * whole seconds 0–60, 5 when absent), as the page's links, the public API and the command line
 * send them; wrong values get the field's message in `locale`.
 */
export function parseWatchQuery(kind: string | undefined, tolerance: string | undefined, locale: Locale): WatchQuery {
  const L = dictionary(locale).errors;
  const errors: Record<string, string[]> = {};
  if (!WATCH_KINDS.includes(kind as WatchKind)) errors.kind = [L.kind];
  const text = tolerance?.trim() ?? '';
  const seconds = text === '' ? DEFAULT_TOLERANCE_S : /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!(seconds >= 0 && seconds <= MAX_TOLERANCE_S)) errors.tolerance = [fillTemplate(L.tolerance, { max: MAX_TOLERANCE_S })];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, kind: kind as WatchKind, toleranceSeconds: seconds };
}

/** The message of a refused file (a course file without a course, a workout over the step limit), in `locale`. */
export function watchFileMessage(locale: Locale, code: WatchFileError['code'], params: WatchFileError['params'] = {}): string {
  return fillTemplate(dictionary(locale).errors[code], params, locale);
}

/** The note of a workout whose rows were merged to fit the watches' step limit, in `locale`. */
export function mergedStepsNote(locale: Locale, merged: { from: number; to: number }): string {
  return fillTemplate(dictionary(locale).merged, merged, locale);
}

/** The field a refusal belongs to: the course for a course file, the file's kind for a workout over the limit. */
export function watchFileField(code: WatchFileError['code']): 'courseUuid' | 'kind' {
  return code === 'courseNeeded' ? 'courseUuid' : 'kind';
}
