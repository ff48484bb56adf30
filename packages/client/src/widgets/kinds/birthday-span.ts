import { lang } from '@/i18n/index.ts';
import type { MonthDay } from '@/queries/index.ts';

/** Today and the last of `days` days from today (today included), as the birthday endpoint takes days. */
export function birthdaySpan(today: Date, days: number): { from: MonthDay; to: MonthDay } {
  const last = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days - 1);
  return {
    from: { month: today.getMonth() + 1, day: today.getDate() },
    to: { month: last.getMonth() + 1, day: last.getDate() },
  };
}

/** The day a birthday next comes (`YYYY-MM-DD`), as the reader's language writes a month and day. */
export function birthdayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang(), { month: 'short', day: 'numeric' }).format(new Date(y, m - 1, d));
}
