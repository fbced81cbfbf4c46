import Stripe from 'stripe';
import { AppError } from '@/lib/errors';

/**
 * A Stripe webhook's event, once its signature is checked against the endpoint's secret on the raw body. A missing,
 * forged or too old signature (a replay) is VALIDATION_ERRORS on `stripe-signature` (400): nothing is read from it.
 */
export function verifiedStripeEvent(rawBody: Buffer, signature: string | undefined, secret: string | undefined): Stripe.Event {
  if (!secret || !signature) throw new AppError('VALIDATION_ERRORS', { fields: ['stripe-signature'] });
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('VALIDATION_ERRORS', { fields: ['stripe-signature'] });
  }
}
