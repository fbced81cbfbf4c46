import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { eventPerformances, eventRooms, events, inventories, projectClients, projects, projectSellers, standSellers, stands, type projectClientRole } from '@/lib/db/schema';
import { createUser, tokenFor, type TestUser } from './factories';

/*
 * Factories for tours (projects), their team, sellers, events and stands, written straight to the database so that
 * a test sets up in milliseconds and does not depend on the endpoints it is not testing. They keep the product's
 * invariants: a tour has its owner as admin and a warehouse, a stand has its own inventory.
 */

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

export type TourRole = (typeof projectClientRole.enumValues)[number];

/** A signed-in user and their bearer token. */
export interface Signed {
  user: TestUser;
  token: string;
}

/** A manager (client role) of a new organisation. */
export async function createManager(db: Db): Promise<Signed> {
  const user = await createUser(db, { roles: ['client'] });
  return { user, token: await tokenFor(db, user) };
}

export async function createPlatformAdmin(db: Db): Promise<Signed> {
  const user = await createUser(db, { roles: ['admin'] });
  return { user, token: await tokenFor(db, user) };
}

/** A tour owned by the manager's organisation (its admin), with its warehouse. */
export async function createTour(db: Db, owner: Signed, overrides: Partial<typeof projects.$inferInsert> = {}): Promise<typeof projects.$inferSelect> {
  const clientId = owner.user.clientId!;
  const [project] = await db
    .insert(projects)
    .values({ ownerClientId: clientId, name: `Tournée ${randomUUID().slice(0, 8)}`, createdBy: owner.user.id, ...overrides })
    .returning();
  await db.insert(projectClients).values({ projectId: project!.id, clientId, role: 'admin' });
  await db.insert(inventories).values({ projectId: project!.id, kind: 'warehouse', name: 'Entrepôt' });
  return project!;
}

/** A manager of another organisation that has joined the tour's team with the given role. */
export async function createTeamMember(db: Db, projectId: string, role: TourRole): Promise<Signed> {
  const member = await createManager(db);
  await db.insert(projectClients).values({ projectId, clientId: member.user.clientId!, role });
  return member;
}

/** A user with the seller role (and no organisation), working on the given tours. */
export async function createSeller(db: Db, projectIds: string[] = []): Promise<Signed> {
  const user = await createUser(db, { roles: ['seller'], clientId: null });
  for (const projectId of projectIds) await db.insert(projectSellers).values({ projectId, userId: user.id });
  return { user, token: await tokenFor(db, user) };
}

export async function archiveTour(db: Db, projectId: string): Promise<void> {
  await db.update(projects).set({ status: 'archived' }).where(eq(projects.id, projectId));
}

export interface EventOptions {
  /** Room names. */
  rooms?: string[];
  /** Paris wall-clock times "YYYY-MM-DDTHH:mm", with the name of one of `rooms` or none. */
  performances?: Array<{ startsAt: string; room?: string }>;
}

/** An event of the tour (pending, details only unless told otherwise). */
export async function createEvent(db: Db, projectId: string, overrides: Partial<typeof events.$inferInsert> = {}, options: EventOptions = {}): Promise<typeof events.$inferSelect> {
  const [event] = await db
    .insert(events)
    .values({ projectId, name: `Concert ${randomUUID().slice(0, 8)}`, venueName: 'Le Zénith', city: 'Paris', postcode: '75019', country: 'FR', ...overrides })
    .returning();
  const roomIds = new Map<string, string>();
  for (const name of options.rooms ?? []) {
    const [room] = await db.insert(eventRooms).values({ eventId: event!.id, name }).returning();
    roomIds.set(name, room!.id);
  }
  for (const performance of options.performances ?? []) {
    const startsAt = fromParisLocal(performance.startsAt);
    if (!startsAt) throw new Error(`Not a Paris time: ${performance.startsAt}`);
    await db.insert(eventPerformances).values({ eventId: event!.id, roomId: performance.room ? roomIds.get(performance.room)! : null, startsAt });
  }
  return event!;
}

/** A stand of the event with its own inventory, and the given sellers assigned. */
export async function createStand(
  db: Db,
  event: { id: string; projectId: string },
  overrides: Partial<Omit<typeof stands.$inferInsert, 'eventId' | 'inventoryId'>> = {},
  sellerIds: string[] = [],
): Promise<typeof stands.$inferSelect> {
  const name = overrides.name ?? `Stand ${randomUUID().slice(0, 8)}`;
  const [inventory] = await db.insert(inventories).values({ projectId: event.projectId, kind: 'stand', name }).returning();
  const [stand] = await db
    .insert(stands)
    .values({ ...overrides, name, eventId: event.id, inventoryId: inventory!.id })
    .returning();
  if (sellerIds.length) await db.insert(standSellers).values(sellerIds.map((userId) => ({ standId: stand!.id, userId })));
  return stand!;
}

/**
 * The usual cast: a tour owned by a manager, one event in it with a performance and a stand where a seller of the
 * tour works. Tests add what they need around it.
 */
export async function createTourWithEvent(db: Db, eventOverrides: Partial<typeof events.$inferInsert> = {}) {
  const manager = await createManager(db);
  const tour = await createTour(db, manager);
  const seller = await createSeller(db, [tour.id]);
  const event = await createEvent(db, tour.id, eventOverrides, { rooms: ['Grande salle'], performances: [{ startsAt: '2026-07-14T20:30', room: 'Grande salle' }] });
  const stand = await createStand(db, event, { name: 'Hall' }, [seller.user.id]);
  return { manager, tour, seller, event, stand };
}

/**
 * Makes the database refuse the inserts into `table` whose new row matches `condition` (SQL on NEW), until the
 * returned function is called: how a test reaches the answers given when one part of a multi-part write fails.
 * Keep the condition specific to the test's own rows: on PostgreSQL the test files share one database.
 */
export async function refuseInserts(db: Db, table: string, condition: string): Promise<() => Promise<void>> {
  const name = `refuse_${randomUUID().replace(/-/g, '')}`;
  await db.execute(sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${condition} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`));
  await db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
