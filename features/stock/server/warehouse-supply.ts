import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { WarehouseSupplyInput } from '../schemas';
import { applyStockChanges, stockItemsOf } from './ledger';
import { mergeLines } from './lines';
import { warehouseOf } from './stock-access';

export interface SupplyResult {
  inventoryId: string;
  /** Units added, all lines together. */
  quantity: number;
}

/**
 * PUT /v1/projects/{id}/inventory-levels/warehouse-supply: goods arriving from the manufacturer into the tour's
 * warehouse, one ledger row (kind supply) per variant with the delivery note as reference. Retries are made safe
 * by the Idempotency-Key header (the route declares it).
 */
export async function supplyWarehouse(actor: Actor, projectId: string, input: WarehouseSupplyInput): Promise<SupplyResult> {
  const project = await requireProject(actor, projectId, 'write');
  if (!input.items.length) throw new AppError('TRANSFER_ITEMS_EMPTY', { fields: ['items'] });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const warehouse = await warehouseOf(tx, project.projectId);
    const lines = mergeLines(input.items);
    const items = await stockItemsOf(
      tx,
      project.projectId,
      lines.map((line) => line.productVariantId),
      (index) => `items.${lines[index]!.firstIndex}.productVariantId`,
    );
    await applyStockChanges(
      tx,
      items.map((item, index) => ({ inventoryId: warehouse.id, inventoryItemId: item.inventoryItemId, kind: 'supply', delta: lines[index]!.quantity, reference: input.reference ?? null })),
      { projectId: project.projectId, actorUserId: actor.userId },
    );
    return { inventoryId: warehouse.id, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) };
  });
}
