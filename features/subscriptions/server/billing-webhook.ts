import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getDb, type Tx } from '@/lib/db';
import { providerEvents, subscriptions, type SubscriptionRow } from '@/lib/db/schema';
import { reportError } from '@/lib/monitoring/report-error';
import { isUuid } from '@/lib/validation/uuid';
import { verifiedStripeEvent } from '@/lib/payments/stripe-webhook-event';
import { planTypes, type PlanType } from '@/features/entitlements/plans';
import { activateSubscription } from './activate-subscription';
import { billingPrice } from './billing-price';
import { sendPlanConfirmation } from './confirm-plan-payment';

type OurStatus = SubscriptionRow['status'];

/** Stripe's statuses in ours: `unpaid` (retries exhausted) and `paused` grant nothing, as canceled. */
const statusOf: Record<string, OurStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'canceled',
  paused: 'canceled',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'expired',
};

const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Our row for a Stripe subscription: by the id we put in its metadata, else by its own id. */
async function findRow(tx: Tx, subscription: Stripe.Subscription): Promise<SubscriptionRow | null> {
  const ours = subscription.metadata?.subscriptionId;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(ours && isUuid(ours) ? or(eq(subscriptions.id, ours), eq(subscriptions.providerSubscriptionId, subscription.id)) : eq(subscriptions.providerSubscriptionId, subscription.id))
    .for('update');
  return row && row.provider === 'stripe' ? row : null;
}

/**
 * What Stripe says of a subscription now: its status, period, plan and renewal. An event older than the last one
 * applied changes nothing (Stripe does not promise the order of its events).
 */
async function applySubscription(tx: Tx, subscription: Stripe.Subscription, eventTime: Date): Promise<SubscriptionRow | null> {
  const row = await findRow(tx, subscription);
  if (!row) return null;
  if (row.providerUpdatedAt && row.providerUpdatedAt.getTime() > eventTime.getTime()) return null;
  const item = subscription.items.data[0];
  const period = { start: at(item?.current_period_start), end: at(item?.current_period_end) };
  const status = statusOf[subscription.status] ?? 'canceled';
  const plan = planTypes.find((type) => type === subscription.metadata?.plan) as PlanType | undefined;
  let activated: SubscriptionRow | null = null;
  if (row.status === 'incomplete' && (status === 'active' || status === 'past_due') && period.start && period.end) {
    // Paid, but for another price or currency than the plan's: it grants nothing, and the admins are told (issue #22).
    if (!chargesPlanPrice(item, plan ?? row.plan)) {
      await reportError(new Error('Provider subscription price or currency differs from the plan'), { operation: 'billingWebhook', subscriptionId: row.id, plan: plan ?? row.plan, received: { amount: item?.price?.unit_amount ?? null, currency: item?.price?.currency ?? null } });
      return null;
    }
    activated = await activateSubscription(tx, row.id, { start: period.start, end: period.end, providerSubscriptionId: subscription.id });
  }
  await tx
    .update(subscriptions)
    .set({
      status,
      providerSubscriptionId: subscription.id,
      ...(plan ? { plan } : {}),
      currentPeriodStart: period.start ?? row.currentPeriodStart,
      currentPeriodEnd: period.end ?? row.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: at(subscription.canceled_at) ?? row.canceledAt,
      providerUpdatedAt: eventTime,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
  return activated;
}

/** The first month is charged at the plan's monthly price, in euros, as our checkout asked (billingPrice). */
function chargesPlanPrice(item: Stripe.SubscriptionItem | undefined, plan: PlanType): boolean {
  if (plan === 'pro') return false; // sold on quote, granted by an admin: never through a checkout
  return item?.price?.unit_amount === billingPrice(plan).monthlyAmount && item.price.currency?.toLowerCase() === 'eur';
}

function subscriptionOf(event: Stripe.Event): Stripe.Subscription | null {
  if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') return event.data.object;
  return null;
}

/**
 * POST /v1/subscriptions/webhook: Stripe Billing tells how plan subscriptions go (first payment, renewals, failed
 * payments, cancellations). The signature is checked against STRIPE_BILLING_WEBHOOK_SECRET on the raw body; each
 * event is handled once (its id is kept, in the transaction of its change), and late events never undo newer ones.
 */
export async function handleBillingWebhook(rawBody: Buffer, signature: string | undefined, secret: string | undefined, origin = ''): Promise<void> {
  const event = verifiedStripeEvent(rawBody, signature, secret);
  const subscription = subscriptionOf(event);
  if (!subscription) return;
  const db = await getDb();
  const activated = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(providerEvents).values({ provider: 'stripe', eventId: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return null;
    return applySubscription(tx, subscription, new Date(event.created * 1000));
  });
  // The first payment: the manager who subscribed is told (issue #25); Stripe sends its invoice, kept in its portal.
  if (activated?.createdBy) await sendPlanConfirmation(db, activated, activated.createdBy, origin);
}
