import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoAccounts } from '@/features/auth/server/seed-demo-accounts';
import { seedDemo } from '@/features/demo/server/seed-demo';
import { DEMO_CLOSING_RUN_ID } from '@/features/demo/server/seed-demo-closing';
import { seedDemoPlan } from '@/features/demo/server/seed-demo-plan';
import { seedDemoSales } from '@/features/demo/server/seed-demo-sales';
import { seedDemoStock } from '@/features/demo/server/seed-demo-stock';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME, seedDemoTour } from '@/features/demo/server/seed-demo-tour';
import { findLedgerMismatches } from '@/features/stock/server/ledger-check';
import { closeDatabase, installDatabase, type Db } from '@/lib/db';
import { eventClosings, events, projects } from '@/lib/db/schema';
import { openTestDatabase } from '../../support/test-app';

let db: Db;
beforeAll(async () => {
  const handle = await openTestDatabase();
  installDatabase(handle);
  db = handle.db;
});
afterAll(() => closeDatabase());

it('closes the past date of a demo database seeded before the closing existed (finished, without its closing record)', async (context) => {
  // PostgreSQL runs share one database between files, which run side by side: seed.test.ts seeds the same demo there,
  // so there is no earlier state to rebuild, and two seeds at once would race. PGlite gives every file its own database.
  if (process.env.TEST_DB_ENGINE === 'postgres') return context.skip();
  if ((await db.select({ id: projects.id }).from(projects).where(eq(projects.name, DEMO_TOUR_NAME))).length) return context.skip();
  const { clientId } = await seedDemoAccounts(db);
  // A database seeded before plans existed got a trial from the billing migration: the demo holds a plan either way.
  await seedDemoPlan(db, clientId);
  await seedDemoTour(db, clientId);
  await seedDemoStock(db, clientId);
  await seedDemoSales(db, clientId);
  // What the earlier seed left: the date marked finished directly, its stands closed, no closing.
  const [tour] = await db.select().from(projects).where(eq(projects.name, DEMO_TOUR_NAME));
  const pastDate = and(eq(events.projectId, tour!.id), eq(events.name, DEMO_PAST_EVENT));
  await db.update(events).set({ status: 'finished' }).where(pastDate);

  await seedDemo(db);
  await seedDemo(db);
  const [lille] = await db.select().from(events).where(pastDate);
  expect(lille!.status).toBe('finished');
  expect((await db.select().from(eventClosings).where(eq(eventClosings.eventId, lille!.id))).map((closing) => closing.runId)).toEqual([DEMO_CLOSING_RUN_ID]);
  expect(await findLedgerMismatches(db, tour!.id)).toEqual([]);
});
