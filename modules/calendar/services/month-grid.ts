import { LOCALE_TAGS, type Locale } from '../../../src/i18n/locales.ts';

export interface MonthDay {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  inMonth: boolean;
}

/** The first day of the week in a language's region (Intl week info): 1 Monday … 7 Sunday. */
export function firstDayOfWeek(locale: Locale): number {
  const tag = new Intl.Locale(LOCALE_TAGS[locale]) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay ?? 1;
}

/** The weeks of a month's grid, each of seven days, starting on the language's first weekday. */
export function monthWeeks(month: string, firstDay: number): MonthDay[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const isoWeekday = first.getUTCDay() || 7;
  const lead = (isoWeekday - firstDay + 7) % 7;
  const start = first.getTime() - lead * 86_400_000;
  const weeks: MonthDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: MonthDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      week.push({ date: date.toISOString().slice(0, 10), day: date.getUTCDate(), inMonth: date.getUTCMonth() === m - 1 });
    }
    if (w > 3 && !week.some((day) => day.inMonth)) break;
    weeks.push(week);
  }
  return weeks;
}

/** Weekday names from the grid's first day: long for screen readers, short for the header. */
export function weekdayNames(locale: Locale, firstDay: number): Array<{ long: string; short: string }> {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(Date.UTC(2024, 0, 1 + ((firstDay - 1 + i) % 7)));
    const format = (weekday: 'long' | 'short') => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday, timeZone: 'UTC' }).format(date);
    return { long: format('long'), short: format('short') };
  });
}
