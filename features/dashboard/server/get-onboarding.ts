import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, inventoryLevels, orders, products, projectClients, projects, stands } from '@/lib/db/schema';
import type { OnboardingView } from '../types';

const none: OnboardingView = { projectId: null, eventId: null, standId: null, standInventoryId: null, hasProducts: false, hasStockAtStand: false, hasSale: false };

/**
 * Where a new organiser stands on the way to a first sale (issue #25): the latest active tour their organisation
 * runs (owner or manager of it; a viewer's place is no step of theirs), its latest open date and that date's first
 * stand, whether the tour has products and the stand stock, and whether the organisation ever sold at a stand.
 * Three small reads (the tour, its date's stand, a sale): the dashboard's home makes this call on every visit.
 */
export async function getOnboarding(actor: Actor): Promise<OnboardingView> {
  if (!actor.clientId) return none;
  const db = await getDb();
  const runs = db
    .select({ id: projectClients.projectId })
    .from(projectClients)
    .where(and(eq(projectClients.clientId, actor.clientId), inArray(projectClients.role, ['admin', 'projectManager'])));
  const latestEvent = sql<string | null>`(select ${events.id} from ${events} where ${events.projectId} = ${projects.id} and ${events.status} in ('pending', 'inProgress') order by ${events.createdAt} desc limit 1)`;
  const [tour] = await db
    .select({
      projectId: projects.id,
      eventId: latestEvent,
      hasProducts: sql<boolean>`exists (select 1 from ${products} where ${products.projectId} = ${projects.id})`,
    })
    .from(projects)
    .where(and(eq(projects.status, 'active'), inArray(projects.id, runs)))
    .orderBy(desc(projects.createdAt))
    .limit(1);
  const [stand] = tour?.eventId
    ? await db
        .select({
          standId: stands.id,
          inventoryId: stands.inventoryId,
          hasStock: sql<boolean>`exists (select 1 from ${inventoryLevels} where ${inventoryLevels.inventoryId} = ${stands.inventoryId} and ${inventoryLevels.available} > 0)`,
        })
        .from(stands)
        .where(eq(stands.eventId, tour.eventId))
        .orderBy(stands.createdAt)
        .limit(1)
    : [];
  const [sale] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, actor.clientId), eq(orders.channel, 'event'), eq(orders.status, 'finished')))
    .limit(1);
  return {
    projectId: tour?.projectId ?? null,
    eventId: tour?.eventId ?? null,
    standId: stand?.standId ?? null,
    standInventoryId: stand?.inventoryId ?? null,
    hasProducts: Boolean(tour?.hasProducts),
    hasStockAtStand: Boolean(stand?.hasStock),
    hasSale: Boolean(sale),
  };
}
