import type { Executor } from '@/lib/db';

/*
 * Where stands meet stock. There is no stock yet: the stock issue adds inventory items, levels and the change ledger,
 * and then makes these functions read and write those tables. Until then a stand never holds stock.
 */

/** Whether the stand's inventory holds stock (DELETE /v1/stands/{id} then answers CANT_DELETE_STAND_WITH_STOCK). */
export async function standHasStock(db: Executor, inventoryId: string): Promise<boolean> {
  void db;
  void inventoryId;
  return false;
}

/**
 * Copies one stand's stock into another's inventory, inside the caller's transaction (event duplication with
 * `withStock: true`). Nothing to copy yet.
 */
export async function copyStandStock(db: Executor, fromInventoryId: string, toInventoryId: string): Promise<void> {
  void db;
  void fromInventoryId;
  void toInventoryId;
}
