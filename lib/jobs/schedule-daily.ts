import type PgBoss from 'pg-boss';
import { reportError } from '@/lib/monitoring/report-error';

export const JOBS_TIME_ZONE = 'Europe/Paris';

/** A job that wakes once a day at a Paris wall-clock time. Its `run` decides whether there is anything to do. */
export interface DailyJob {
  /** The pg-boss queue's name: letters, digits, `-`, `_`, `.` and `/`. */
  name: string;
  /** "06:00", Paris time: pg-boss follows the changes of time, so it stays 06:00 in summer and in winter. */
  at: string;
  run(): Promise<void>;
}

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "06:30" → "30 6 * * *". */
export function dailyCron(at: string): string {
  const match = HOUR_MINUTE.exec(at);
  if (!match) throw new RangeError(`Not a time of day (HH:mm): "${at}"`);
  return `${Number(match[2])} ${Number(match[1])} * * *`;
}

/**
 * Schedules the job on pg-boss's clock and makes this process one of its workers. The schedule is a row in pg-boss's
 * tables: whichever instance's clock ticks first sends the day's job, and one worker among all instances takes it.
 * Nothing here promises "once": the job's own claim does (run-once-per-period.ts).
 */
export async function scheduleDaily(boss: PgBoss, job: DailyJob, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  // No immediate retry: a failed run is retried by the next day's wake-up, once someone could look at the error.
  // A monthly run over every client may take a while; pg-boss would otherwise call it failed after 15 minutes.
  await scheduleCron(boss, { name: job.name, cron: dailyCron(job.at), run: job.run }, { expireInSeconds: 60 * 60, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 });
}

/** A job that wakes on a cron of its own (Paris time), e.g. every minute. */
export interface CronJob {
  name: string;
  /** Five fields, minute first: "* * * * *" is every minute, pg-boss's finest. */
  cron: string;
  run(): Promise<void>;
}

/**
 * The queue, the schedule and this process as one of its workers. The schedule is a row in pg-boss's tables: whichever
 * instance's clock ticks first sends the job, and one worker among all instances takes it.
 */
export async function scheduleCron(boss: PgBoss, job: CronJob, options: { expireInSeconds: number; pollingIntervalSeconds: number }): Promise<void> {
  const queue = { name: job.name, retryLimit: 0, expireInSeconds: options.expireInSeconds };
  await boss.createQueue(job.name, queue); // does nothing when it exists…
  await boss.updateQueue(job.name, queue); // …so settings changed in a new release are applied here
  await boss.schedule(job.name, job.cron, {}, { tz: JOBS_TIME_ZONE });
  await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    try {
      await job.run();
    } catch (error) {
      // pg-boss keeps the failure in its job row, which nobody reads: the log and Sentry are where it is seen.
      await reportError(error, { job: job.name });
      throw error;
    }
  });
}
