import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, installDatabase, type Db } from '@/lib/db';
import { scheduledRuns } from '@/lib/db/schema';
import { runOncePerPeriod } from '@/lib/jobs';
import { openTestDatabase } from '../../support/test-app';

let db: Db;
beforeAll(async () => {
  const handle = await openTestDatabase();
  installDatabase(handle);
  db = handle.db;
});
afterAll(() => closeDatabase());

// PostgreSQL runs share one database between files: every test claims runs under a name of its own.
const uniqueName = () => `test-run-${randomUUID()}`;

async function runRow(name: string, period: string) {
  const [row] = await db.select().from(scheduledRuns).where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.period, period)));
  return row;
}

/** A work that counts its calls and yields to the event loop, so concurrent callers really overlap. */
function countingWork(result: Record<string, unknown> = { invoices: 3 }) {
  const work = async () => {
    work.calls += 1;
    await new Promise((resolve) => setImmediate(resolve));
    return result;
  };
  work.calls = 0;
  return work;
}

describe('runOncePerPeriod', () => {
  it('runs the work once when several callers ask for the same period at the same time', async () => {
    const name = uniqueName();
    const work = countingWork();
    const runs = await Promise.all(Array.from({ length: 5 }, () => runOncePerPeriod(name, '2026-02', work)));
    expect(work.calls).toBe(1);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(await runRow(name, '2026-02')).toMatchObject({
      finishedAt: expect.any(Date),
      outcome: { status: 'succeeded', attempt: 1, result: { invoices: 3 } },
    });
  });

  it('never repeats a run that succeeded, and runs the next period', async () => {
    const name = uniqueName();
    const work = countingWork();
    expect(await runOncePerPeriod(name, '2026-02', work)).toMatchObject({ ran: true });
    expect(await runOncePerPeriod(name, '2026-02', work)).toEqual({ ran: false });
    expect(await runOncePerPeriod(name, '2026-03', work)).toMatchObject({ ran: true });
    expect(work.calls).toBe(2);
  });

  it('keeps the error of a failed run for the admins, and lets the next caller (only one) retry it', async () => {
    const name = uniqueName();
    await expect(runOncePerPeriod(name, '2026-02', () => Promise.reject(new Error('PDF renderer unavailable')))).rejects.toThrow('PDF renderer unavailable');
    expect(await runRow(name, '2026-02')).toMatchObject({
      finishedAt: expect.any(Date),
      outcome: { status: 'failed', attempt: 1, error: 'PDF renderer unavailable' },
    });

    const work = countingWork({ invoices: 2 });
    const retries = await Promise.all([runOncePerPeriod(name, '2026-02', work), runOncePerPeriod(name, '2026-02', work)]);
    expect(work.calls).toBe(1);
    expect(retries.filter((run) => run.ran)).toHaveLength(1);
    expect((await runRow(name, '2026-02'))!.outcome).toEqual({ status: 'succeeded', attempt: 2, result: { invoices: 2 } });
  });

  it('leaves a running claim alone, and takes over one abandoned by a process that died', async () => {
    const name = uniqueName();
    await db.insert(scheduledRuns).values({ name, period: '2026-02', outcome: { status: 'running', attempt: 1 } });
    const work = countingWork();
    expect(await runOncePerPeriod(name, '2026-02', work)).toEqual({ ran: false });

    await db
      .update(scheduledRuns)
      .set({ startedAt: sql`now() - interval '13 hours'` })
      .where(and(eq(scheduledRuns.name, name), eq(scheduledRuns.period, '2026-02')));
    expect(await runOncePerPeriod(name, '2026-02', work)).toMatchObject({ ran: true, outcome: { status: 'succeeded', attempt: 2 } });
    expect(work.calls).toBe(1);
  });
});
