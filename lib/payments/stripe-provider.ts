import Stripe from 'stripe';
import type { PaymentProvider } from './provider';

export interface StripeSettings {
  secretKey: string;
  /** The reader used when a stand has none of its own (a single-stand organiser's one terminal). */
  defaultReaderId: string | null;
  /** Tests point the client at a loopback stub: `http://127.0.0.1:4010`. Unset: Stripe's API. */
  apiBase: string | null;
}

export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/**
 * Stripe Terminal, server-driven: a `card_present` PaymentIntent is created and handed to the stand's reader; the
 * outcome comes back through the webhook (pages/api/v1/payments/webhook.ts), signature checked. Our payment id is
 * the idempotency key of each call, so a retried call never charges twice.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async startCardPresentPayment({ paymentId, amount, description, readerId }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency: 'eur', allowed_payment_method_types: ['card_present'], capture_method: 'automatic', description, metadata: { paymentId } },
        { idempotencyKey: `pi-${paymentId}` },
      );
      const reader = readerId ?? settings.defaultReaderId;
      if (reader) await stripe.terminal.readers.processPaymentIntent(reader, { payment_intent: intent.id }, { idempotencyKey: `process-${paymentId}` });
      return { providerPaymentId: intent.id };
    },
    // Stripe Checkout, a destination charge: the organiser's connected account receives the payment, less the
    // platform's application fee. The session expires with our stock hold (expired: the webhook cancels the order).
    async startOnlinePayment({ paymentId, amount, applicationFee, connectedAccountId, description, customerEmail, successUrl, cancelUrl, expiresAt }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: amount, product_data: { name: description } } }],
          customer_email: customerEmail,
          payment_intent_data: { application_fee_amount: applicationFee, transfer_data: { destination: connectedAccountId }, metadata: { paymentId } },
          metadata: { paymentId },
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `cs-${paymentId}` },
      );
      if (!session.url) throw new Error(`Checkout Session ${session.id} came without its url`);
      return { providerPaymentId: session.id, redirectUrl: session.url };
    },
    // An online payment's id is its Checkout Session's (cs_…): expiring it stops the payment; a session already
    // paid refuses, and the order is then left for the webhook to settle.
    async cancelPayment(providerPaymentId) {
      if (!providerPaymentId.startsWith('cs_')) return void (await stripe.paymentIntents.cancel(providerPaymentId));
      try {
        await stripe.checkout.sessions.expire(providerPaymentId);
      } catch (error) {
        // Stripe refuses to expire a session that expired on its own (its webhook may have been lost): that one is
        // stopped already. A session paid meanwhile is not, and its outcome settles the order.
        const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
        if (session.status !== 'expired') throw error;
      }
    },
    // A shop order's payment is known by its Checkout Session: the money is its PaymentIntent's, read from the
    // session now (it is there once the session is paid, whenever the webhook came; nothing stored can be stale).
    // It was a destination charge: the transfer to the organiser is reversed by what is given back, as they
    // received it; the platform's application fee is kept, as Stripe keeps its own fees (docs/decisions.md,
    // 2026-11-25). A register payment is a plain PaymentIntent on the platform's account: nothing to reverse.
    async refundPayment({ providerPaymentId, amount, refundId }) {
      const options = { idempotencyKey: `refund-${refundId}` };
      if (!providerPaymentId.startsWith('cs_')) {
        const refund = await stripe.refunds.create({ payment_intent: providerPaymentId, amount }, options);
        return { providerRefundId: refund.id };
      }
      const session = await stripe.checkout.sessions.retrieve(providerPaymentId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Checkout Session ${providerPaymentId} has no PaymentIntent to refund`);
      const refund = await stripe.refunds.create({ payment_intent: intent, amount, reverse_transfer: true, refund_application_fee: false }, options);
      return { providerRefundId: refund.id };
    },
    // Stripe Connect Express: Stripe hosts the organiser's onboarding and its dashboard; the platform keeps its
    // commission when it takes the shop's payments for them (later).
    async createConnectedAccount({ clientId, email, country }) {
      const account = await stripe.accounts.create(
        { type: 'express', country, ...(email ? { email } : {}), capabilities: { card_payments: { requested: true }, transfers: { requested: true } }, metadata: { clientId } },
        { idempotencyKey: `acct-${clientId}` },
      );
      return { providerAccountId: account.id, canReceivePayments: account.charges_enabled === true };
    },
    async createOnboardingLink({ providerAccountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: providerAccountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl });
      return { url: link.url };
    },
    async readConnectedAccount(providerAccountId) {
      const account = await stripe.accounts.retrieve(providerAccountId);
      return { providerAccountId: account.id, canReceivePayments: account.charges_enabled === true };
    },
  };
}
