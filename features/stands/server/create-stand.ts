import { randomUUID } from 'node:crypto';
import { assertStandQuota } from '@/features/entitlements/server/entitlements';
import { isEventFrozen, requireEventForUpdate } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CreateStandInput } from '../schemas';
import type { StandView } from '../types';
import { getStand } from './get-stand';
import { insertStandInventories } from './stand-inventory';
import { assertAssignableSellers, replaceStandSellers } from './stand-sellers';

/**
 * POST /v1/stands: the tour's writers add a stand to an event that is not canceled or finished (CANT_CREATE_STAND),
 * with its own inventory and its sellers, in one transaction.
 */
export async function createStand(actor: Actor, input: CreateStandInput): Promise<StandView> {
  const db = await getDb();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { event } = await requireEventForUpdate(actor, input.eventId, tx);
    if (isEventFrozen(event.status)) throw new AppError('CANT_CREATE_STAND');
    await assertStandQuota(tx, event.id, 1);
    await assertAssignableSellers(tx, event.projectId, input.sellerIds);
    const [inventoryId] = await insertStandInventories(tx, event.projectId, [input.name]);
    await tx.insert(stands).values({ id, eventId: event.id, name: input.name, isCashCompatible: input.isCashCompatible, changeFund: input.changeFund, status: input.status, inventoryId: inventoryId! });
    await replaceStandSellers(tx, id, input.sellerIds);
  });
  return getStand(actor, id);
}
