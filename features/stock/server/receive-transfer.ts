import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { ROWS_PER_STATEMENT } from '@/lib/db/batches';
import { inventoryTransferItems, inventoryTransferReceipts, inventoryTransfers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { CompleteTransferInput, ReceiptsInput } from '../schemas';
import type { InventoryChangeKind, ReceiptType, TransferItemView, TransferView } from '../types';
import { isCountTransfer, transferChangeKind } from './count-kind';
import { applyStockChanges, type StockChange } from './ledger';
import { deleteReceipts, upsertReceipts, upsertReceiptsQuery, type ReceiptCount } from './receipt-rows';
import { lockTransfer, type TransferAccess } from './transfer-access';
import { assembleTransferViews, readNamedLines, readTransferEnds, toLineView, type TransferRow } from './transfer-views';

/** What a change of a transfer gives: the transfer as written and its lines as they now are (their views). */
export interface ChangedTransfer {
  transfer: TransferRow;
  lines: TransferItemView[];
}

/**
 * The answer of a change: built from what the change wrote and read under the transfer's lock, and from its ends and
 * creator read beside the transaction (nothing a change touches), so that no read follows the commit. The actor's
 * lock on the transfer allowed the change: no access read again.
 */
async function answerOf(id: string, change: () => Promise<ChangedTransfer>): Promise<TransferView> {
  const db = await getDb();
  const ends = isUuid(id) ? readTransferEnds(db, [id]) : Promise.resolve(null);
  // The change may be refused before the ends are read: their outcome is then not awaited.
  ends.catch(() => undefined);
  const { transfer, lines } = await change();
  const [view] = assembleTransferViews([transfer], new Map([[transfer.id, lines]]), (await ends)!);
  return view!;
}

/** Only a transfer in progress is counted, completed or canceled. */
function assertInProgress(access: TransferAccess, refusal: 'CANT_UPSERT_TRANSFER_RECEIPT' | 'CANT_COMPLETE_TRANSFER'): void {
  if (access.transfer.status === 'finished') throw new AppError('TRANSFER_ALREADY_FINISHED');
  if (access.transfer.status === 'canceled') throw new AppError(refusal);
}

/**
 * The transfer's lines, named, each with its receipt counts by type (`receipts`) and when each was written: one read
 * under the transfer's lock.
 */
async function linesOf(tx: Tx, transferId: string) {
  const lines = await readNamedLines(tx, eq(inventoryTransferItems.transferId, transferId));
  return lines.map(({ named, receipts: stamped }) => ({
    line: named.line,
    named,
    stamped,
    receipts: new Map([...stamped.entries()].map(([type, receipt]) => [type, receipt.quantity])),
  }));
}

/** The lines' views once the change's counts (`receipts`, those written now stamped `at`) are stored. */
function lineViewsOf(lines: TransferLine[], written: Set<string>, at: Date): TransferItemView[] {
  return lines.map(({ named, stamped, receipts }) =>
    toLineView(
      named,
      new Map([...receipts.entries()].map(([type, quantity]) => [type, { quantity, updatedAt: written.has(`${named.line.id} ${type}`) ? at : (stamped.get(type)?.updatedAt ?? at) }])),
    ),
  );
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
  return answerOf(id, () => writeReceipts(actor, id, input));
}

/** recordReceipts without its answer's reads: the transfer as written and its lines (the closing run's count). */
export async function writeReceipts(actor: Actor, id: string, input: ReceiptsInput): Promise<ChangedTransfer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
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
    const now = new Date();
    await saveReceipts(tx, input.receipts, actor.userId, stored, now);
    const [transfer] = await tx.update(inventoryTransfers).set({ updatedAt: now }).where(eq(inventoryTransfers.id, id)).returning();
    const written = new Set(input.receipts.map((receipt) => `${receipt.transferItemId} ${receipt.type}`));
    return { transfer: transfer!, lines: lineViewsOf(lines, written, now) };
  });
}

/**
 * Writes the request's receipts as if one after another: the last count of a line and type wins, a count of 0
 * deletes it, the others are upserted; one statement of each, whatever the number of lines.
 */
async function saveReceipts(tx: Tx, receipts: ReceiptCount[], receivedBy: string, stored: Set<string>, at: Date): Promise<void> {
  const last = [...new Map(receipts.map((receipt) => [`${receipt.transferItemId} ${receipt.type}`, receipt])).values()];
  // A count of 0 with none stored has nothing to clear (a closing count's first attempt sends zeros for every type).
  await deleteReceipts(tx, last.filter((receipt) => receipt.quantity === 0 && stored.has(`${receipt.transferItemId} ${receipt.type}`)));
  await upsertReceipts(tx, last.filter((receipt) => receipt.quantity > 0), receivedBy, at);
}

/**
 * PUT /v1/inventory-transfers/{id}/complete: accepted units enter the destination; damaged and missing ones are
 * written off (ledger rows of 0); regul units go back to the source (in a count: the units found beyond the
 * expected ones, added to the inventory). Units no receipt accounts for must be none,
 * or be declared by `remaining` (all received, or all missing); otherwise CANT_COMPLETE_TRANSFER with the lines.
 */
export async function completeTransfer(actor: Actor, id: string, input: CompleteTransferInput): Promise<TransferView> {
  return answerOf(id, () => finishTransfer(actor, id, input));
}

/** completeTransfer without its answer's reads: the transfer as finished and its lines (the closing run's count). */
export async function finishTransfer(actor: Actor, id: string, input: CompleteTransferInput): Promise<ChangedTransfer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const access = await lockTransfer(actor, id, tx, 'receive');
    assertInProgress(access, 'CANT_COMPLETE_TRANSFER');
    const { transfer } = access;
    const isCount = isCountTransfer(transfer);
    const lines = await linesOf(tx, id);
    const unaccounted = lines.flatMap((entry, index) => (accountedOf(entry.receipts, isCount) < entry.line.quantity ? [`items.${index}`] : []));
    if (unaccounted.length && !input.remaining) throw new AppError('CANT_COMPLETE_TRANSFER', { fields: unaccounted });

    const now = new Date();
    const declared = input.remaining ? declareRemaining(lines, input.remaining, isCount) : [];
    const kind = transferChangeKind(transfer, 'end');
    const changes = lines.flatMap(({ line, receipts }) => receiptChanges(transfer, line.inventoryItemId, receipts, kind));
    await applyStockChanges(tx, changes, { projectId: transfer.projectId, actorUserId: actor.userId });
    const [finished] = await markFinished(tx, id, declared, actor.userId, now);
    const written = new Set(declared.map((receipt) => `${receipt.transferItemId} ${receipt.type}`));
    return { transfer: finished!, lines: lineViewsOf(lines, written, now) };
  });
}

/**
 * The transfer finished, with the receipts `remaining` declared: both in one statement (the receipts as a CTE of the
 * transfer's update) when they fit in one, which the check-in of a whole delivery ("all received") always does.
 */
async function markFinished(tx: Tx, id: string, declared: ReceiptCount[], receivedBy: string, now: Date): Promise<TransferRow[]> {
  const finish = { status: 'finished' as const, finishedAt: now, updatedAt: now };
  if (!declared.length || declared.length > ROWS_PER_STATEMENT) {
    await upsertReceipts(tx, declared, receivedBy, now);
    return tx.update(inventoryTransfers).set(finish).where(eq(inventoryTransfers.id, id)).returning();
  }
  const receipts = tx.$with('declared').as(upsertReceiptsQuery(tx, declared, receivedBy, now).returning({ id: inventoryTransferReceipts.id }));
  return tx.with(receipts).update(inventoryTransfers).set(finish).where(eq(inventoryTransfers.id, id)).returning();
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
