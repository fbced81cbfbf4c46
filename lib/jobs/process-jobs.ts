import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@/lib/db';
import { startQueue, stopQueue } from './job-queue';
import { scheduleCron, scheduleDaily, type CronJob, type DailyJob } from './schedule-daily';

interface ProcessJobs {
  dailyJobs: Map<string, DailyJob>;
  frequentJobs?: Map<string, CronJob>;
  queue?: Promise<PgBoss>;
  stopping?: Promise<void>;
  signalsWatched?: boolean;
  shutdownRequested?: boolean;
  closesWrapped: WeakSet<DatabaseHandle>;
}

// One queue per process, on globalThis like the database: the instrumentation hook and the API bundles are separate
// module copies, and a dev reload must not start a second one.
const registry = globalThis as typeof globalThis & { __merchJobs?: ProcessJobs };
const jobs: ProcessJobs = (registry.__merchJobs ??= { dailyJobs: new Map(), closesWrapped: new WeakSet() });

/** Adds a daily job to this process. Registered before start, it is scheduled at start; after, right away. */
export async function registerDailyJob(job: DailyJob): Promise<void> {
  jobs.dailyJobs.set(job.name, job);
  if (jobs.queue) await scheduleDaily(await jobs.queue, job);
}

/** A frequent job (its worker polls every few seconds, so a minute's wake-up is taken within seconds). */
export const FREQUENT_JOB = { expireInSeconds: 5 * 60, pollingIntervalSeconds: 5 };

/** Adds a job on its own cron (every minute, say) to this process: scheduled at start, or right away if started. */
export async function registerFrequentJob(job: CronJob): Promise<void> {
  (jobs.frequentJobs ??= new Map()).set(job.name, job);
  if (jobs.queue) await scheduleCron(await jobs.queue, job, FREQUENT_JOB);
}

/** Whether this process should run jobs: never while `next build` runs, nor when JOBS_DISABLED=1. */
export function jobsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.JOBS_DISABLED !== '1' && env.NEXT_PHASE !== 'phase-production-build';
}

/**
 * Starts the queue on the app's opened database and schedules the registered daily jobs; null when a shutdown signal
 * came first. It stops before the database closes, whoever closes it: lib/db on SIGINT/SIGTERM (PGlite), or a test.
 */
export function startJobs(handle: DatabaseHandle): Promise<PgBoss | null> {
  watchShutdownSignals();
  if (jobs.shutdownRequested) return Promise.resolve(null);
  if (jobs.queue) return jobs.queue;
  const starting = (async () => {
    const boss = await startQueue(handle);
    for (const job of jobs.dailyJobs.values()) await scheduleDaily(boss, job);
    for (const job of jobs.frequentJobs?.values() ?? []) await scheduleCron(boss, job, FREQUENT_JOB);
    return boss;
  })();
  jobs.queue = starting;
  jobs.stopping = undefined;
  // A failed start is not kept: the next call tries again.
  starting.catch(() => {
    if (jobs.queue === starting) jobs.queue = undefined;
  });
  stopBeforeClosing(handle);
  return starting;
}

/**
 * On SIGINT/SIGTERM, stop the queue. On PostgreSQL nothing else would: pg-boss's timers and connection would keep the
 * process alive after the HTTP server closed (on PGlite, lib/db's handler closes the database, which stops the queue
 * first). Call it before the database opens, so that a stop asked while the server starts is not missed either.
 */
export function watchShutdownSignals(): void {
  if (jobs.signalsWatched) return;
  jobs.signalsWatched = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      jobs.shutdownRequested = true;
      void stopJobs();
      // A listener takes away the signal's default effect: when nobody else listens yet, end the process as it would.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

/** Stops this process's queue, letting a running job finish for a few seconds. Safe to call twice. */
export function stopJobs(): Promise<void> {
  const queue = jobs.queue;
  if (!queue) return jobs.stopping ?? Promise.resolve();
  jobs.queue = undefined;
  jobs.stopping = queue.then(stopQueue, () => undefined);
  return jobs.stopping;
}

function stopBeforeClosing(handle: DatabaseHandle): void {
  if (jobs.closesWrapped.has(handle)) return;
  jobs.closesWrapped.add(handle);
  const close = handle.close.bind(handle);
  // Pollers querying a closed PGlite would fail (and a stop after the close could not mark running jobs failed).
  handle.close = async () => {
    await stopJobs();
    await close();
  };
}
