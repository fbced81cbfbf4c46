import { and, eq, inArray } from 'drizzle-orm';
import { schedulePayout } from '@/features/invoices/server/schedule-payout';
import { requireEventForUpdate, type EventRow } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { cashDetails, eventClosings, events, inventoryTransfers, shops, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CloseEventSchemaInput } from '../schemas';
import type { ClosingData } from '../types';
import { readClosingData } from './get-closing';
import { ordersInProgressRead } from './orders-in-progress';
import { computeSettlement, settlementHashOf } from './settlement';
import { takeSettlementNumber } from './settlement-number';

/**
 * PUT /v1/events/{id}/close: the confirmation's last call (docs/closing.md). In one transaction under the event's
 * lock: the event becomes finished, its stands and shop close, and what the wizard counted is kept in
 * event_closings. Idempotent by nature: the same run sent again on the event it finished answers the same view and
 * changes nothing; another run is CANT_UPDATE_EVENT, as is any event not in progress.
 */
export async function closeEvent(actor: Actor, id: string, input: CloseEventSchemaInput): Promise<ClosingData> {
  const db = await getDb();
  const event = await db.transaction(async (tx) => {
    const { event, project } = await requireEventForUpdate(actor, id, tx);
    if (event.status === 'finished') {
      const [closing] = await tx.select({ runId: eventClosings.runId }).from(eventClosings).where(eq(eventClosings.eventId, event.id));
      if (closing?.runId === input.runId) return event;
      throw new AppError('CANT_UPDATE_EVENT');
    }
    if (event.status !== 'inProgress') throw new AppError('CANT_UPDATE_EVENT');
    const pending = await ordersInProgressRead(tx, event.id);
    if (pending.length) throw new AppError('CLOSING_ORDERS_IN_PROGRESS', { fields: pending.map((order) => order.id) });
    await assertRecordsOfEvent(tx, event, input);
    const funds = await tx.select({ id: stands.id, changeFund: stands.changeFund }).from(stands).where(eq(stands.eventId, event.id));
    const records = input.stands.map((record) => ({ ...record, changeFundExpected: record.changeFundExpected ?? funds.find((stand) => stand.id === record.standId)!.changeFund }));
    const now = new Date();
    await tx.update(events).set({ status: 'finished', updatedAt: now }).where(eq(events.id, event.id));
    await tx.update(stands).set({ status: 'closed', updatedAt: now }).where(eq(stands.eventId, event.id));
    await tx.update(shops).set({ status: 'closed', updatedAt: now }).where(eq(shops.eventId, event.id));
    await tx.insert(eventClosings).values({
      eventId: event.id,
      runId: input.runId,
      theaterFeePaidWith: input.theaterFeePaidWith,
      stands: records,
      closedBy: actor.userId,
      closedAt: now,
      settlementNumber: await takeSettlementNumber(tx, project.ownerClientId, now),
    });
    // Spec §9: the register's card takings go back to the organiser within 15 days, less the commission.
    await schedulePayout(tx, event.id, now);
    await keepSettlement(tx, { ...event, status: 'finished' }, project.ownerClientId);
    return { ...event, status: 'finished' as const, updatedAt: now };
  });
  return readClosingData(db, event);
}

/**
 * The settlement as this closing confirms it, computed in its transaction and stored with its hash: the document the
 * venue signs is that one, whatever happens after (docs/decisions.md, "A closed date is frozen").
 */
async function keepSettlement(tx: Tx, event: EventRow, ownerClientId: string): Promise<void> {
  const [closing] = await tx.select().from(eventClosings).where(eq(eventClosings.eventId, event.id));
  const settlement = await computeSettlement(tx, event, ownerClientId, closing!);
  await tx.update(eventClosings).set({ settlement: settlement as unknown as Record<string, unknown>, settlementHash: settlementHashOf(settlement) }).where(eq(eventClosings.eventId, event.id));
}

/**
 * Each record names a stand of this event (once), its own cash count and its own closing count (a transfer from
 * the stand's inventory to itself); anything else is VALIDATION_ERRORS on the field at fault.
 */
async function assertRecordsOfEvent(tx: Tx, event: EventRow, input: CloseEventSchemaInput): Promise<void> {
  if (!input.stands.length) return;
  const standRows = await tx.select({ id: stands.id, inventoryId: stands.inventoryId }).from(stands).where(eq(stands.eventId, event.id));
  const inventoryOf = new Map(standRows.map((stand) => [stand.id, stand.inventoryId]));
  const cashIds = input.stands.flatMap((record) => (record.cashDetailId ? [record.cashDetailId] : []));
  const countIds = input.stands.flatMap((record) => (record.countTransferId ? [record.countTransferId] : []));
  const counts = cashIds.length ? await tx.select({ id: cashDetails.id, standId: cashDetails.standId }).from(cashDetails).where(inArray(cashDetails.id, cashIds)) : [];
  const transfers = countIds.length
    ? await tx
        .select({ id: inventoryTransfers.id, from: inventoryTransfers.fromInventoryId, to: inventoryTransfers.toInventoryId })
        .from(inventoryTransfers)
        .where(and(inArray(inventoryTransfers.id, countIds), eq(inventoryTransfers.eventId, event.id)))
    : [];
  const seen = new Set<string>();
  const fields = input.stands.flatMap((record, index) => {
    const inventoryId = inventoryOf.get(record.standId);
    if (!inventoryId || seen.has(record.standId)) return [`stands.${index}.standId`];
    seen.add(record.standId);
    const wrong: string[] = [];
    if (record.cashDetailId && counts.find((count) => count.id === record.cashDetailId)?.standId !== record.standId) wrong.push(`stands.${index}.cashDetailId`);
    const transfer = transfers.find((row) => row.id === record.countTransferId);
    if (record.countTransferId && !(transfer && transfer.from === inventoryId && transfer.to === inventoryId)) wrong.push(`stands.${index}.countTransferId`);
    return wrong;
  });
  if (fields.length) throw new AppError('VALIDATION_ERRORS', { fields });
}
