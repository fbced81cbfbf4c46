import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { events, projectSellers, standSellers, stands, users } from '@/lib/db/schema';
import type { StandSellerView, StandView } from '../types';
import type { StandRow } from './stand-access';

/** The sellers of each stand, among the tour's current sellers (someone removed from the tour no longer shows). */
async function sellersOf(db: Executor, standIds: string[]): Promise<Map<string, StandSellerView[]>> {
  const rows = await db
    .select({ standId: standSellers.standId, id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(standSellers)
    .innerJoin(users, eq(users.id, standSellers.userId))
    .innerJoin(stands, eq(stands.id, standSellers.standId))
    .innerJoin(events, eq(events.id, stands.eventId))
    .innerJoin(projectSellers, and(eq(projectSellers.projectId, events.projectId), eq(projectSellers.userId, standSellers.userId)))
    .where(inArray(standSellers.standId, standIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const byStand = new Map<string, StandSellerView[]>();
  for (const { standId, ...seller } of rows) byStand.set(standId, [...(byStand.get(standId) ?? []), seller]);
  return byStand;
}

/** An allow-list of the fields the API shows. */
export async function toStandViews(db: Executor, rows: StandRow[]): Promise<StandView[]> {
  if (!rows.length) return [];
  const sellers = await sellersOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    inventoryId: row.inventoryId,
    isCashCompatible: row.isCashCompatible,
    changeFund: row.changeFund,
    cardReaderId: row.cardReaderId,
    status: row.status,
    sellers: sellers.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toStandView(db: Executor, row: StandRow): Promise<StandView> {
  const [view] = await toStandViews(db, [row]);
  return view!;
}
