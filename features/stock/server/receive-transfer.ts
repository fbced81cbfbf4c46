import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { inventoryTransferItems, inventoryTransferReceipts, inventoryTransfers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CompleteTransferInput, ReceiptsInput } from '../schemas';
import type { InventoryChangeKind, ReceiptType, TransferView } from '../types';
import { isCountTransfer, transferChangeKind } from './count-kind';
import { applyStockChanges, type StockChange } from './ledger';
import { deleteReceipts, upsertReceipts, type ReceiptCount } from './receipt-rows';
import { lockTransfer, type TransferAccess } from './transfer-access';
import { toTransferViews, type TransferRow } from './transfer-views';

/** The answer of a change: the transfer as it was written, which the actor's lock on it allowed (no access read again). */
async function viewOf(transfer: TransferRow): Promise<TransferView> {
  const [view] = await toTransferViews(await getDb(), [transfer]);
  return view!;
}

/** Only a transfer in progress is counted, completed or canceled. */
function assertInProgress(access: TransferAccess, refusal: 'CANT_UPSERT_TRANSFER_RECEIPT' | 'CANT_COMPLETE_TRANSFER'): void {
  if (access.transfer.status === 'finished') throw new AppError('TRANSFER_ALREADY_FINISHED');
  if (access.transfer.status === 'canceled') throw new AppError(refusal);
}

/** The transfer's lines, each with its receipts by type: one read (a line's receipts are its rows of the left join). */
async function linesOf(tx: Tx, transferId: string) {
  const rows = await tx
    .select({ line: inventoryTransferItems, receipt: { type: inventoryTransferReceipts.type, quantity: inventoryTransferReceipts.quantity } })
    .from(inventoryTransferItems)
    .leftJoin(inventoryTransferReceipts, eq(inventoryTransferReceipts.transferItemId, inventoryTransferItems.id))
    .where(eq(inventoryTransferItems.transferId, transferId))
    .orderBy(inventoryTransferItems.position, inventoryTransferItems.id);
  const byLine = new Map<string, { line: (typeof rows)[number]['line']; receipts: Map<ReceiptType, number> }>();
  for (const { line, receipt } of rows) {
    const entry = byLine.get(line.id) ?? { line, receipts: new Map<ReceiptType, number>() };
    if (receipt) entry.receipts.set(receipt.type, receipt.quantity);
    byLine.set(line.id, entry);
  }
  return [...byLine.values()];
}

type TransferLine = Awaited<ReturnType<typeof linesOf>>[number];

const countedOf = (receipts: Map<ReceiptType, number>) => [...receipts.values()].reduce((sum, quantity) => sum + quantity, 0);

/**
 * The units of the line a line's receipts account for. In a count (a transfer to itself) regul units are found
 * beyond what the ledger expected, not part of what was sent: they do not count against the line's quantity.
 */
const accountedOf = (receipts: Map<ReceiptType, number>, isCount: boolean) => countedOf(receipts) - (isCount ? (receipts.get('regul') ?? 0) : 0);

/**
 * PUT /v1/inventory-transfers/{id}/receipts: what the receiving end counted, per line and type (accepted,
 * damaged, missing, regul). A type sent again replaces its count (so a retry changes nothing), 0 clears it; a line
 * never accounts for more than was sent (CANT_UPSERT_TRANSFER_RECEIPT, fields: the lines at fault), except the
 * regul units of a count, which are units found beyond the expected ones.
 */
export async function recordReceipts(actor: Actor, id: string, input: ReceiptsInput): Promise<TransferView> {
  return viewOf(await writeReceipts(actor, id, input));
}

/** recordReceipts without its answer: the transfer as written (the closing run's count, which shows nothing). */
export async function writeReceipts(actor: Actor, id: string, input: ReceiptsInput): Promise<TransferRow> {
  const db = await getDb();
  const [transfer] = await db.transaction(async (tx) => {
    const access = await lockTransfer(actor, id, tx, 'receive');
    assertInProgress(access, 'CANT_UPSERT_TRANSFER_RECEIPT');
    const isCount = isCountTransfer(access.transfer);
    const lines = await linesOf(tx, id);
    const byId = new Map(lines.map((entry) => [entry.line.id, entry]));
    const foreign = input.receipts.flatMap((receipt, index) => (byId.has(receipt.transferItemId) ? [] : [`receipts.${index}.transferItemId`]));
    if (foreign.length) throw new AppError('CANT_UPSERT_TRANSFER_RECEIPT', { fields: foreign });
    // The counts stored before this request, read under the transfer's lock: a 0 clears only those.
    const stored = new Set(lines.flatMap(({ line, receipts }) => [...receipts.keys()].map((type) => `${line.id} ${type}`)));
    input.receipts.forEach((receipt) => byId.get(receipt.transferItemId)!.receipts.set(receipt.type, receipt.quantity));
    const over = input.receipts.flatMap((receipt, index) => {
      const entry = byId.get(receipt.transferItemId)!;
      return accountedOf(entry.receipts, isCount) > entry.line.quantity ? [`receipts.${index}.quantity`] : [];
    });
    if (over.length) throw new AppError('CANT_UPSERT_TRANSFER_RECEIPT', { fields: over });
    await saveReceipts(tx, input.receipts, actor.userId, stored);
    return tx.update(inventoryTransfers).set({ updatedAt: new Date() }).where(eq(inventoryTransfers.id, id)).returning();
  });
  return transfer!;
}

/**
 * Writes the request's receipts as if one after another: the last count of a line and type wins, a count of 0
 * deletes it, the others are upserted; one statement of each, whatever the number of lines.
 */
async function saveReceipts(tx: Tx, receipts: ReceiptCount[], receivedBy: string, stored: Set<string>): Promise<void> {
  const last = [...new Map(receipts.map((receipt) => [`${receipt.transferItemId} ${receipt.type}`, receipt])).values()];
  // A count of 0 with none stored has nothing to clear (a closing count's first attempt sends zeros for every type).
  await deleteReceipts(tx, last.filter((receipt) => receipt.quantity === 0 && stored.has(`${receipt.transferItemId} ${receipt.type}`)));
  await upsertReceipts(tx, last.filter((receipt) => receipt.quantity > 0), receivedBy, new Date());
}

/**
 * PUT /v1/inventory-transfers/{id}/complete: accepted units enter the destination; damaged and missing ones are
 * written off (ledger rows of 0); regul units go back to the source (in a count: the units found beyond the
 * expected ones, added to the inventory). Units no receipt accounts for must be none,
 * or be declared by `remaining` (all received, or all missing); otherwise CANT_COMPLETE_TRANSFER with the lines.
 */
export async function completeTransfer(actor: Actor, id: string, input: CompleteTransferInput): Promise<TransferView> {
  return viewOf(await finishTransfer(actor, id, input));
}

/** completeTransfer without its answer: the transfer as finished (the closing run's count, which shows nothing). */
export async function finishTransfer(actor: Actor, id: string, input: CompleteTransferInput): Promise<TransferRow> {
  const db = await getDb();
  const [finished] = await db.transaction(async (tx) => {
    const access = await lockTransfer(actor, id, tx, 'receive');
    assertInProgress(access, 'CANT_COMPLETE_TRANSFER');
    const { transfer } = access;
    const isCount = isCountTransfer(transfer);
    const lines = await linesOf(tx, id);
    const unaccounted = lines.flatMap((entry, index) => (accountedOf(entry.receipts, isCount) < entry.line.quantity ? [`items.${index}`] : []));
    if (unaccounted.length && !input.remaining) throw new AppError('CANT_COMPLETE_TRANSFER', { fields: unaccounted });

    if (input.remaining) await upsertReceipts(tx, declareRemaining(lines, input.remaining, isCount), actor.userId, new Date());
    const kind = transferChangeKind(transfer, 'end');
    const changes = lines.flatMap(({ line, receipts }) => receiptChanges(transfer, line.inventoryItemId, receipts, kind));
    await applyStockChanges(tx, changes, { projectId: transfer.projectId, actorUserId: actor.userId });
    return tx.update(inventoryTransfers).set({ status: 'finished', finishedAt: new Date(), updatedAt: new Date() }).where(eq(inventoryTransfers.id, id)).returning();
  });
  return finished!;
}

/**
 * The units no receipt accounts for, declared `remaining` on their lines (the lines' receipts are updated too):
 * the counts to write, one per line concerned.
 */
function declareRemaining(lines: TransferLine[], remaining: ReceiptType, isCount: boolean): ReceiptCount[] {
  return lines.flatMap(({ line, receipts }) => {
    const pending = line.quantity - accountedOf(receipts, isCount);
    if (pending <= 0) return [];
    receipts.set(remaining, (receipts.get(remaining) ?? 0) + pending);
    return [{ transferItemId: line.id, type: remaining, quantity: receipts.get(remaining)! }];
  });
}

/**
 * What completing does with a line's receipts: accepted units into the destination, regul units back to the source,
 * damaged and missing ones written off (delta 0).
 */
function receiptChanges(
  transfer: TransferAccess['transfer'],
  inventoryItemId: string,
  receipts: Map<ReceiptType, number>,
  kind: InventoryChangeKind,
): StockChange[] {
  const base = { inventoryItemId, transferId: transfer.id, kind };
  const changes: StockChange[] = [];
  const accepted = receipts.get('success') ?? 0;
  const regul = receipts.get('regul') ?? 0;
  if (accepted) changes.push({ ...base, inventoryId: transfer.toInventoryId, delta: accepted, receiptType: 'success' });
  if (regul) changes.push({ ...base, inventoryId: transfer.fromInventoryId, delta: regul, receiptType: 'regul' });
  for (const type of ['damaged', 'missing'] as const) {
    const lost = receipts.get(type) ?? 0;
    if (lost) changes.push({ ...base, inventoryId: transfer.toInventoryId, delta: 0, quantity: lost, receiptType: type });
  }
  return changes;
}
