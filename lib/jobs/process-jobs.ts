import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@/lib/db';
import { startQueue, stopQueue } from './job-queue';
import { scheduleDaily, type DailyJob } from './schedule-daily';

interface ProcessJobs {
  dailyJobs: Map<string, DailyJob>;
  queue?: Promise<PgBoss>;
  stopping?: Promise<void>;
  signalsHooked?: boolean;
}

// One queue per process, on globalThis like the database: the instrumentation hook and the API bundles are separate
// module copies, and a dev reload must not start a second one.
const registry = globalThis as typeof globalThis & { __merchJobs?: ProcessJobs };
const jobs: ProcessJobs = (registry.__merchJobs ??= { dailyJobs: new Map() });

/** Adds a daily job to this process. Registered before start, it is scheduled at start; after, right away. */
export async function registerDailyJob(job: DailyJob): Promise<void> {
  jobs.dailyJobs.set(job.name, job);
  if (jobs.queue) await scheduleDaily(await jobs.queue, job);
}

/** Whether this process should run jobs: never while `next build` runs, nor when JOBS_DISABLED=1. */
export function jobsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.JOBS_DISABLED !== '1' && env.NEXT_PHASE !== 'phase-production-build';
}

/**
 * Starts the queue on the app's opened database and schedules the registered daily jobs. It stops before the
 * database closes, whoever closes it: lib/db on SIGINT/SIGTERM (PGlite), or a test.
 */
export function startJobs(handle: DatabaseHandle): Promise<PgBoss> {
  if (jobs.queue) return jobs.queue;
  const starting = (async () => {
    const boss = await startQueue(handle);
    for (const job of jobs.dailyJobs.values()) await scheduleDaily(boss, job);
    return boss;
  })();
  jobs.queue = starting;
  jobs.stopping = undefined;
  // A failed start is not kept: the next call tries again.
  starting.catch(() => {
    if (jobs.queue === starting) jobs.queue = undefined;
  });
  stopBeforeClosing(handle);
  // On PostgreSQL nothing else stops the process's timers on a signal: pg-boss's would keep it alive after the
  // HTTP server closed. On PGlite lib/db's handler closes the database, which stops the queue first (below).
  if (!jobs.signalsHooked) {
    jobs.signalsHooked = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopJobs());
  }
  return starting;
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
  const close = handle.close.bind(handle);
  // Pollers querying a closed PGlite would fail (and a stop after the close could not mark running jobs failed).
  handle.close = async () => {
    await stopJobs();
    await close();
  };
}
