/**
 * Stored text without control characters. A line break inside a race name became a fake alarm in
 * the public .ics (issue 28), and PostgreSQL refuses a NUL in any text column (a 500). Every
 * stored text passes through one of these two before its length is checked.
 *
 * Control characters: C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F), plus the Unicode
 * line and paragraph separators (U+2028, U+2029) for single-line text.
 */

/** Controls no text keeps: C0 but tab, line feed, vertical tab, form feed and carriage return; DEL; C1 but NEL. */
// eslint-disable-next-line no-control-regex -- control characters are what this file removes
const DROPPED = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

/** A run of blanks; when it holds more than plain spaces it becomes one space. */
const BLANK_RUN = /[ \t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * A name, title, city or address line: line breaks, tabs and the other breaking blanks become one
 * space (a run of them, with the spaces around, one space); every other control is removed. Plain
 * runs of spaces are kept as typed. Linear in the input (no backtracking: each run matches once).
 */
export function singleLineText(value: string): string {
  return value.replace(DROPPED, '').replace(BLANK_RUN, (run) => (/[^ ]/.test(run) ? ' ' : run));
}

/** Controls a multi-line text (a message, a description, a markdown body) loses: all but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- control characters are what this file removes
const DROPPED_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** A message, a description or a markdown body: its line breaks and tabs kept, every other control removed. */
export function multiLineText(value: string): string {
  return value.replace(DROPPED_MULTILINE, '');
}

/**
 * A JSON value (settings kept in a jsonb column) with every string in it, keys too, through
 * singleLineText: jsonb refuses `\u0000` anywhere (a 500).
 */
export function singleLineJson<T>(value: T): T {
  if (typeof value === 'string') return singleLineText(value) as T;
  if (Array.isArray(value)) return value.map(singleLineJson) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [singleLineText(key), singleLineJson(item)])) as T;
  }
  return value;
}
