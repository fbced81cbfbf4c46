import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventRow } from '@/features/events/server/event-access';
import { readTogether, type Executor } from '@/lib/db';
import { cashDetails, clients, closingRuns, eventClosings, inventoryTransfers, stands, users } from '@/lib/db/schema';
import type { SettlementCounter, SettlementParties } from '../settlement-types';

type EventClosingRow = typeof eventClosings.$inferSelect;

/** A user as the document names them: their full name, else their e-mail. */
const nameOfUser = sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`;

/**
 * Who the settlement is between and who counted, read from the rows the closing points at: the organiser's account,
 * the date's venue, the cash counts and closing counts its stands' records name (their authors), the closing run's
 * actor (who ran the counts in the wizard) and who confirmed the closing (the tour's representative).
 */
export async function readSettlementParties(db: Executor, event: EventRow, ownerClientId: string, closing: EventClosingRow): Promise<SettlementParties> {
  const cashIds = closing.stands.flatMap((record) => (record.cashDetailId ? [record.cashDetailId] : []));
  const countIds = closing.stands.flatMap((record) => (record.countTransferId ? [record.countTransferId] : []));
  const none = sql`false`;
  const [[organiser], standRows, cashRows, countRows, runRows, closerRows] = await readTogether(db, [
    db.select().from(clients).where(eq(clients.id, ownerClientId)),
    db.select({ id: stands.id, name: stands.name, inventoryId: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id)).orderBy(asc(stands.name), asc(stands.id)),
    db
      .select({ standId: cashDetails.standId, userId: users.id, name: nameOfUser })
      .from(cashDetails)
      .innerJoin(users, eq(users.id, cashDetails.countedBy))
      .where(cashIds.length ? inArray(cashDetails.id, cashIds) : none),
    db
      .select({ inventoryId: inventoryTransfers.fromInventoryId, userId: users.id, name: nameOfUser })
      .from(inventoryTransfers)
      .innerJoin(users, eq(users.id, inventoryTransfers.createdBy))
      .where(countIds.length ? inArray(inventoryTransfers.id, countIds) : none),
    // A closing's run id is the wizard's UUID, or a name for the demo's and older closings: compared as text.
    db
      .select({ userId: users.id, name: nameOfUser })
      .from(closingRuns)
      .innerJoin(users, eq(users.id, closingRuns.createdBy))
      .where(sql`${closingRuns.id}::text = ${closing.runId}`),
    db
      .select({ name: nameOfUser })
      .from(users)
      .where(closing.closedBy ? eq(users.id, closing.closedBy) : none),
  ]);

  const standName = (id: string) => standRows.find((stand) => stand.id === id)?.name ?? '';
  const standOfInventory = (inventoryId: string) => standRows.find((stand) => stand.inventoryId === inventoryId)?.name ?? '';
  const counters = new Map<string, SettlementCounter>();
  const counter = (userId: string, name: string) => counters.get(userId) ?? counters.set(userId, { name, cash: [], stock: [] }).get(userId)!;
  // In the settlement's stand order, each stand once per person.
  for (const stand of standRows) {
    for (const row of cashRows.filter((entry) => entry.standId === stand.id)) addOnce(counter(row.userId, row.name).cash, standName(row.standId));
    for (const row of countRows.filter((entry) => entry.inventoryId === stand.inventoryId)) addOnce(counter(row.userId, row.name).stock, standOfInventory(row.inventoryId));
  }
  for (const run of runRows) counter(run.userId, run.name);

  return {
    organiser: {
      name: organiser?.name ?? '',
      address: { line1: organiser?.addressLine1 ?? null, line2: organiser?.addressLine2 ?? null, postcode: organiser?.postcode ?? null, city: organiser?.city ?? null, country: organiser?.country ?? null },
      siret: organiser?.siret ?? null,
      vatNumber: organiser?.vatNumber ?? null,
    },
    venue: { name: event.venueName, address: { line1: event.addressLine1, line2: null, postcode: event.postcode, city: event.city, country: event.country } },
    countedBy: [...counters.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    tourRepresentative: closerRows[0] ? { name: closerRows[0].name } : null,
  };
}

function addOnce(list: string[], value: string) {
  if (!list.includes(value)) list.push(value);
}
