import { businessDayOf, dayBefore } from '@/features/journal/business-day';
import { periodKeyOf } from '@/features/journal/closing-model';
import { toParisDate } from '@/lib/datetime/paris-time';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's past date's day: a month ago, but always in a month that is over (the business day's month,
 * docs/journal.md), so that the demo holds a closed month of the journal and its archive. On a month's last days, a
 * month ago may still be this month: then the last day of the month before.
 */
export function demoPastDay(now: Date): string {
  const monthAgo = toParisDate(new Date(now.getTime() - 30 * DAY));
  const lastDayOfLastMonth = dayBefore(`${periodKeyOf('month', businessDayOf(now))}-01`);
  return monthAgo < lastDayOfLastMonth ? monthAgo : lastDayOfLastMonth;
}
