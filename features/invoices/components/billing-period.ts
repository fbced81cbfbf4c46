import { parisMonthStart, toParisDate } from '@/lib/datetime/paris-time';
import type { BillingPeriodInput } from '../schemas';

/** The calendar month before `now`'s, in Paris dates: what the monthly fee invoices bill by default. */
export function previousParisMonth(now: Date = new Date()): BillingPeriodInput {
  const thisMonth = parisMonthStart(now);
  return { periodStart: toParisDate(parisMonthStart(now, -1)), periodEnd: toParisDate(new Date(thisMonth.getTime() - 1)) };
}
