import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { EventStatus } from '@/features/events/types';
import type { Tx } from '@/lib/db';
import { events, inventories, inventoryTransferItems, inventoryTransfers, shops, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { StockLineInput } from '../schemas';
import type { TransferType } from '../types';
import { transferChangeKind } from './count-kind';
import { applyStockChanges, stockItemsOf, type StockChange } from './ledger';
import { mergeLines } from './lines';
import type { InventoryRow } from './stock-access';
import type { TransferLineRow, TransferRow } from './transfer-views';

export interface Shipment {
  toInventoryId: string;
  items: StockLineInput[];
  /** Where this shipment's fields are in the request: "" for POST /v1/inventory-transfers, "transfers.2." for a dispatch. */
  fieldPrefix: string;
}

export interface SendInput {
  projectId: string;
  from: InventoryRow;
  type: TransferType;
  eventId: string | null;
  note: string | null;
  dispatchId: string | null;
  /** The closing run whose count this is, if any. */
  closingRunId?: string;
  shipments: Shipment[];
  actorUserId: string;
}

/**
 * Creates the transfers and takes their units out of the source, all in the caller's transaction: from then on
 * they are in transit, counted nowhere until received (or back at the source if the transfer is canceled).
 * A transfer to its own source is a stock count: its rows are inventory check start and end, or `closing` for an
 * event's closing count (count-kind.ts).
 * Every source line goes through one ledger call, so the levels are locked once, in the ledger's order.
 */
/** A transfer as made: its row and its lines (ids made here, so that the lines need no reading back). */
export interface SentTransfer {
  transfer: TransferRow;
  lines: TransferLineRow[];
}

export async function sendTransfers(tx: Tx, input: SendInput): Promise<SentTransfer[]> {
  // The source is read already (a count goes to it): only the other destinations are looked up.
  const destinations = await destinationsOf(
    tx,
    input.projectId,
    input.shipments.flatMap((shipment) => (shipment.toInventoryId === input.from.id ? [] : [shipment.toInventoryId])),
  );
  const missing = input.shipments.filter((shipment) => shipment.toInventoryId !== input.from.id && !destinations.has(shipment.toInventoryId)).map((shipment) => `${shipment.fieldPrefix}toInventoryId`);
  if (missing.length) throw new AppError('INVENTORY_NOT_FOUND', { fields: missing });
  if (input.eventId) await assertEventOfProject(tx, input.projectId, input.eventId);
  assertDestinationsTakeStock([...destinations.values()]);

  const made: SentTransfer[] = [];
  const changes: StockChange[] = [];
  const fields: string[] = [];
  for (const shipment of input.shipments) {
    const id = randomUUID();
    const lines = mergeLines(shipment.items);
    const field = (index: number) => `${shipment.fieldPrefix}items.${lines[index]!.firstIndex}`;
    const items = await stockItemsOf(
      tx,
      input.projectId,
      lines.map((line) => line.productVariantId),
      (index) => `${field(index)}.productVariantId`,
    );
    const lineRows: TransferLineRow[] = items.map((item, index) => ({ id: randomUUID(), transferId: id, ...item, quantity: lines[index]!.quantity, position: index }));
    // The lines and their transfer in one statement (the lines' foreign key is checked at its end).
    const inserted = tx.$with('lines').as(tx.insert(inventoryTransferItems).values(lineRows).returning({ id: inventoryTransferItems.id }));
    const [transfer] = await tx
      .with(inserted)
      .insert(inventoryTransfers)
      .values({
        id,
        projectId: input.projectId,
        fromInventoryId: input.from.id,
        toInventoryId: shipment.toInventoryId,
        type: input.type,
        eventId: input.eventId,
        dispatchId: input.dispatchId,
        note: input.note,
        closingRunId: input.closingRunId ?? null,
        createdBy: input.actorUserId,
      })
      .returning();
    made.push({ transfer: transfer!, lines: lineRows });
    const kind = transferChangeKind({ fromInventoryId: input.from.id, toInventoryId: shipment.toInventoryId, type: input.type, eventId: input.eventId }, 'send');
    items.forEach((item, index) => {
      changes.push({ inventoryId: input.from.id, inventoryItemId: item.inventoryItemId, kind, delta: -lines[index]!.quantity, transferId: id });
      fields.push(`${field(index)}.quantity`);
    });
  }
  await applyStockChanges(tx, changes, { projectId: input.projectId, actorUserId: input.actorUserId, fieldOf: (index) => fields[index]! });
  return made;
}

async function assertEventOfProject(tx: Tx, projectId: string, eventId: string): Promise<void> {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.projectId, projectId)));
  if (!event) throw new AppError('EVENT_NOT_FOUND', { fields: ['eventId'] });
}

/**
 * The destinations among `ids` that belong to the tour, each with the status of the event its stand or shop is at
 * (null for the warehouse and zones): one read for both checks.
 */
async function destinationsOf(tx: Tx, projectId: string, ids: string[]): Promise<Map<string, EventStatus | null>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: inventories.id, eventStatus: events.status })
    .from(inventories)
    .leftJoin(stands, eq(stands.inventoryId, inventories.id))
    .leftJoin(shops, eq(shops.inventoryId, inventories.id))
    .leftJoin(events, or(eq(events.id, stands.eventId), eq(events.id, shops.eventId)))
    .where(and(eq(inventories.projectId, projectId), inArray(inventories.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.eventStatus]));
}

/**
 * The stand or the shop of a canceled event takes no more stock (CANT_CREATE_TRANSFER), nor that of a closed one
 * (ORDERS_ENDED_ON_EVENT: its date is frozen); it may still send its leftovers back.
 */
function assertDestinationsTakeStock(eventStatuses: (EventStatus | null)[]): void {
  if (eventStatuses.some((status) => status === 'finished')) throw new AppError('ORDERS_ENDED_ON_EVENT');
  if (eventStatuses.some((status) => status === 'canceled')) throw new AppError('CANT_CREATE_TRANSFER');
}
