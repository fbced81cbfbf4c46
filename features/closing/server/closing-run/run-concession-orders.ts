import { and, eq } from 'drizzle-orm';
import { createEventOrder } from '@/features/orders/server/create-event-order';
import type { Actor } from '@/lib/auth/actor';
import { orders } from '@/lib/db/schema';
import type { StandConcession, VariantUnits } from '../../allocate-concession';
import type { ClosingStand } from '../../types';
import type { RunContext } from './run-context';

/** Why the closing gives an item away: the free order lines' discountReason. */
export const FREE_ITEM_REASON = 'Offert (clôture)';

/**
 * agentFee: the concession's two orders at one stand, its sold items then its free items at a 100 % discount, paid
 * cash for their total. Each is made once: its Idempotency-Key names the run, the kind and the stand, and an order of
 * the run with that key (made by whoever ran it first) is not made again.
 */
export async function runConcessionOrders(run: RunContext, actor: Actor, share: StandConcession, stand: ClosingStand | undefined): Promise<void> {
  const priceOf = (variantId: string) => stand?.levels.find((level) => level.productVariantId === variantId)?.price ?? 0;
  for (const [kind, items] of [
    ['sold', share.sold],
    ['free', share.free],
  ] as const) {
    if (items.length) await run.step('concessionOrders', () => orderOnce(run, actor, share.standId, kind, items, priceOf));
    else await run.skip('concessionOrders');
  }
}

async function orderOnce(run: RunContext, actor: Actor, standId: string, kind: 'sold' | 'free', items: VariantUnits[], priceOf: (variantId: string) => number): Promise<void> {
  const key = `closing-run:${run.id}:${kind}:${standId}`;
  const [made] = await run.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.closingRunId, run.id), eq(orders.idempotencyKey, key)));
  if (made) return;
  const free = kind === 'free';
  const lines = items.map((item) => ({
    productVariantId: item.productVariantId,
    quantity: item.quantity,
    ...(free ? { discount: item.quantity * priceOf(item.productVariantId), discountReason: FREE_ITEM_REASON } : {}),
  }));
  const total = free ? 0 : items.reduce((sum, item) => sum + item.quantity * priceOf(item.productVariantId), 0);
  await createEventOrder(actor, { eventId: run.eventId, standId, items: lines, payment: { method: 'cash', amountTendered: total } }, key, { closingRunId: run.id });
}
