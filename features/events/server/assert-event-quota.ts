import { assertQuota, eventsCreatedThisMonth } from '@/features/subscriptions/server/entitlements';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';

/**
 * Before an event is created (POST /v1/events) or duplicated: the tour's owner pays for it, so its plan's monthly
 * quota decides (EVENTS_QUOTAS_EXCEEDED, 403, with the limit and the plan that allows one more). Called after the
 * actor's right to write on the tour is checked.
 */
export async function assertEventQuota(actor: Actor, projectId: string): Promise<void> {
  const { ownerClientId } = await requireProject(actor, projectId, 'write', { notFound: 'EVENT_NOT_FOUND' });
  await assertQuota(ownerClientId, 'eventsPerMonth', await eventsCreatedThisMonth(ownerClientId));
}
