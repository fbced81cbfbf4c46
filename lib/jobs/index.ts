export { startJobs, stopJobs, jobsEnabled, registerDailyJob, registerFrequentJob, watchShutdownSignals } from './process-jobs';
export type { CronJob } from './schedule-daily';
export { runOncePerPeriod, type PeriodRun, type RunOutcome } from './run-once-per-period';
export {
  checkMonthlyInvoicing,
  registerMonthlyInvoicing,
  MONTHLY_INVOICES_RUN,
  MONTHLY_INVOICING_JOB,
  type InvoicingPeriod,
  type MonthlyInvoicingWork,
} from './monthly-invoicing';
