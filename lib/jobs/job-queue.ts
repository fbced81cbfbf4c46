import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@/lib/db';
import { reportError } from '@/lib/monitoring/report-error';
import { queueDatabase } from './queue-database';

/** The PostgreSQL schema pg-boss keeps its tables in, beside the app's (docs/operations.md, "Scheduled jobs"). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** How long a stop waits for a running job before pg-boss marks it failed (a container gets ~10 s after SIGTERM). */
const STOP_TIMEOUT_MS = 8_000;

/**
 * A started pg-boss on the app's database: installs or upgrades its schema, then runs its maintenance and its
 * clock (the cron schedules). Tests start several on one database, as several app instances would.
 */
export async function startQueue(handle: DatabaseHandle, schema = JOB_QUEUE_SCHEMA): Promise<PgBoss> {
  const boss = new PgBoss({ db: queueDatabase(handle), schema });
  // An EventEmitter without an 'error' listener throws: a failed poll would take the server down.
  boss.on('error', (error) => void reportError(error, { where: 'job-queue' }));
  await boss.start();
  return boss;
}

export async function stopQueue(boss: PgBoss): Promise<void> {
  // close: false because the connection is the app's, which lib/db closes after us.
  await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
}
