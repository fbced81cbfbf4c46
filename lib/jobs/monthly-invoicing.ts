import { monthlyRunDate } from '@/lib/datetime/business-days';
import { toParisDate } from '@/lib/datetime/paris-time';
import { registerDailyJob } from './process-jobs';
import { runOncePerPeriod, type PeriodRun } from './run-once-per-period';
import type { DailyJob } from './schedule-daily';

/** The daily job's queue, and the name of its once-a-month run in `scheduled_runs`. */
export const MONTHLY_INVOICING_JOB = 'monthly-invoicing';
export const MONTHLY_INVOICES_RUN = 'monthly-invoices';

/** The month invoiced, as Paris calendar dates, both included: { start: "2026-02-01", end: "2026-02-28" }. */
export interface InvoicingPeriod {
  start: string;
  end: string;
}

/** Produces the statements and invoices of a month; what it returns is kept as the run's outcome (counts, ids). */
export type MonthlyInvoicingWork = (period: InvoicingPeriod) => Promise<Record<string, unknown>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar month before (year, month): its "YYYY-MM" key and its first and last days. */
export function previousMonth(year: number, month: number): { key: string; period: InvoicingPeriod } {
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate(); // day 0 of the next month
  return { key: `${y}-${pad(m)}`, period: { start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(lastDay)}` } };
}

/**
 * The daily check: from this month's run date on (its 1st, or the next business day), invoice last month, once.
 * Waking every day rather than on the run date alone means a day the servers were down is caught up the next morning.
 */
export async function checkMonthlyInvoicing(work: MonthlyInvoicingWork, now: Date = new Date()): Promise<PeriodRun> {
  const today = toParisDate(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (today < monthlyRunDate(year, month)) return { ran: false };
  const { key, period } = previousMonth(year, month);
  return runOncePerPeriod(MONTHLY_INVOICES_RUN, key, () => work(period));
}

/** The job pg-boss wakes at 06:00 Paris time. `clock` is there for tests that play a given day. */
export function monthlyInvoicingJob(work: MonthlyInvoicingWork, clock: () => Date = () => new Date()): DailyJob {
  return {
    name: MONTHLY_INVOICING_JOB,
    at: '06:00',
    run: async () => {
      await checkMonthlyInvoicing(work, clock());
    },
  };
}

/** Called once at start with the invoice production; the queue schedules it when it starts (or now, if it runs). */
export function registerMonthlyInvoicing(work: MonthlyInvoicingWork): Promise<void> {
  return registerDailyJob(monthlyInvoicingJob(work));
}
