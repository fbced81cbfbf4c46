import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/lib/db';
import { payments } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { settleCardPayment } from './card-payments';

/** What a provider event means for one of our payments; null for events we do not act on. */
function outcomeOf(event: Stripe.Event): { intentId: string; outcome: 'succeeded' | 'failed'; failureCode: string | null } | null {
  if (event.type === 'payment_intent.succeeded') return { intentId: event.data.object.id, outcome: 'succeeded', failureCode: null };
  if (event.type === 'payment_intent.payment_failed') return { intentId: event.data.object.id, outcome: 'failed', failureCode: event.data.object.last_payment_error?.code ?? 'card_declined' };
  if (event.type === 'payment_intent.canceled') return { intentId: event.data.object.id, outcome: 'failed', failureCode: 'canceled' };
  return null;
}

/**
 * POST /v1/payments/webhook: Stripe tells how a card payment ended. The signature is checked against
 * STRIPE_WEBHOOK_SECRET on the raw body (a forged or replayed-too-late event is refused with 400). Each event is
 * handled once in effect: settling a payment to the outcome it already has is a no-op, so Stripe's retries are safe.
 */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | undefined, secret: string | undefined): Promise<void> {
  if (!secret || !signature) throw new AppError('VALIDATION_ERRORS', { fields: ['stripe-signature'] });
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('VALIDATION_ERRORS', { fields: ['stripe-signature'] });
  }
  const outcome = outcomeOf(event);
  if (!outcome) return;
  const db = await getDb();
  const [payment] = await db.select({ id: payments.id, status: payments.status }).from(payments).where(and(eq(payments.provider, 'stripe'), eq(payments.providerPaymentId, outcome.intentId)));
  // Not ours (another integration on the same Stripe account), or already settled the other way: nothing to do.
  if (!payment || (payment.status !== 'pending' && payment.status !== outcome.outcome)) return;
  await settleCardPayment(payment.id, outcome.outcome, outcome.failureCode);
}
