import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { journalTourEvent } from '@/features/projects/server/journal-tour-event';
import { getDb } from '@/lib/db';
import { inventories, stands } from '@/lib/db/schema';
import type { UpdateStandInput } from '../schemas';
import type { StandView } from '../types';
import { toStandView } from './stand-view';
import { requireStandForUpdate } from './stand-access';
import { assertAssignableSellers, replaceStandSellers } from './stand-sellers';

/**
 * PATCH /v1/stands/{id}: managers change anything (`sellerIds` replaces the list); a seller opens or closes their own
 * stand and nothing else. The stand's inventory keeps its name.
 */
export async function updateStand(actor: Actor, id: string, input: UpdateStandInput): Promise<StandView> {
  const statusOnly = Object.entries(input).every(([field, value]) => field === 'status' || value === undefined);
  const db = await getDb();
  const [updated] = await db.transaction(async (tx) => {
    const { stand, event, project } = await requireStandForUpdate(actor, id, tx, { statusOnly });
    if (input.sellerIds) await assertAssignableSellers(tx, event.projectId, input.sellerIds);
    const { sellerIds, ...fields } = input;
    const changed = await tx
      .update(stands)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(stands.id, stand.id))
      .returning();
    if (input.name !== undefined && input.name !== stand.name) await tx.update(inventories).set({ name: input.name }).where(eq(inventories.id, stand.inventoryId));
    if (sellerIds) await replaceStandSellers(tx, stand.id, sellerIds);
    // Last: how the stand takes money (cash or not, its float) is configuration of the journal (docs/journal.md).
    const payment = { isCashCompatible: fields.isCashCompatible ?? stand.isCashCompatible, changeFund: fields.changeFund ?? stand.changeFund };
    if (payment.isCashCompatible !== stand.isCashCompatible || payment.changeFund !== stand.changeFund) {
      const before = { isCashCompatible: stand.isCashCompatible, changeFund: stand.changeFund };
      await journalTourEvent(tx, project, { kind: 'configurationChange', userId: actor.userId, subjectId: stand.id, details: { setting: 'standPayment', before, after: payment } });
    }
    return changed;
  });
  // Answered from the row written, which the actor was allowed to change (no access read again).
  return toStandView(db, updated!);
}
