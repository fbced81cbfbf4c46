import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { requireProject, visibleProjectCondition } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { inventoryTransfers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { CreateTransferInput, ListTransfersQuery, ProjectDispatchInput } from '../schemas';
import type { TransferView } from '../types';
import { sendTransfers, type SentTransfer } from './send-transfers';
import { requireInventory, sellerInventoryIds } from './stock-access';
import { findTransfer } from './transfer-access';
import { assembleTransferViews, readNewTransferEnds, readVariantNames, toLineView, toTransferViews } from './transfer-views';

/**
 * POST /v1/inventory-transfers: the tour's writers send units from one inventory to another (or to itself: a
 * count). Each missing part has its code; a source short of units answers NOT_ENOUGH_AVAILABLE_IN_INVENTORY
 * with the lines at fault, and nothing moves. `closingRunId`: the closing run whose count it is (kept on it).
 */
export async function createTransfer(actor: Actor, input: CreateTransferInput, options: { closingRunId?: string } = {}): Promise<TransferView> {
  const db = await getDb();
  // Answered from the rows just made, named by reads made beside the transaction (what it names is not what it
  // changes), so that no read follows the commit; the actor's right to it was the source's, checked in it.
  const beside = readTogether(db, [
    () => readVariantNames(db, validUuids(input.items.map((item) => item.productVariantId))),
    () => readNewTransferEnds(db, validUuids([input.fromInventoryId, input.toInventoryId]), actor.userId),
  ]);
  // A refused transfer does not wait for them.
  beside.catch(() => undefined);
  const { transfer, lines } = await sendTransfer(actor, input, options);
  const [names, ends] = await beside;
  const views = lines.map((line) => toLineView({ line, ...names.get(line.productVariantId)! }, new Map()));
  return assembleTransferViews([transfer], new Map([[transfer.id, views]]), ends)[0]!;
}

const validUuids = (ids: (string | null | undefined)[]) => ids.filter((id): id is string => Boolean(id && isUuid(id)));

/** createTransfer without its answer: the transfer made and its lines (the closing run's count, which shows nothing). */
export async function sendTransfer(actor: Actor, input: CreateTransferInput, options: { closingRunId?: string } = {}): Promise<SentTransfer> {
  if (!input.fromInventoryId) throw new AppError('MISSING_TRANSFER_SOURCE', { fields: ['fromInventoryId'] });
  if (!input.toInventoryId) throw new AppError('MISSING_TRANSFER_DESTINATION', { fields: ['toInventoryId'] });
  if (!input.type) throw new AppError('MISSING_TRANSFER_TYPE', { fields: ['type'] });
  if (!input.items.length) throw new AppError('TRANSFER_ITEMS_EMPTY', { fields: ['items'] });
  const { fromInventoryId, toInventoryId, type } = input;
  const db = await getDb();
  const [sent] = await db.transaction(async (tx) => {
    const { inventory: from, project } = await requireInventory(actor, fromInventoryId, 'write', tx);
    return sendTransfers(tx, {
      projectId: project.projectId,
      from,
      type,
      eventId: input.eventId ?? null,
      note: input.note ?? null,
      dispatchId: null,
      closingRunId: options.closingRunId,
      shipments: [{ toInventoryId, items: input.items, fieldPrefix: '' }],
      actorUserId: actor.userId,
    });
  });
  return sent!;
}

/**
 * POST /v1/project-inventory-transfers: a whole dispatch plan at once, from the warehouse or a zone to many
 * inventories (an event's stands), in one transaction under one dispatch id. Shipments without lines are skipped;
 * none left: ZONE_TRANSFERS_EMPTY.
 */
export async function dispatchProjectStock(actor: Actor, input: ProjectDispatchInput): Promise<TransferView[]> {
  const shipments = input.transfers
    .map((transfer, index) => ({ toInventoryId: transfer.toInventoryId, items: transfer.items, fieldPrefix: `transfers.${index}.` }))
    .filter((shipment) => shipment.items.length > 0);
  if (!shipments.length) throw new AppError('ZONE_TRANSFERS_EMPTY', { fields: ['transfers'] });
  const db = await getDb();
  const made = await db.transaction(async (tx) => {
    const { inventory: from, project } = await requireInventory(actor, input.fromInventoryId, 'write', tx);
    if (project.projectId !== input.projectId) throw new AppError('INVENTORY_NOT_FOUND', { fields: ['fromInventoryId'] });
    return sendTransfers(tx, {
      projectId: project.projectId,
      from,
      type: input.type,
      eventId: input.eventId ?? null,
      note: input.note ?? null,
      dispatchId: randomUUID(),
      shipments,
      actorUserId: actor.userId,
    });
  });
  return toTransferViews(
    db,
    made.map((sent) => sent.transfer),
  );
}

/** GET /v1/inventory-transfers/{id}. */
export async function getTransfer(actor: Actor, id: string): Promise<TransferView> {
  const db = await getDb();
  const { transfer } = await findTransfer(actor, id, db);
  const [view] = await toTransferViews(db, [transfer]);
  return view!;
}

/**
 * GET /v1/inventory-transfers: newest first (filters: tour, status, type, inventory at either end, event,
 * dispatch). A seller sees only the transfers from or to their stands.
 */
export async function listTransfers(actor: Actor, query: ListTransfersQuery): Promise<Page<TransferView>> {
  const db = await getDb();
  const conditions: (SQL | undefined)[] = [await visibleProjectCondition(actor, inventoryTransfers.projectId)];
  if (query.projectId) {
    const project = await requireProject(actor, query.projectId, 'read');
    conditions.push(eq(inventoryTransfers.projectId, project.projectId));
    if (project.membership === 'seller') {
      const mine = await sellerInventoryIds(db, actor.userId, project.projectId);
      conditions.push(or(inArray(inventoryTransfers.fromInventoryId, mine), inArray(inventoryTransfers.toInventoryId, mine)));
    }
  } else if (actor.role === 'seller') {
    const mine = await sellerInventoryIds(db, actor.userId);
    conditions.push(or(inArray(inventoryTransfers.fromInventoryId, mine), inArray(inventoryTransfers.toInventoryId, mine)));
  }
  if (query.status?.length) conditions.push(inArray(inventoryTransfers.status, query.status));
  if (query.type?.length) conditions.push(inArray(inventoryTransfers.type, query.type));
  if (query.inventoryId) conditions.push(or(eq(inventoryTransfers.fromInventoryId, query.inventoryId), eq(inventoryTransfers.toInventoryId, query.inventoryId)));
  if (query.eventId) conditions.push(eq(inventoryTransfers.eventId, query.eventId));
  if (query.dispatchId) conditions.push(eq(inventoryTransfers.dispatchId, query.dispatchId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(inventoryTransfers).where(where).orderBy(desc(inventoryTransfers.createdAt), desc(inventoryTransfers.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(inventoryTransfers).where(where),
  ]);
  return toPage(await toTransferViews(db, rows), total?.value ?? 0, query);
}
