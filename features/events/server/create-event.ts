import { assertEventsQuota } from '@/features/entitlements/server/entitlements';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events } from '@/lib/db/schema';
import type { CreateEventInput } from '../schemas';
import type { EventView } from '../types';
import { recordEventCreation } from './record-event-creation';
import { getChangedEvent } from './get-event';

/**
 * POST /v1/events, step 1 of the funnel: a pending event with its details, on a tour the actor may change, within the
 * owner's monthly quota (EVENTS_QUOTAS_EXCEEDED, counted under the owner's lock in the inserting transaction, so 20
 * requests at once on a plan of 4 make 4). A tour that is not theirs is not found, with the events' 404 code like every
 * event call. The event's creation fee is recorded with it (spec §9).
 */
export async function createEvent(actor: Actor, input: CreateEventInput): Promise<EventView> {
  const { ownerClientId } = await requireProject(actor, input.projectId, 'write', { notFound: 'EVENT_NOT_FOUND' });
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await assertEventsQuota(tx, ownerClientId);
    const [row] = await tx
      .insert(events)
      .values({
        projectId: input.projectId,
        name: input.name,
        venueName: input.venueName ?? null,
        addressLine1: input.addressLine1 ?? null,
        postcode: input.postcode ?? null,
        city: input.city ?? null,
        country: input.country,
        createdBy: actor.userId,
      })
      .returning({ id: events.id });
    await recordEventCreation(tx, row!.id);
    return row!.id;
  });
  return getChangedEvent(actor, id);
}
