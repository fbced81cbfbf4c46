import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, installDatabase, type DatabaseHandle } from '@/lib/db';
import { scheduledRuns } from '@/lib/db/schema';
import { MONTHLY_INVOICES_RUN, MONTHLY_INVOICING_JOB, registerMonthlyInvoicing, startJobs, stopJobs, type InvoicingPeriod } from '@/lib/jobs';
import { JOB_QUEUE_SCHEMA, startQueue, stopQueue } from '@/lib/jobs/job-queue';
import { monthlyInvoicingJob } from '@/lib/jobs/monthly-invoicing';
import { scheduleDaily, type DailyJob } from '@/lib/jobs/schedule-daily';
import { openTestDatabase } from '../../support/test-app';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  installDatabase(handle);
});
afterAll(() => closeDatabase());

async function tablesOf(schema: string): Promise<string[]> {
  const result = await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = ${schema} order by table_name`);
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

/** Waits until pg-boss has finished each job (whichever instance took it); a deadline only stops a hung test. */
async function waitUntilFinished(boss: PgBoss, queue: string, ids: string[]): Promise<string[]> {
  for (const deadline = Date.now() + 25_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const jobs = await Promise.all(ids.map((id) => boss.getJobById(queue, id)));
    const states = jobs.map((job) => job?.state ?? 'missing');
    if (states.every((state) => state === 'completed' || state === 'failed')) return states;
  }
  throw new Error(`jobs ${ids.join(', ')} still not finished`);
}

describe('the job queue', () => {
  it("installs pg-boss's schema on this engine's database, beside the app's tables", async () => {
    const boss = await startQueue(handle, 'pgboss_install_test');
    try {
      expect(await tablesOf('pgboss_install_test')).toEqual(expect.arrayContaining(['job', 'queue', 'schedule', 'version']));
      expect(await tablesOf('public')).toContain('scheduled_runs');
    } finally {
      await stopQueue(boss);
    }
  });

  it('invoices a month once when two instances each get a wake-up for it', async () => {
    // Each instance its own pg-boss, both on this database, as two app servers would be.
    const schema = 'pgboss_two_instances_test';
    const first = await startQueue(handle, schema);
    const second = await startQueue(handle, schema);
    try {
      const periods: InvoicingPeriod[] = [];
      const work = async (period: InvoicingPeriod) => {
        periods.push(period);
        return { invoicesIssued: 1 };
      };
      // Monday 2 November 2026 (the 1st is a Sunday and All Saints' Day): October's run date.
      const job = monthlyInvoicingJob(work, () => new Date('2026-11-02T06:00:00+01:00'));
      let wakeUps = 0;
      const countedJob: DailyJob = { ...job, run: async () => { wakeUps += 1; await job.run(); } };
      await handle.db.delete(scheduledRuns).where(and(eq(scheduledRuns.name, MONTHLY_INVOICES_RUN), eq(scheduledRuns.period, '2026-10')));

      await scheduleDaily(first, countedJob, { pollingIntervalSeconds: 0.5 });
      await scheduleDaily(second, countedJob, { pollingIntervalSeconds: 0.5 });
      // What the 06:00 tick does on each instance, without waiting for 06:00.
      const ids = [await first.send(job.name, {}), await second.send(job.name, {})] as string[];

      expect(await waitUntilFinished(first, job.name, ids)).toEqual(['completed', 'completed']);
      expect(wakeUps).toBe(2);
      expect(periods).toEqual([{ start: '2026-10-01', end: '2026-10-31' }]);
      expect(await first.getSchedules()).toEqual([expect.objectContaining({ name: MONTHLY_INVOICING_JOB, cron: '0 6 * * *', timezone: 'Europe/Paris' })]);
    } finally {
      await Promise.all([stopQueue(first), stopQueue(second)]);
    }
  });

  it('marks a failed day failed without retrying it at once: the next day retries', async () => {
    const boss = await startQueue(handle, 'pgboss_failure_test');
    try {
      let wakeUps = 0;
      const failing: DailyJob = { name: 'failing-daily-job', at: '06:00', run: async () => { wakeUps += 1; throw new Error('statement renderer down'); } };
      await scheduleDaily(boss, failing, { pollingIntervalSeconds: 0.5 });
      const id = (await boss.send(failing.name, {}))!;
      expect(await waitUntilFinished(boss, failing.name, [id])).toEqual(['failed']);
      const job = await boss.getJobById(failing.name, id);
      expect(job).toMatchObject({ retryCount: 0, output: expect.objectContaining({ message: 'statement renderer down' }) });
      expect(wakeUps).toBe(1);
    } finally {
      await stopQueue(boss);
    }
  });

  it("starts with the app's database, schedules the registered jobs, and stops before the database closes", async () => {
    await registerMonthlyInvoicing(async () => ({ invoicesIssued: 0 }));
    const boss = (await startJobs(handle))!;
    expect(await startJobs(handle)).toBe(boss); // one queue per process
    const schedules = await boss.getSchedules();
    expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: MONTHLY_INVOICING_JOB, timezone: 'Europe/Paris' })]));
    expect(await tablesOf(JOB_QUEUE_SCHEMA)).toContain('schedule');

    const stopped = new Promise((resolve) => boss.once('stopped', resolve));
    await stopJobs();
    await expect(stopped).resolves.toBeUndefined();
    await stopJobs(); // twice is harmless
  });
});
