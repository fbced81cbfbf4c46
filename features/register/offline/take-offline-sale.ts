import { changeDue, orderTotals, withBasketDiscount } from '@/features/orders';
import { lineName } from '../components/basket-line';
import type { BasketLine, BasketDiscount, OfflineReceipt } from '../register-basket';
import { requestBackgroundSync } from './background-sync';
import { outboxDatabase } from './outbox-db';
import { mirrorPendingCount } from './pending-mirror';
import { queueOfflineSale } from './queue-offline-sale';

export interface OfflineCashSale {
  standId: string;
  idempotencyKey: string;
  /** The usual sale body (the same the online sale sends), with its cash payment. */
  body: Record<string, unknown>;
  lines: BasketLine[];
  basketDiscount: BasketDiscount | null;
  basketDiscountReason: string | null;
  amountTendered: number;
}

/**
 * A cash sale with no network: stored in the outbox first, then its receipt. Background Sync is asked to send it
 * when the network is back, in case the register's tab is closed by then.
 */
export async function takeOfflineCashSale(sale: OfflineCashSale, soldAt = new Date()): Promise<OfflineReceipt> {
  const totals = orderTotals(withBasketDiscount(sale.lines, sale.basketDiscount, sale.basketDiscountReason));
  const db = outboxDatabase();
  const queued = await queueOfflineSale(db, { standId: sale.standId, idempotencyKey: sale.idempotencyKey, body: sale.body, totalInclVat: totals.totalInclVat, soldAt });
  void mirrorPendingCount(db);
  void requestBackgroundSync();
  return {
    receiptNumber: queued.receiptNumber,
    lines: sale.lines.map((line, index) => ({ name: lineName({ productTitle: line.productTitle, variantTitle: line.variantTitle }), quantity: line.quantity, lineTotal: totals.lines[index]!.lineTotal })),
    totalInclVat: totals.totalInclVat,
    changeGiven: changeDue(totals.totalInclVat, sale.amountTendered),
    soldAt: queued.soldAt,
  };
}
