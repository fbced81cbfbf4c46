import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { clients } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';

/** "BIL-2026-0007": the year of the closing in Paris, then the organiser's sequence on four digits at least. */
export function settlementNumberOf(closedAt: Date, sequence: number): string {
  return `BIL-${toParisDate(closedAt).slice(0, 4)}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The organiser's next settlement number, taken in the closing's transaction: the counter's row lock orders two
 * closings of one organiser (each gets its own number, none is skipped when a closing rolls back), and another
 * organiser's counter is another row. The migration's backfill uses the same form.
 */
export async function takeSettlementNumber(tx: Tx, ownerClientId: string, closedAt: Date): Promise<string> {
  const [client] = await tx
    .update(clients)
    .set({ lastSettlementNumber: sql`${clients.lastSettlementNumber} + 1` })
    .where(eq(clients.id, ownerClientId))
    .returning({ sequence: clients.lastSettlementNumber });
  return settlementNumberOf(closedAt, client!.sequence);
}
