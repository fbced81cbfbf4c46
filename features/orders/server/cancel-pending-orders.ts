import { and, asc, eq, inArray, isNull, lt, notExists, or, type SQL } from 'drizzle-orm';
import { requireEvent } from '@/features/events/server/event-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Db } from '@/lib/db';
import { orders, payments, projectClients, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CancelPendingInput } from '../schemas';
import { unpaidStatuses } from './cancel-order';
import { cancelWithProvider } from './cancel-with-provider';

/** How many orders one call looks at; the next call takes the rest. */
export const CANCEL_PENDING_BATCH = 500;

/** The active tours the actor may write to: all of them for a platform admin, else their organisation's as owner, admin or tour manager. */
function writableTours(db: Db, actor: Actor): SQL {
  const active = eq(projects.status, 'active');
  if (actor.role === 'admin') return inArray(orders.projectId, db.select({ id: projects.id }).from(projects).where(active));
  const clientId = actor.clientId ?? '00000000-0000-0000-0000-000000000000';
  const writes = or(inArray(projectClients.role, ['admin', 'projectManager']), eq(projects.ownerClientId, clientId));
  return inArray(
    orders.projectId,
    db
      .select({ id: projectClients.projectId })
      .from(projectClients)
      .innerJoin(projects, eq(projects.id, projectClients.projectId))
      .where(and(eq(projectClients.clientId, clientId), writes, active)),
  );
}

/**
 * POST /v1/orders/cancel-pending: cancels the orders left unpaid (creating, inProgress) for longer than
 * `olderThanMinutes`, in the tours the actor writes to or in one event of theirs; a shop order also once its payment
 * hold has ended (then its units go back to the shop's stock). Each order is canceled on its own
 * (provider payment stopped, then its own transaction), so one that was paid or canceled meanwhile is skipped and
 * one the provider will not stop is left for its outcome. Calls may repeat and overlap: an order is canceled once.
 */
export async function cancelPendingOrders(actor: Actor, input: CancelPendingInput): Promise<{ canceled: number }> {
  const db = await getDb();
  const cutoff = new Date(Date.now() - input.olderThanMinutes * 60_000);
  const scope = input.eventId ? eq(orders.eventId, (await requireEvent(actor, input.eventId, 'write', db)).event.id) : writableTours(db, actor);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    // A shop order is never swept before its hold ends: its spectator may still be paying on the provider's page.
    // Nor a split sale whose cash part is in the drawer: the seller takes the rest or cancels it, giving the cash back.
    .where(and(inArray(orders.status, [...unpaidStatuses]), lt(orders.createdAt, cutoff), or(isNull(orders.holdExpiresAt), lt(orders.holdExpiresAt, new Date())), notExists(db.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, orders.id), eq(payments.status, 'succeeded')))), scope))
    .orderBy(asc(orders.createdAt))
    .limit(CANCEL_PENDING_BATCH);
  let canceled = 0;
  for (const { id } of stale) {
    try {
      if (await cancelWithProvider(db, id, actor.userId, 'abandoned')) canceled += 1;
    } catch (error) {
      // Reported where it happened; the provider's outcome will settle this one.
      if (!(error instanceof AppError && error.errorCode === 'PAYMENT_PROVIDER_ERROR')) throw error;
    }
  }
  return { canceled };
}
