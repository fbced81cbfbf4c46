import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { assertEventsQuota, assertFeature, assertStandQuota } from '@/features/entitlements/server/entitlements';
import type { DuplicateEventInput } from '@/features/events/schemas';
import { copyEvent } from '@/features/events/server/copy-event';
import { requireEvent, type EventRow } from '@/features/events/server/event-access';
import { getChangedEvent } from '@/features/events/server/get-event';
import { recordEventCreation } from '@/features/events/server/record-event-creation';
import { writeStep } from '@/features/events/server/write-step';
import type { EventView } from '@/features/events/types';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { events, standSellers, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { insertStandInventories } from './stand-inventory';
import { eligibleSellers } from './stand-sellers';
import { copyStandsStockPlan } from './stand-stock';

/*
 * An event is duplicated with its stands, their sellers and, if asked, their stock plan: the operation lives here,
 * over both, because events sit below stands and must not reach up to them. The event's own part (its details,
 * rooms and performances) is the events domain's `copyEvent`.
 */

/**
 * The stands, each with a new inventory (CANT_DUPLICATE_EVENT_INVENTORY) and closed (CANT_DUPLICATE_EVENT_STANDS),
 * and their sellers who still work on the tour (CANT_DUPLICATE_EVENT_SELLERS).
 */
async function copyStands(tx: Tx, source: EventRow, copyId: string, withStock: boolean, actorUserId: string): Promise<void> {
  const originals = await tx.select().from(stands).where(eq(stands.eventId, source.id)).orderBy(asc(stands.createdAt), asc(stands.id));
  if (!originals.length) return;
  await assertStandQuota(tx, copyId, originals.length);
  const inventoryIds = await writeStep('CANT_DUPLICATE_EVENT_INVENTORY', () => insertStandInventories(tx, source.projectId, originals.map((stand) => stand.name)));
  const standCopies = new Map(originals.map((stand) => [stand.id, randomUUID()]));
  await writeStep('CANT_DUPLICATE_EVENT_STANDS', () =>
    tx.insert(stands).values(
      originals.map((stand, index) => ({
        id: standCopies.get(stand.id)!,
        eventId: copyId,
        name: stand.name,
        isCashCompatible: stand.isCashCompatible,
        changeFund: stand.changeFund,
        status: 'closed' as const,
        inventoryId: inventoryIds[index]!,
      })),
    ),
  );
  if (withStock) {
    await writeStep('CANT_DUPLICATE_EVENT_INVENTORY', () =>
      copyStandsStockPlan(tx, {
        projectId: source.projectId,
        eventId: copyId,
        actorUserId,
        stands: originals.map((stand, index) => ({ fromInventoryId: stand.inventoryId, toInventoryId: inventoryIds[index]! })),
      }),
    );
  }
  const assignments = await tx.select().from(standSellers).where(inArray(standSellers.standId, [...standCopies.keys()]));
  // A seller who has left the tour (or lost the seller role) since is not brought back by a copy.
  const current = await eligibleSellers(tx, source.projectId, [...new Set(assignments.map((assignment) => assignment.userId))]);
  const copied = assignments.filter((assignment) => current.has(assignment.userId)).map((assignment) => ({ standId: standCopies.get(assignment.standId)!, userId: assignment.userId }));
  if (copied.length) await writeStep('CANT_DUPLICATE_EVENT_SELLERS', () => tx.insert(standSellers).values(copied));
}

/**
 * POST /v1/events/{id}/duplicate: a new pending event on the same tour with the source's details, rooms,
 * performances, fees, stands (new inventories) and stand sellers; its funnel is to be completed again. One
 * transaction: a part that fails answers its code and leaves nothing behind.
 */
export async function duplicateEvent(actor: Actor, id: string, input: DuplicateEventInput): Promise<EventView> {
  const { event: checked } = await requireEvent(actor, id, 'write');
  const { ownerClientId } = await requireProject(actor, checked.projectId, 'write', { notFound: 'EVENT_NOT_FOUND' });
  await assertFeature(ownerClientId, 'eventDuplication');
  const db = await getDb();
  const copyId = await db.transaction(async (tx) => {
    // A copy is an event of the month like any other: counted under the owner's lock, first (before the source's
    // share lock, as event creation takes no event lock after it: the two never wait on each other in a cycle).
    await assertEventsQuota(tx, ownerClientId);
    // Read under a share lock: the source can be neither changed nor deleted while it is copied.
    const [source] = await tx.select().from(events).where(eq(events.id, checked.id)).for('share');
    if (!source) throw new AppError('EVENT_NOT_FOUND');
    const newId = await copyEvent(tx, actor, source, input.name ?? `${source.name} (copie)`);
    await copyStands(tx, source, newId, input.withStock, actor.userId);
    await recordEventCreation(tx, newId);
    return newId;
  });
  return getChangedEvent(actor, copyId);
}
