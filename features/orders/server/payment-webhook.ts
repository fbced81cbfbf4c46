import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getDb } from '@/lib/db';
import { payments } from '@/lib/db/schema';
import { verifiedStripeEvent } from '@/lib/payments/stripe-webhook-event';
import { settleCardPayment } from './card-payments';

/**
 * What a provider event means for one of our payments, found by its provider id: the PaymentIntent's for the
 * register, the Checkout Session's for a shop order; null for events we do not act on. A shop order's session is
 * paid when completed with payment_status `paid` (cards), failed when it expires (the hold ended unpaid).
 */
function outcomeOf(event: Stripe.Event): { providerPaymentId: string; outcome: 'succeeded' | 'failed'; failureCode: string | null } | null {
  if (event.type === 'payment_intent.succeeded') return { providerPaymentId: event.data.object.id, outcome: 'succeeded', failureCode: null };
  if (event.type === 'payment_intent.payment_failed') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: event.data.object.last_payment_error?.code ?? 'card_declined' };
  if (event.type === 'payment_intent.canceled') return { providerPaymentId: event.data.object.id, outcome: 'failed', failureCode: 'canceled' };
  if ((event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') && event.data.object.payment_status === 'paid') {
    return { providerPaymentId: event.data.object.id, outcome: 'succeeded', failureCode: null };
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
 * `origin` is our public origin, for the links of the confirmation e-mail a paid shop order is sent.
 */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string | undefined, origin: string): Promise<void> {
  const event = verifiedStripeEvent(rawBody, signature, secret);
  const outcome = outcomeOf(event);
  if (!outcome) return;
  const db = await getDb();
  const [payment] = await db.select({ id: payments.id, status: payments.status }).from(payments).where(and(eq(payments.provider, 'stripe'), eq(payments.providerPaymentId, outcome.providerPaymentId)));
  // Not ours (another integration on the same Stripe account), or already settled the other way: nothing to do.
  if (!payment || (payment.status !== 'pending' && payment.status !== outcome.outcome)) return;
  await settleCardPayment(payment.id, outcome.outcome, { failureCode: outcome.failureCode, origin });
}
