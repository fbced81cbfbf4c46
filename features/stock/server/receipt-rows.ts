import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { inBatches } from '@/lib/db/batches';
import { inventoryTransferReceipts } from '@/lib/db/schema';
import type { ReceiptType } from '../types';

/*
 * A transfer's receipts written set-wise: one statement per batch of ROWS_PER_STATEMENT, not one per receipt (a
 * closing count sends four per line). The caller holds the transfer's row lock, which serialises its receipts.
 */

/** The count of one receipt type of one transfer line. */
export interface ReceiptCount {
  transferItemId: string;
  type: ReceiptType;
  quantity: number;
}

/**
 * Sets these counts, each replacing the line's count of its type. A line and type at most once in the list: one
 * statement cannot update a row twice.
 */
export async function upsertReceipts(tx: Tx, counts: ReceiptCount[], receivedBy: string, at: Date): Promise<void> {
  for (const batch of inBatches(counts)) await upsertReceiptsQuery(tx, batch, receivedBy, at);
}

/** The upsert of at most ROWS_PER_STATEMENT counts, as a query: run alone, or as a CTE of the statement that follows it. */
export function upsertReceiptsQuery(tx: Tx, counts: ReceiptCount[], receivedBy: string, at: Date) {
  return tx
    .insert(inventoryTransferReceipts)
    .values(counts.map((count) => ({ transferItemId: count.transferItemId, type: count.type, quantity: count.quantity, receivedBy, updatedAt: at })))
    .onConflictDoUpdate({
      target: [inventoryTransferReceipts.transferItemId, inventoryTransferReceipts.type],
      set: { quantity: sql`excluded.quantity`, receivedBy, updatedAt: at },
    });
}

/** Clears the counts of these lines and types (what a count of 0 means). */
export async function deleteReceipts(tx: Tx, receipts: Pick<ReceiptCount, 'transferItemId' | 'type'>[]): Promise<void> {
  for (const batch of inBatches(receipts)) {
    const pairs = sql.join(
      batch.map((receipt) => sql`(${receipt.transferItemId}::uuid, ${receipt.type}::receipt_type)`),
      sql`, `,
    );
    await tx.delete(inventoryTransferReceipts).where(sql`(${inventoryTransferReceipts.transferItemId}, ${inventoryTransferReceipts.type}) in (select * from (values ${pairs}) as receipts)`);
  }
}
