// Service requests at scale (issue #16), through the real services on a throwaway database: 1,000 requests over 500
// dates, half of them taken through the admins' steps, then the admins' list (all of it, computed urgency, a page at a
// time) and an event's card read again and again, and 20 requests sent at once for one stand. Prints a table.
// Usage: npx tsx bench/service-requests.ts            (embedded PGlite in a temporary folder)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/service-requests.ts
// Knobs: BENCH_EVENTS (500; 5 stands each, one terminal and one stand management request per event).
import { createEvent } from '../features/events/server/create-event';
import { createProject } from '../features/projects/server/create-project';
import { acceptServiceQuote } from '../features/services/server/accept-service-quote';
import { cancelServiceRequest } from '../features/services/server/cancel-service-request';
import { createServiceRequest } from '../features/services/server/create-service-request';
import { listEventServiceRequests, listServiceRequests } from '../features/services/server/list-service-requests';
import { moveServiceRequest } from '../features/services/server/move-service-request';
import { createStand } from '../features/stands/server/create-stand';
import type { Actor } from '../lib/auth/actor';
import { closeDatabase, installDatabase } from '../lib/db';
import { clients, eventPerformances, userRoles, users } from '../lib/db/schema';
import { AppError } from '../lib/errors';
import { openBenchDatabase } from './support/bench-database';
import { ms, percentile, printTable, tally, timed } from './support/figures';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const STANDS_PER_EVENT = 5;
const READS = 30;
const RACERS = 20;
const HOUR = 3_600_000;
const ORIGIN = 'http://bench.local';
const contact = { name: 'Léa Martin', phone: '06 12 34 56 78', email: 'lea@bench.local' };

async function main() {
  // Mails go to the development outbox of a scratch folder, as on a machine without SMTP.
  process.env.DEV_OUTBOX = '1';
  process.env.DATA_DIR ??= (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/bench-services-`);
  const { handle, engine, cleanup } = await openBenchDatabase('bench_services', 10);
  installDatabase(handle);
  const { db } = handle;
  const [client] = await db.insert(clients).values({ name: 'Bench Productions', allowAllFeatures: true }).returning();
  const [user] = await db.insert(users).values({ email: `bench-${Date.now()}@bench.local`, passwordHash: 'x', clientId: client!.id, emailVerifiedAt: new Date() }).returning();
  const [admin] = await db.insert(users).values({ email: `admin-${Date.now()}@bench.local`, passwordHash: 'x', emailVerifiedAt: new Date() }).returning();
  await db.insert(userRoles).values([
    { userId: user!.id, role: 'client' },
    { userId: admin!.id, role: 'admin' },
  ]);
  const manager: Actor = { userId: user!.id, role: 'client', roles: ['client'], clientId: client!.id };
  const platform: Actor = { userId: admin!.id, role: 'admin', roles: ['admin'], clientId: null };

  const project = await createProject(manager, { name: 'Bench tour', hasZones: false });
  const dates: { id: string; standIds: string[] }[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    const event = await createEvent(manager, { projectId: project.id, name: `Date ${index}`, addressLine1: '1 rue de la Paix', postcode: '69007', city: 'Lyon', country: 'FR' });
    await db.insert(eventPerformances).values({ eventId: event.id, startsAt: new Date(Date.now() + (20 + index) * 24 * HOUR) });
    const standIds: string[] = [];
    for (let stand = 0; stand < STANDS_PER_EVENT; stand += 1) {
      standIds.push((await createStand(manager, { eventId: event.id, name: `Stand ${stand}`, isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: [] })).id);
    }
    dates.push({ id: event.id, standIds });
  }

  const createTimes: number[] = [];
  const stepTimes: number[] = [];
  for (const [index, date] of dates.entries()) {
    const terminal = await timed(createTimes, () =>
      createServiceRequest(manager, date.id, { kind: 'terminal', stands: date.standIds.slice(0, 3).map((standId) => ({ standId, quantity: 2 })), contact, delivery: { addressLine1: '1 rue de la Paix', postcode: '69007', city: 'Lyon', country: 'FR' } }, ORIGIN),
    );
    const stand = await timed(createTimes, () => createServiceRequest(manager, date.id, { kind: 'standManagement', standIds: date.standIds.slice(3), contact, acceptTerms: true }, ORIGIN));
    if (index % 2) continue;
    await timed(stepTimes, () => moveServiceRequest(platform, terminal.id, { status: 'acknowledged' }, ORIGIN));
    await timed(stepTimes, () => moveServiceRequest(platform, terminal.id, { status: 'shipped', readers: [{ standId: date.standIds[0]!, readerId: `tmr_${index}` }] }, ORIGIN));
    await timed(stepTimes, () => moveServiceRequest(platform, stand.id, { status: 'acknowledged', quoteAmount: 90_000 }, ORIGIN));
    if (index % 4) {
      await timed(stepTimes, () => acceptServiceQuote(manager, stand.id, { expectedQuoteAmount: 90_000 }));
      await timed(stepTimes, () => moveServiceRequest(platform, stand.id, { status: 'confirmed' }, ORIGIN));
    }
    else await timed(stepTimes, () => cancelServiceRequest(manager, stand.id, { expectedFee: 0 }, ORIGIN));
  }

  const openTimes: number[] = [];
  const allTimes: number[] = [];
  const cardTimes: number[] = [];
  let open = await listServiceRequests(platform, { status: 'open', page: 1, limit: 50 });
  for (let read = 0; read < READS; read += 1) open = await timed(openTimes, () => listServiceRequests(platform, { status: 'open', page: 1, limit: 50 }));
  for (let read = 0; read < READS; read += 1) await timed(allTimes, () => listServiceRequests(platform, { page: 5, limit: 50 }));
  for (let read = 0; read < READS; read += 1) await timed(cardTimes, () => listEventServiceRequests(manager, dates[read % dates.length]!.id));

  // One stand, 20 requests at once: the event's lock lets one through, the others see it.
  const raceEvent = dates.at(-1)!;
  const outcomes = await Promise.all(
    Array.from({ length: RACERS }, () =>
      createServiceRequest(manager, raceEvent.id, { kind: 'terminal', stands: [{ standId: raceEvent.standIds[4]!, quantity: 1 }], contact, delivery: { addressLine1: '1 rue de la Paix', postcode: '69007', city: 'Lyon', country: 'FR' } }, ORIGIN).then(
        () => '201',
        (error: unknown) => (error instanceof AppError ? `${error.status} ${error.errorCode}` : 'crash'),
      ),
    ),
  );
  const racers = tally(outcomes);

  const row = (what: string, samples: number[]) => [what, String(samples.length), ms(percentile(samples, 50)), ms(percentile(samples, 95)), ms(Math.max(...samples))];
  console.log(`Service requests on ${engine}: ${EVENTS} dates × ${STANDS_PER_EVENT} stands, ${createTimes.length} requests, ${open.meta.total} still open\n`);
  printTable(
    ['operation', 'runs', 'p50 ms', 'p95 ms', 'max ms'],
    [
      row('create a request (event lock, stand check, mails)', createTimes),
      row('an admin step (lock, rules, readers, mail)', stepTimes),
      row(`admins' list, open ones, page 1 of ${Math.ceil(open.meta.total / 50)}`, openTimes),
      row(`admins' list, every request, page 5`, allTimes),
      row("an event's services card", cardTimes),
    ],
    [1, 2, 3, 4],
  );
  console.log(`\n${RACERS} requests at once for one stand: ${Object.entries(racers).map(([outcome, count]) => `${count} × ${outcome}`).join(', ')}`);

  await closeDatabase();
  await cleanup();
  if (racers['201'] !== 1) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
