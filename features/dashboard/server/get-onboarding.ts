import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor } from '@/lib/db';
import { events, inventoryLevels, orders, products, projectClients, projects, stands } from '@/lib/db/schema';
import type { OnboardingView } from '../types';

const none: OnboardingView = { projectId: null, eventId: null, standId: null, standInventoryId: null, hasProducts: false, hasStockAtStand: false, hasSale: false };

/** Whether the query finds a row at all. */
async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** The latest active tour the organisation runs (owner or manager of it), its latest open date, that date's first stand. */
async function latestSetup(db: Executor, clientId: string) {
  const runs = db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(and(eq(projectClients.clientId, clientId), inArray(projectClients.role, ['admin', 'projectManager'])));
  const [tour] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.status, 'active'), inArray(projects.id, runs))).orderBy(desc(projects.createdAt)).limit(1);
  if (!tour) return null;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.projectId, tour.id), inArray(events.status, ['pending', 'inProgress'])))
    .orderBy(desc(events.createdAt))
    .limit(1);
  const [stand] = event ? await db.select({ id: stands.id, inventoryId: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id)).orderBy(stands.createdAt).limit(1) : [];
  return { projectId: tour.id, eventId: event?.id ?? null, stand: stand ?? null };
}

/**
 * Where a new organiser stands on the way to a first sale (issue #25): the latest active tour their organisation runs
 * (a viewer's place in another's tour is no step of theirs), its latest open date and that date's first stand,
 * whether the tour has products and the stand stock, and whether the organisation ever sold at a stand. A few small
 * reads by key: the dashboard's home makes this call on every visit.
 */
export async function getOnboarding(actor: Actor): Promise<OnboardingView> {
  if (!actor.clientId) return none;
  const db = await getDb();
  const clientId = actor.clientId;
  const [setup, hasSale] = await Promise.all([
    latestSetup(db, clientId),
    exists(db.select({ id: orders.id }).from(orders).where(and(eq(orders.clientId, clientId), eq(orders.channel, 'event'), eq(orders.status, 'finished'))).limit(1)),
  ]);
  if (!setup) return { ...none, hasSale };
  const { projectId, eventId, stand } = setup;
  const [hasProducts, hasStockAtStand] = await Promise.all([
    exists(db.select({ id: products.id }).from(products).where(eq(products.projectId, projectId)).limit(1)),
    stand ? exists(db.select({ id: inventoryLevels.id }).from(inventoryLevels).where(and(eq(inventoryLevels.inventoryId, stand.inventoryId), gt(inventoryLevels.available, 0))).limit(1)) : false,
  ]);
  return { projectId, eventId, standId: stand?.id ?? null, standInventoryId: stand?.inventoryId ?? null, hasProducts, hasStockAtStand, hasSale };
}
