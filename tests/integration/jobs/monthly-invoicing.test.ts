import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, installDatabase, type Db } from '@/lib/db';
import { scheduledRuns } from '@/lib/db/schema';
import { checkMonthlyInvoicing, MONTHLY_INVOICES_RUN, type InvoicingPeriod } from '@/lib/jobs';
import { openTestDatabase } from '../../support/test-app';

let db: Db;
beforeAll(async () => {
  const handle = await openTestDatabase();
  installDatabase(handle);
  db = handle.db;
});
afterAll(() => closeDatabase());

// The periods this file invoices (the queue test uses 2026-10): cleared so a PostgreSQL database reused by an earlier
// run starts clean. PGlite gives every file a fresh database.
const periods = ['2026-02', '2026-03', '2026-12'];
beforeEach(async () => {
  await db.delete(scheduledRuns).where(and(eq(scheduledRuns.name, MONTHLY_INVOICES_RUN), inArray(scheduledRuns.period, periods)));
});

function invoicingWork() {
  const work = async (period: InvoicingPeriod) => {
    work.periods.push(period);
    await new Promise((resolve) => setImmediate(resolve));
    return { invoicesIssued: 4 };
  };
  work.periods = [] as InvoicingPeriod[];
  return work;
}

describe('checkMonthlyInvoicing', () => {
  it('waits for the run date: 1 March 2026 is a Sunday, so February is invoiced on Monday the 2nd, Paris time', async () => {
    const work = invoicingWork();
    expect(await checkMonthlyInvoicing(work, new Date('2026-03-01T06:00:00+01:00'))).toEqual({ ran: false });
    // 23:30 on Sunday in Paris: nothing yet.
    expect(await checkMonthlyInvoicing(work, new Date('2026-03-01T22:30:00Z'))).toEqual({ ran: false });
    expect(work.periods).toEqual([]);

    // 00:30 on Monday in Paris is still Sunday in UTC: Paris decides.
    const run = await checkMonthlyInvoicing(work, new Date('2026-03-01T23:30:00Z'));
    expect(run).toMatchObject({ ran: true, outcome: { status: 'succeeded', result: { invoicesIssued: 4 } } });
    expect(work.periods).toEqual([{ start: '2026-02-01', end: '2026-02-28' }]);
  });

  it('invoices the month once when two checks wake on the run date together', async () => {
    const work = invoicingWork();
    const monday = new Date('2026-03-02T06:00:00+01:00');
    const runs = await Promise.all([checkMonthlyInvoicing(work, monday), checkMonthlyInvoicing(work, monday)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(work.periods).toHaveLength(1);
    // The days after find the month done.
    expect(await checkMonthlyInvoicing(work, new Date('2026-03-03T06:00:00+01:00'))).toEqual({ ran: false });
    expect(await checkMonthlyInvoicing(work, new Date('2026-03-31T06:00:00+02:00'))).toEqual({ ran: false });
    expect(work.periods).toHaveLength(1);
  });

  it('invoices the next month again when its run date comes', async () => {
    const work = invoicingWork();
    await checkMonthlyInvoicing(work, new Date('2026-03-02T06:00:00+01:00'));
    // Wednesday 1 April 2026 is a business day: March is invoiced on the 1st.
    expect(await checkMonthlyInvoicing(work, new Date('2026-04-01T06:00:00+02:00'))).toMatchObject({ ran: true });
    expect(work.periods).toEqual([
      { start: '2026-02-01', end: '2026-02-28' },
      { start: '2026-03-01', end: '2026-03-31' },
    ]);
  });

  it('invoices December in January of the next year, after 1 January and the weekend', async () => {
    const work = invoicingWork();
    // 1 January 2027 is a Friday and a holiday: the run date is Monday the 4th.
    expect(await checkMonthlyInvoicing(work, new Date('2027-01-02T06:00:00+01:00'))).toEqual({ ran: false });
    expect(await checkMonthlyInvoicing(work, new Date('2027-01-04T06:00:00+01:00'))).toMatchObject({ ran: true });
    expect(work.periods).toEqual([{ start: '2026-12-01', end: '2026-12-31' }]);
  });

  it('catches up a run date the servers missed on a later day of the month', async () => {
    const work = invoicingWork();
    expect(await checkMonthlyInvoicing(work, new Date('2026-03-10T06:00:00+01:00'))).toMatchObject({ ran: true });
    expect(work.periods).toEqual([{ start: '2026-02-01', end: '2026-02-28' }]);
  });
});
