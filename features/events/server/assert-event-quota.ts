import type { Actor } from '@/lib/auth/actor';

/**
 * The hook where the subscriptions issue checks how many events the tour's plan allows, and refuses one more with
 * EVENTS_QUOTAS_EXCEEDED (403). Called before an event is created (POST /v1/events) or duplicated
 * (POST /v1/events/{id}/duplicate), after the actor's right to write on the tour is checked.
 *
 * Today there are no subscriptions, hence no quota: every event is allowed. Called outside any transaction, so it may
 * read the database with `getDb()`.
 */
export async function assertEventQuota(actor: Actor, projectId: string): Promise<void> {
  void actor;
  void projectId;
}
