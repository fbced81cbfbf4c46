import { copyStockPlan, inventoryHasStock } from '@/features/stock/server/stock-plan';
import type { Executor, Tx } from '@/lib/db';

/** Where stands meet stock: the stock domain answers, these names are what the stand and event code asks. */

/** Whether the stand holds stock, has some on the road, or has a stock history (DELETE then answers CANT_DELETE_STAND_WITH_STOCK). */
export async function standHasStock(tx: Executor, inventoryId: string): Promise<boolean> {
  return inventoryHasStock(tx, inventoryId);
}

/** Event duplication `withStock`: the new stands get, from the warehouse, what the originals were sent. */
export async function copyStandsStockPlan(tx: Tx, input: Parameters<typeof copyStockPlan>[1]): Promise<void> {
  await copyStockPlan(tx, input);
}
