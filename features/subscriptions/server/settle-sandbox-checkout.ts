import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { assertSandboxIsProvider } from '@/lib/payments';
import { isUuid } from '@/lib/validation/uuid';
import type { SubscriptionView } from '../types';
import { activateSubscription, addOneMonth } from './activate-subscription';
import { invoicePlanPayment, sendPlanConfirmation } from './confirm-plan-payment';
import { toSubscriptionView } from './subscription-view';

/**
 * POST /v1/subscriptions/{id}/sandbox-outcome: the sandbox checkout's buttons, for the organisation's own managers.
 * Paid: active for a month from now, as the provider's webhook would say, with its paid invoice in the organisation's
 * invoices and a confirmation e-mail to the manager who paid (issue #25). Declined: the checkout is given up, nothing
 * is granted, and the manager may start again. A checkout already settled answers NO_SUBSCRIPTION_FOUND; any sandbox
 * checkout once the sandbox is no longer the billing provider, SANDBOX_PAYMENTS_OFF (a switch ends free plans).
 */
export async function settleSandboxCheckout(actor: Actor, id: string, outcome: 'paid' | 'declined', origin = ''): Promise<SubscriptionView> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row || actor.role !== 'client' || row.clientId !== actor.clientId) throw new AppError('NOT_FOUND');
  if (row.provider !== 'sandbox' || row.status !== 'incomplete') throw new AppError('NO_SUBSCRIPTION_FOUND');
  assertSandboxIsProvider();
  const now = new Date();
  const settled = await db.transaction(async (tx) => {
    if (outcome === 'paid') {
      const active = await activateSubscription(tx, row.id, { start: now, end: addOneMonth(now), providerSubscriptionId: `sandbox_sub_${row.id}` });
      // Its invoice in the organisation's invoices, with the plan (issue #25).
      if (active) await invoicePlanPayment(tx, active, actor.userId);
      return active;
    }
    const [expired] = await tx.update(subscriptions).set({ status: 'expired', checkoutUrl: null, updatedAt: now }).where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'incomplete'))).returning();
    return expired ?? null;
  });
  if (!settled) throw new AppError('NO_SUBSCRIPTION_FOUND');
  if (settled.status === 'active') await sendPlanConfirmation(db, settled, actor.userId, origin);
  return toSubscriptionView(settled);
}
