import { and, eq, inArray } from 'drizzle-orm';
import { assertInventoriesNotClosed } from '@/features/events/server/closed-event-guard';
import type { Tx } from '@/lib/db';
import { inBatches, ROWS_PER_STATEMENT } from '@/lib/db/batches';
import type { StatementValues } from '@/lib/db/fixed-statement';
import { inventoryChanges, inventoryItems, inventoryLevels, productVariants, products } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { MAX_LEVEL, type InventoryChangeKind, type ReceiptType } from '../types';
import { inLockOrder, levelKeyOf, levelsUpdate, lockLevels, moveLevels, type LevelKey, type LevelMove } from './level-locks';
import { takeUnits, takeValues } from './take-units';

/*
 * The only code that changes stock levels. Every change is a ledger row written in the caller's transaction with
 * the level it changes. All the levels of one call are locked at once in a fixed order (inventory, then item) and
 * read under the lock; the changes are then checked one by one against those committed values, as conditional
 * updates `available + delta >= 0` would, and written with one statement for the levels and one for the ledger.
 * Concurrent writers queue on the same rows in the same order, so they neither oversell nor deadlock. Units only
 * taken, each from its own level (a sale, a transfer leaving), go in one statement that locks, checks, moves and
 * writes the ledger (take-units.ts), the same rules played by the database.
 */

export interface StockChange {
  inventoryId: string;
  inventoryItemId: string;
  kind: InventoryChangeKind;
  /** What the level gains (or loses, negative). 0 for units written off, which only the ledger records. */
  delta: number;
  /** Units the row is about; defaults to |delta|. */
  quantity?: number;
  receiptType?: ReceiptType | null;
  transferId?: string | null;
  reference?: string | null;
}

export interface LedgerContext {
  projectId: string;
  actorUserId: string | null;
  /** Where a refusal points: the request field of each change, in the order given. */
  fieldOf?: (index: number) => string;
  /**
   * The caller already holds its event against the closing (assertEventNotClosed, as the sale does before its stand's
   * row): the ledger need not ask again while the stand's row is held.
   */
  eventOpenChecked?: boolean;
  /**
   * A sale made offline is never refused for stock (issue #26: the goods are in the buyer's hands): a change that
   * would take its level below zero is preceded by a row of this kind adding the missing units, so the level never
   * goes negative and the ledger shows the gap, which the closing counts.
   */
  coverShortfall?: 'offlineCorrection';
}

interface OrderedChange {
  change: StockChange;
  /** The change's place in the caller's list, which its refusal field is named after. */
  index: number;
  key: string;
}

/**
 * Applies the changes and writes their ledger rows. Refuses the whole set with NOT_ENOUGH_AVAILABLE_IN_INVENTORY
 * (fields: the offending changes) when a level would go below zero; the caller's transaction then rolls back.
 * A stand of a closed date takes no change but its leftovers leaving by transfer (ORDERS_ENDED_ON_EVENT).
 */
export async function applyStockChanges(tx: Tx, changes: StockChange[], context: LedgerContext): Promise<void> {
  if (!changes.length) return;
  if (!context.eventOpenChecked) await assertInventoriesNotClosed(tx, [...new Set(changes.filter((change) => !isLeavingByTransfer(change)).map((change) => change.inventoryId))]);
  const ordered = inLevelOrder(changes);
  if (isPlainTake(ordered, context)) return takeOrRefuse(tx, ordered, context);
  // Covering a shortfall may add units to a level that does not exist yet: it is made like a delivery's.
  const adding = context.coverShortfall ? ordered.filter(({ change }) => change.delta !== 0) : ordered.filter(({ change }) => change.delta > 0);
  const available = await lockLevels(tx, distinctLevels(ordered), distinctLevels(adding));
  const played = playChanges(ordered, available, context);
  if (played.short.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: [...new Set(played.short)].sort() });
  if (played.overfull.length) throw new AppError('VALIDATION_ERRORS', { fields: [...new Set(played.overfull)].sort() });
  await writeMoves(tx, played.moves, played.rows);
}

/**
 * The levels' moves and their ledger rows. Up to ROWS_PER_STATEMENT of each (a sale, a transfer), in one statement:
 * the levels' update as a CTE of the ledger's insert, so that the levels locked are held one round trip less.
 */
async function writeMoves(tx: Tx, moves: LevelMove[], rows: (typeof inventoryChanges.$inferInsert)[]): Promise<void> {
  const at = new Date();
  if (moves.length && rows.length && moves.length <= ROWS_PER_STATEMENT && rows.length <= ROWS_PER_STATEMENT) {
    const moved = tx.$with('moved').as(levelsUpdate(tx, moves, at).returning({ inventoryId: inventoryLevels.inventoryId }));
    await tx.with(moved).insert(inventoryChanges).values(rows);
    return;
  }
  await moveLevels(tx, moves, at);
  for (const batch of inBatches(rows)) await tx.insert(inventoryChanges).values(batch);
}

/**
 * Units only taken, each from its own level, within one statement's rows, with no shortfall to cover: a sale's lines,
 * a transfer's departures. These need no reading in this process, the database checks each level (take-units.ts).
 */
function isPlainTake(ordered: OrderedChange[], context: LedgerContext): boolean {
  return !context.coverShortfall && ordered.length <= ROWS_PER_STATEMENT && ordered.every(({ change, key }, at) => change.delta < 0 && key !== ordered[at - 1]?.key);
}

/** takeUnits, refusing the set with the fields of the levels that could not give their units. */
async function takeOrRefuse(tx: Tx, ordered: OrderedChange[], context: LedgerContext): Promise<void> {
  const { rows, refuseShort } = takeOf(ordered, context);
  refuseShort(await takeUnits(tx, rows, new Date()));
}

/**
 * Units to take within the caller's own statement (`takeSteps`, take-units.ts): its values, and the refusal to make
 * from the levels it took (takenKeysOf), once the statement answered them or refused itself with them (the sale's
 * insert, take_or_refuse). The caller's transaction undoes the statement's other writes when it throws.
 */
export interface PlannedTake {
  values: StatementValues;
  refuseShort(taken: Set<string>): void;
}

/**
 * The changes as a take that a caller's statement makes, when they are units only taken, each from its own level, in
 * an event the caller holds open (the sale: its take goes in its order's insert, one round trip less with the
 * levels locked). Null otherwise: applyStockChanges, which reads or checks first.
 */
export function plannedTakeOf(changes: StockChange[], context: LedgerContext): PlannedTake | null {
  if (!changes.length || !context.eventOpenChecked) return null;
  const ordered = inLevelOrder(changes);
  if (!isPlainTake(ordered, context)) return null;
  const { rows, refuseShort } = takeOf(ordered, context);
  return { values: takeValues(rows, new Date()), refuseShort };
}

function takeOf(ordered: OrderedChange[], context: LedgerContext) {
  return {
    rows: ordered.map(({ change }) => ({ ...ledgerFields(context, change), inventoryId: change.inventoryId, inventoryItemId: change.inventoryItemId, delta: change.delta })),
    refuseShort(taken: Set<string>) {
      const short = ordered.filter(({ key }) => !taken.has(key)).map(({ index }) => context.fieldOf?.(index) ?? `items.${index}.quantity`);
      if (short.length) throw new AppError('NOT_ENOUGH_AVAILABLE_IN_INVENTORY', { fields: short.sort() });
    },
  };
}

/**
 * The changes in lock order, each with its place in the caller's list. A stable sort: the changes of one level keep the
 * caller's order.
 */
function inLevelOrder(changes: StockChange[]): OrderedChange[] {
  return changes.map((change, index) => ({ change, index, key: levelKeyOf(change) })).sort((a, b) => inLockOrder(a.key, b.key));
}

/** Units sent away from a shelf: the one move a closed stand still makes, its counted leftovers going back. */
const isLeavingByTransfer = (change: StockChange) => change.kind === 'transfer' && change.delta < 0;

/** The levels the changes touch, each once, in lock order (the changes are in it). */
function distinctLevels(ordered: OrderedChange[]): LevelKey[] {
  const levels = new Map<string, LevelKey>();
  for (const { change, key } of ordered) if (!levels.has(key)) levels.set(key, { inventoryId: change.inventoryId, inventoryItemId: change.inventoryItemId });
  return [...levels.values()];
}

/**
 * The changes played one after another on the levels read under the lock, as one conditional update each would
 * play them: a change that would take its level below zero is `short`, one past MAX_LEVEL (the level is a 32-bit
 * column) `overfull`, both named by their request field, and leave the level as it was; a missing level counts as
 * 0. Gives the ledger rows (each with the level after it) and, per existing level, the sum of what moved it.
 */
function playChanges(ordered: OrderedChange[], available: Map<string, number>, context: LedgerContext) {
  const levels = new Map(available);
  const moves = new Map<string, LevelMove>();
  const short: string[] = [];
  const overfull: string[] = [];
  const rows: (typeof inventoryChanges.$inferInsert)[] = [];
  for (const { change, index, key } of ordered) {
    let before = levels.get(key);
    if (context.coverShortfall && before !== undefined && before + change.delta < 0) {
      const missing = -(before + change.delta);
      rows.push(ledgerRow(context, { ...change, kind: context.coverShortfall, delta: missing, quantity: missing, receiptType: null, transferId: null }, before + missing));
      levels.set(key, before + missing);
      const move = moves.get(key) ?? { inventoryId: change.inventoryId, inventoryItemId: change.inventoryItemId, delta: 0 };
      moves.set(key, { ...move, delta: move.delta + missing });
      before += missing;
    }
    const after = (before ?? 0) + change.delta;
    if (after < 0 || after > MAX_LEVEL) {
      (after < 0 ? short : overfull).push(context.fieldOf?.(index) ?? `items.${index}.quantity`);
      continue;
    }
    // Only a write-off (delta 0) finds no level: lockLevels made those that units are added to.
    if (before !== undefined) {
      levels.set(key, after);
      const move = moves.get(key) ?? { inventoryId: change.inventoryId, inventoryItemId: change.inventoryItemId, delta: 0 };
      moves.set(key, { ...move, delta: move.delta + change.delta });
    }
    rows.push(ledgerRow(context, change, after));
  }
  return { rows, moves: [...moves.values()], short, overfull };
}

function ledgerRow(context: LedgerContext, change: StockChange, availableAfter: number): typeof inventoryChanges.$inferInsert {
  return { ...ledgerFields(context, change), availableAfter };
}

/** A change's ledger row but for the level after it. */
function ledgerFields(context: LedgerContext, change: StockChange): Omit<typeof inventoryChanges.$inferInsert, 'availableAfter'> {
  return {
    projectId: context.projectId,
    inventoryId: change.inventoryId,
    inventoryItemId: change.inventoryItemId,
    kind: change.kind,
    delta: change.delta,
    quantity: change.quantity ?? Math.abs(change.delta),
    receiptType: change.receiptType ?? null,
    transferId: change.transferId ?? null,
    reference: change.reference ?? null,
    actorUserId: context.actorUserId,
  };
}

export interface StockItem {
  inventoryItemId: string;
  productId: string;
  productVariantId: string;
}

/**
 * The stock items of these variants of the tour's catalogue, made on first use. A variant of another tour, or
 * unknown, is refused with VALIDATION_ERRORS on its field (`fieldOf(index)`). One read when the items exist (the
 * variants with their items); only variants without one yet cost an insert and a read more.
 */
export async function stockItemsOf(tx: Tx, projectId: string, variantIds: string[], fieldOf: (index: number) => string): Promise<StockItem[]> {
  const wanted = [...new Set(variantIds)];
  const variants = wanted.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId, inventoryItemId: inventoryItems.id })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .leftJoin(inventoryItems, eq(inventoryItems.productVariantId, productVariants.id))
        .where(and(inArray(productVariants.id, wanted), eq(products.projectId, projectId)))
    : [];
  const productOf = new Map(variants.map((variant) => [variant.id, variant.productId]));
  const unknown = variantIds.flatMap((id, index) => (productOf.has(id) ? [] : [fieldOf(index)]));
  if (unknown.length) throw new AppError('VALIDATION_ERRORS', { fields: unknown });
  const itemOf = new Map(variants.flatMap((variant) => (variant.inventoryItemId ? [[variant.id, variant.inventoryItemId] as const] : [])));
  const missing = variants.filter((variant) => !variant.inventoryItemId);
  if (missing.length) {
    await tx
      .insert(inventoryItems)
      .values(missing.map((variant) => ({ projectId, productId: variant.productId, productVariantId: variant.id })))
      .onConflictDoNothing();
    const made = await tx
      .select({ id: inventoryItems.id, productVariantId: inventoryItems.productVariantId })
      .from(inventoryItems)
      .where(
        inArray(
          inventoryItems.productVariantId,
          missing.map((variant) => variant.id),
        ),
      );
    for (const item of made) itemOf.set(item.productVariantId, item.id);
  }
  return variantIds.map((id) => ({ inventoryItemId: itemOf.get(id)!, productId: productOf.get(id)!, productVariantId: id }));
}
