import { getDb, type Db } from '@/lib/db';
import type { DailyJob } from '@/lib/jobs/schedule-daily';
import { checkAndRecordJournal } from './check-and-record-journal';

/** The pg-boss queue of the daily check (docs/journal.md, "Checks"; docs/operations.md, "Scheduled jobs"). */
export const JOURNAL_CHECK_JOB = 'journal-check';

/**
 * Every organisation's chains checked each night, at 04:00 Paris time: after the evening's shows and their offline
 * batches, before the monthly invoicing at 06:00. A second run the same day (a retry by hand) only adds a check row.
 * `database` is there for tests that run the job on their own database.
 */
export function journalCheckJob(database: () => Promise<Db> = getDb): DailyJob {
  return {
    name: JOURNAL_CHECK_JOB,
    at: '04:00',
    run: async () => {
      await checkAndRecordJournal(await database(), 'job');
    },
  };
}
