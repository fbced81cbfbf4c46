import { eq } from 'drizzle-orm';
import { keepFunnelConsistent } from '@/features/events/server/event-funnel';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { inventories, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requireStandForUpdate } from './stand-access';
import { standHasStock } from './stand-stock';

/**
 * DELETE /v1/stands/{id}: the tour's writers remove a stand that holds no stock (CANT_DELETE_STAND_WITH_STOCK), with
 * its inventory and its sellers' assignments. A started event keeps at least one stand (VALIDATION_ERRORS `stands`);
 * a pending one whose funnel was completed goes back to the funnel.
 */
export async function deleteStand(actor: Actor, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { stand, event } = await requireStandForUpdate(actor, id, tx, { statusOnly: false });
    if (await standHasStock(tx, stand.inventoryId)) throw new AppError('CANT_DELETE_STAND_WITH_STOCK');
    await tx.delete(stands).where(eq(stands.id, stand.id));
    await tx.delete(inventories).where(eq(inventories.id, stand.inventoryId));
    await keepFunnelConsistent(tx, event.id);
  });
}
