export { startJobs, stopJobs, jobsEnabled, registerDailyJob, watchShutdownSignals } from './process-jobs';
export { runOncePerPeriod, type PeriodRun, type RunOutcome } from './run-once-per-period';
export {
  checkMonthlyInvoicing,
  registerMonthlyInvoicing,
  MONTHLY_INVOICES_RUN,
  MONTHLY_INVOICING_JOB,
  type InvoicingPeriod,
  type MonthlyInvoicingWork,
} from './monthly-invoicing';
