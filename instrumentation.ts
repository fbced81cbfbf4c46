/**
 * Runs once when the server starts (never during `next build`): opens the database and applies migrations
 * there rather than on the first request, then seeds the demo data when asked, then starts the job queue
 * (lib/jobs; not with JOBS_DISABLED=1), which stops before the database closes.
 * Any failure stops the process: Next would log it and serve anyway, every request then failing on a missing secret
 * or an unreachable database behind a "ready" message.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    if (process.env.SENTRY_DSN) await import('./sentry.server.config');
    const { getAuthSecret } = await import('./lib/auth/secret');
    getAuthSecret(); // a missing production secret stops the start with a clear message
    const { assertPublicOriginConfigured } = await import('./lib/http/request-info');
    assertPublicOriginConfigured();
    const { getDatabase } = await import('./lib/db');
    // One of several server processes on PostgreSQL (scripts/server-processes.mjs): the leader has migrated, seeded
    // and printed the notes, and runs the jobs; this one only opens its own connections.
    if (process.env.MERCH_SERVER_ROLE === 'follower') {
      await getDatabase();
      process.send?.({ merchServer: 'ready' });
      return;
    }
    const { jobsEnabled, startJobs, watchShutdownSignals } = await import('./lib/jobs');
    if (jobsEnabled()) watchShutdownSignals(); // before the database opens: a stop asked meanwhile must not start jobs
    const { seedDemo, shouldSeedDemo } = await import('./features/demo/server/seed-demo');
    const database = await getDatabase();
    const demoSeeded = shouldSeedDemo();
    if (demoSeeded) await seedDemo(database.db);
    const { printStartNotes, startNotes } = await import('./lib/http/start-notes');
    printStartNotes(startNotes({ demoSeeded }));
    if (jobsEnabled()) {
      const { registerMonthlyInvoicing } = await import('./lib/jobs');
      const { produceMonthlyInvoices } = await import('./features/invoices/server/produce-fee-invoices');
      await registerMonthlyInvoicing(produceMonthlyInvoices);
      await registerJournalCheck();
      await registerHoldSweep();
      await registerJournalClosings();
      await startJobs(database);
    }
    // The cluster's primary starts the other server processes now that the database is migrated and seeded.
    process.send?.({ merchServer: 'ready' });
  } catch (error) {
    console.error(`MerchStand cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** Every night, every organisation's journal chains are checked, kept and a break reported (issue #27). */
async function registerJournalCheck(): Promise<void> {
  const { registerDailyJob } = await import('./lib/jobs');
  const { journalCheckJob } = await import('./features/journal/server/journal-check-job');
  await registerDailyJob(journalCheckJob());
}

/** Every minute, the shop orders whose stock hold has ended go back on sale (issue #22), on either engine. */
async function registerHoldSweep(): Promise<void> {
  const { registerFrequentJob } = await import('./lib/jobs');
  const { releaseExpiredHoldsJob } = await import('./features/shops/server/release-expired-holds');
  await registerFrequentJob(releaseExpiredHoldsJob);
}

/** Every morning after the business day ended, the day's closings (Z) of every stand and organisation (issue #27). */
async function registerJournalClosings(): Promise<void> {
  const { registerDailyJob } = await import('./lib/jobs');
  const { journalClosingsJob } = await import('./features/journal/server/close-due-periods');
  await registerDailyJob(journalClosingsJob());
}

export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}
