import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import type { DailyJob } from '@/lib/jobs/schedule-daily';
import { journalHeads } from '@/lib/db/schema';
import { selectRows } from '@/lib/db/select-rows';
import { archiveSigningAvailable, signingKeyOf } from '@/lib/journal/signing-key';
import { reportError } from '@/lib/monitoring/report-error';
import { businessDayEnd, businessDayOf, dayBefore } from '../business-day';
import { periodKeyOf, type ClosingPeriod } from '../closing-model';
import { archivePeriod } from './archive-period';
import type { ArchivePeriod } from './build-archive';
import { closePeriod } from './close-period';

export const JOURNAL_CLOSINGS_JOB = 'journal-closings';

export interface DueClosings {
  day: string;
  days: number;
  months: number;
  years: number;
  /** Archives made of the month or year just closed. */
  archives: number;
}

/**
 * The nightly closings (issue #27): after the business day ended (06:00 Paris), the day of every stand that recorded
 * something since its last closing, then the organisation's day; on the first day of a month, the month just ended
 * (for every scope that closed days in it); on the first of January, the year. Each closing is its own transaction:
 * one organisation's failure does not stop the others', and the next night catches up what is left.
 */
export async function closeDuePeriods(now: Date = new Date(), db?: Executor, only?: { clientIds: string[] }): Promise<DueClosings> {
  const database = db ?? (await getDb());
  const day = dayBefore(businessDayOf(now));
  const end = businessDayEnd(day);
  const done: DueClosings = { day, days: 0, months: 0, years: 0, archives: 0 };
  // `only`: the organisations a test plays the night for (others share its database).
  const organisations = await database
    .selectDistinct({ clientId: journalHeads.clientId })
    .from(journalHeads)
    .where(and(eq(journalHeads.chain, 'sales'), only ? inArray(journalHeads.clientId, only.clientIds) : undefined));
  for (const { clientId } of organisations) {
    const close = async (standId: string | null, eventId: string | null, period: ClosingPeriod, key: string) => {
      const { created } = await database.transaction((tx) => closePeriod(tx, { clientId, standId, eventId, period, key, userId: null, recordedBefore: period === 'day' ? end : undefined }));
      if (created) done[`${period}s`] += 1;
    };
    for (const scope of await scopesWithNewRecords(database, clientId, end)) await close(scope.standId, scope.eventId, 'day', day);
    const month = periodKeyOf('month', dayBefore(`${periodKeyOf('month', businessDayOf(now))}-01`));
    const months = await scopesWithClosings(database, clientId, 'day', month);
    for (const standId of months) await close(standId, null, 'month', month);
    const year = String(Number(periodKeyOf('year', businessDayOf(now))) - 1);
    const years = await scopesWithClosings(database, clientId, 'month', year);
    for (const standId of years) await close(standId, null, 'year', year);
    // Archived once the organisation's closing is there; asked every night, so a failed archive is made the next.
    // Without a signing key in a real deployment (announced at start-up) the closings go on, and no archive is tried.
    if (!archiveSigningAvailable()) continue;
    if (months.includes(null)) done.archives += await archiveQuietly(database, clientId, 'month', month);
    if (years.includes(null)) done.archives += await archiveQuietly(database, clientId, 'year', year);
  }
  return done;
}

/** 1 when the archive was made now; a failure is reported and leaves the other organisations' to be made. */
async function archiveQuietly(db: Executor, clientId: string, period: ArchivePeriod, key: string): Promise<number> {
  try {
    const { created } = await archivePeriod(db, clientId, period, key, signingKeyOf());
    return created ? 1 : 0;
  } catch (error) {
    await reportError(error, { job: JOURNAL_CLOSINGS_JOB, clientId, period, key });
    return 0;
  }
}

/** Woken at 06:15 Paris, just after the business day ended. `clock` is there for tests that play a given night. */
export function journalClosingsJob(clock: () => Date = () => new Date()): DailyJob {
  return {
    name: JOURNAL_CLOSINGS_JOB,
    at: '06:15',
    run: async () => {
      await closeDuePeriods(clock());
    },
  };
}

/**
 * The stands (and the organisation, standId null) whose records made before `end` are not in a day closing yet: the
 * records after each scope's last day closing. One pass over the organisation's chain.
 */
async function scopesWithNewRecords(db: Executor, clientId: string, end: Date): Promise<{ standId: string | null; eventId: string | null }[]> {
  const rows = await selectRows<{ stand_id: string | null; event_id: string | null }>(db, sql`
    with closed as (
      select content ->> 'standId' as stand_id, max((content ->> 'lastSequence')::bigint) as last
      from journal_records
      where client_id = ${clientId} and chain = 'sales' and kind = 'closing' and content ->> 'period' = 'day'
      group by 1
    ), pending as (
      select record.content ->> 'standId' as stand_id, record.content ->> 'eventId' as event_id, record.sequence
      from journal_records record
      where record.client_id = ${clientId} and record.chain = 'sales' and record.kind <> 'closing' and record.recorded_at < ${end.toISOString()}
    )
    select pending.stand_id, max(pending.event_id) as event_id
    from pending left join closed on closed.stand_id is not distinct from pending.stand_id
    where pending.stand_id is not null and pending.sequence > coalesce(closed.last, 0)
    group by pending.stand_id
    union all
    select null, null
    where exists (
      select 1 from pending
      where pending.sequence > coalesce((select last from closed where closed.stand_id is null), 0)
    )`);
  // Stands first, the organisation last: its day is closed once its stands' are.
  return rows.map((row) => ({ standId: row.stand_id, eventId: row.event_id })).sort((a, b) => Number(a.standId === null) - Number(b.standId === null));
}

/** The scopes (stand ids, null for the organisation) that closed `childPeriod`s within the period `key`. */
async function scopesWithClosings(db: Executor, clientId: string, childPeriod: 'day' | 'month', key: string): Promise<(string | null)[]> {
  const rows = await selectRows<{ stand_id: string | null }>(db, sql`
    select distinct content ->> 'standId' as stand_id from journal_records
    where client_id = ${clientId} and chain = 'sales' and kind = 'closing'
      and content ->> 'period' = ${childPeriod} and content ->> 'key' like ${`${key}-%`}`);
  return rows.map((row) => row.stand_id).sort((a, b) => Number(a === null) - Number(b === null));
}
