import { and, eq, inArray } from 'drizzle-orm';
import { keepFunnelConsistent } from '@/features/events/server/event-funnel';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { openStatuses } from '@/features/services/transitions';
import { inventories, serviceRequests, serviceRequestStands, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { requireStandForUpdate } from './stand-access';
import { standHasStock } from './stand-stock';

/** Whether a service request still open serves the stand: terminals out, or its management agreed. */
async function standHasOpenServiceRequests(tx: Tx, standId: string): Promise<boolean> {
  const [line] = await tx
    .select({ requestId: serviceRequestStands.requestId })
    .from(serviceRequestStands)
    .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestStands.requestId))
    .where(and(eq(serviceRequestStands.standId, standId), inArray(serviceRequests.status, openStatuses)))
    .limit(1);
  return Boolean(line);
}

/**
 * DELETE /v1/stands/{id}: the tour's writers remove a stand that holds no stock (CANT_DELETE_STAND_WITH_STOCK) and no
 * open service request (CANT_DELETE_STAND_WITH_SERVICE_REQUESTS), with
 * its inventory and its sellers' assignments. A started event keeps at least one stand (VALIDATION_ERRORS `stands`);
 * a pending one whose funnel was completed goes back to the funnel.
 */
export async function deleteStand(actor: Actor, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { stand, event } = await requireStandForUpdate(actor, id, tx, { statusOnly: false });
    if (await standHasStock(tx, stand.inventoryId)) throw new AppError('CANT_DELETE_STAND_WITH_STOCK');
    if (await standHasOpenServiceRequests(tx, stand.id)) throw new AppError('CANT_DELETE_STAND_WITH_SERVICE_REQUESTS');
    await tx.delete(stands).where(eq(stands.id, stand.id));
    await tx.delete(inventories).where(eq(inventories.id, stand.inventoryId));
    await keepFunnelConsistent(tx, event.id);
  });
}
