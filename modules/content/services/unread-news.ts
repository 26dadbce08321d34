/** The cookie that remembers when the reader last opened the news page (SPEC 4). */
export const LAST_READ_NEWS_COOKIE = 'last_read_news';

/** The cookie's date, or null when absent or not a date (then every published item is unread). */
export function parseLastRead(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(decodeURIComponent(value));
  return Number.isNaN(date.getTime()) ? null : date;
}
