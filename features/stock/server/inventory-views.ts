import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { eventPerformances, events, inventories, shops, stands } from '@/lib/db/schema';
import type { InventoryView } from '../types';
import type { InventoryRow } from './stock-access';

/** Warehouse first, then zones, stands (by their event's date, then name) and shops: the order every stock screen uses. */
const kindRank = sql`case ${inventories.kind} when 'warehouse' then 0 when 'zone' then 1 when 'stand' then 2 else 3 end`;
/**
 * A stand's event's first performance: the stands come in the order of the tour's dates (as the event list does), not
 * in the order their events were created, which put a date added late after the dates that follow it. Events
 * without a performance yet come after the dated ones, by creation.
 */
const eventDate = sql`(select min(${eventPerformances.startsAt}) from ${eventPerformances} where ${eventPerformances.eventId} = ${events.id})`;

/** The inventories with their stand and event (a shop's too: its date), a stand's inventory named after its stand. */
export async function inventoryViews(db: Executor, where: ReturnType<typeof eq> | undefined): Promise<InventoryView[]> {
  const rows = await db
    .select({ inventory: inventories, standId: stands.id, standName: stands.name, eventId: events.id, eventName: events.name })
    .from(inventories)
    .leftJoin(stands, eq(stands.inventoryId, inventories.id))
    .leftJoin(shops, eq(shops.inventoryId, inventories.id))
    .leftJoin(events, or(eq(events.id, stands.eventId), eq(events.id, shops.eventId)))
    .where(where)
    .orderBy(asc(kindRank), sql`${eventDate} asc nulls last`, asc(events.createdAt), asc(sql`lower(coalesce(${stands.name}, ${inventories.name}))`), asc(inventories.id));
  return rows.map((row) => toInventoryView(row.inventory, row));
}

export function toInventoryView(inventory: InventoryRow, stand: { standId: string | null; standName: string | null; eventId: string | null; eventName: string | null }): InventoryView {
  return {
    id: inventory.id,
    projectId: inventory.projectId,
    kind: inventory.kind,
    name: stand.standName ?? inventory.name,
    standId: stand.standId,
    eventId: stand.eventId,
    eventName: stand.eventName,
  };
}

/** id → view, for lists that name the inventories of their rows. */
export async function inventoryViewsById(db: Executor, ids: string[]): Promise<Map<string, InventoryView>> {
  if (!ids.length) return new Map();
  const views = await inventoryViews(db, inArray(inventories.id, [...new Set(ids)]));
  return new Map(views.map((view) => [view.id, view]));
}
