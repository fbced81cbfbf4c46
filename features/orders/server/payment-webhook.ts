import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getDb } from '@/lib/db';
import { payments } from '@/lib/db/schema';
import { reportError } from '@/lib/monitoring/report-error';
import { verifiedStripeEvent } from '@/lib/payments/stripe-webhook-event';
import { settleCardPayment, type SettledCardPayment } from './card-payments';

/** Every payment we ask a provider for is in euros (lib/payments/stripe-provider.ts). */
const OUR_CURRENCY = 'eur';

/** What the provider says it took: a PaymentIntent's amount, a Checkout Session's total; cents, lower-case ISO. */
type Taken = { amount: number | null; currency: string | null };

/**
 * What a provider event means for one of our payments, found by its provider id: the PaymentIntent's for the
 * register, the Checkout Session's for a shop order; null for events we do not act on. A shop order's session is
 * paid when completed with payment_status `paid` (cards), failed when it expires (the hold ended unpaid).
 */
function outcomeOf(event: Stripe.Event): { providerPaymentId: string; outcome: 'succeeded' | 'failed'; failureCode: string | null; taken?: Taken } | null {
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    return { providerPaymentId: intent.id, outcome: 'succeeded', failureCode: null, taken: { amount: intent.amount_received ?? intent.amount ?? null, currency: intent.currency ?? null } };
  }
  if (event.type === 'payment_intent.payment_failed') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: event.data.object.last_payment_error?.code ?? 'card_declined' };
  if (event.type === 'payment_intent.canceled') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: 'canceled' };
  if ((event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') && event.data.object.payment_status === 'paid') {
    const session = event.data.object;
    return { providerPaymentId: session.id, outcome: 'succeeded', failureCode: null, taken: { amount: session.amount_total ?? null, currency: session.currency ?? null } };
  }
  if (event.type === 'checkout.session.async_payment_failed') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: 'async_payment_failed' };
  if (event.type === 'checkout.session.expired') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: 'expired' };
  return null;
}

/**
 * POST /v1/payments/webhook: Stripe tells how a card payment ended. The signature is checked against
 * STRIPE_WEBHOOK_SECRET on the raw body (a forged or replayed-too-late event is refused with 400). Each event is
 * handled once in effect: settling a payment to the outcome it already has is a no-op, so Stripe's retries are safe,
 * and an event arriving after the other outcome (an expiry after the payment, in any order) changes nothing.
 * Answers what was settled (null: nothing), so that the route sends a shop order's confirmation when it became paid.
 */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string | undefined): Promise<SettledCardPayment | null> {
  const event = verifiedStripeEvent(rawBody, signature, secret);
  const outcome = outcomeOf(event);
  if (!outcome) return null;
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.id, status: payments.status, amount: payments.amount, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, 'stripe'), eq(payments.providerPaymentId, outcome.providerPaymentId)));
  // Not ours (another integration on the same Stripe account), or already settled the other way: nothing to do.
  if (!payment || (payment.status !== 'pending' && payment.status !== outcome.outcome)) return null;
  if (outcome.taken && payment.status === 'pending' && !sameMoney(outcome.taken, payment.amount)) {
    await flagMismatch(payment, outcome.taken, event.id);
    return null;
  }
  return settleCardPayment(payment.id, outcome.outcome, { failureCode: outcome.failureCode });
}

function sameMoney(taken: Taken, amount: number): boolean {
  return taken.amount === amount && taken.currency?.toLowerCase() === OUR_CURRENCY;
}

/**
 * A success for another amount or currency than ours (a session or intent changed at the provider, another
 * integration's object reusing our id): the order is not made paid on it. The payment stays pending, marked for the
 * platform admins with what the provider said, and the event is reported; the webhook still answers 200 so that
 * Stripe does not retry what a retry cannot mend. The order stays unpaid until an admin settles the matter.
 */
async function flagMismatch(payment: { id: string; orderId: string; amount: number }, taken: Taken, eventId: string): Promise<void> {
  const db = await getDb();
  const mismatch = { eventId, amount: taken.amount, currency: taken.currency, receivedAt: new Date().toISOString() };
  await db.update(payments).set({ providerMismatch: mismatch, updatedAt: new Date() }).where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  await reportError(new Error('Provider payment amount or currency differs from ours'), { operation: 'paymentWebhook', paymentId: payment.id, orderId: payment.orderId, expected: { amount: payment.amount, currency: OUR_CURRENCY }, received: { amount: taken.amount, currency: taken.currency }, eventId });
}
