import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './test-app';

/**
 * A stand-in for Stripe's API on loopback (no network here), which the real adapter (lib/payments/stripe-provider.ts)
 * is pointed at through STRIPE_API_BASE: it records every call and answers the few routes the platform uses, as
 * Stripe shapes them, for the Terminal sales, the refunds, the shops' Checkout Sessions and Connect accounts.
 */
export interface StripeCall {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * What the stand-in can be told to refuse (400, as Stripe answers an invalid request); `unitAmount` and `interval`
 * refuse a plan's price the way Stripe names the parameter at fault.
 */
export type RefusedOperation = 'refunds' | 'cancels' | 'accounts' | 'unitAmount' | 'interval';

export interface StripeStandIn {
  /** The address to give STRIPE_API_BASE. */
  url: string;
  /** Every call received, oldest first. */
  seen: StripeCall[];
  /** The calls of one method and path, oldest first. */
  calls(method: string, path: string): StripeCall[];
  /** Operations refused until taken out of the set. */
  refusing: Set<RefusedOperation>;
  /** Whether each connected account may take charges; an account Stripe was not told about may not. */
  chargesEnabled: Map<string, boolean>;
  /**
   * The spectator paid the Checkout Session: it now has its PaymentIntent, as Stripe gives it once the session is
   * paid (none before). Answers the PaymentIntent's id.
   */
  paySession(sessionId: string): string;
  /** The Checkout Session expired on its own at Stripe: expiring it now is refused, reading it says `expired`. */
  expireSession(sessionId: string): void;
  /** What a PaymentIntent or a Checkout Session was opened for (cents, currency), as its webhook events carry it. */
  asked(id: string): { amount: number; currency: string };
  close(): Promise<void>;
}

interface Answer {
  status?: number;
  body: object;
}

const invalid = (message: string, status = 400, details: { param?: string; code?: string } = {}): Answer => ({ status, body: { error: { message, type: 'invalid_request_error', ...details } } });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const seen: StripeCall[] = [];
  const refusing = new Set<RefusedOperation>();
  const chargesEnabled = new Map<string, boolean>();
  const sessions = new Map<string, { paymentIntent: string | null; expired?: boolean }>();
  const amounts = new Map<string, { amount: number; currency: string }>();
  const count = { intents: 0, sessions: 0, accounts: 0, customers: 0 };
  const products = new Set<string>();
  // On PostgreSQL the test files share one database, where provider ids are unique: each stand-in makes its own.
  const run = randomBytes(4).toString('hex');

  function answer({ method, path, body }: StripeCall): Answer {
    const match = (pattern: RegExp) => pattern.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      count.intents += 1;
      amounts.set(`pi_test_${run}_${count.intents}`, { amount: Number(body.get('amount')), currency: 'eur' });
      return { body: { id: `pi_test_${run}_${count.intents}`, object: 'payment_intent', amount: Number(body.get('amount')), currency: 'eur', status: 'requires_payment_method' } };
    }
    if (method === 'POST' && match(/^\/v1\/terminal\/readers\/[^/]+\/process_payment_intent$/)) return { body: { id: path.split('/')[4], object: 'terminal.reader', action: { status: 'in_progress' } } };
    const cancel = match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (method === 'POST' && cancel) return refusing.has('cancels') ? invalid('refused by the stand-in') : { body: { id: cancel[1], object: 'payment_intent', status: 'canceled' } };
    if (method === 'POST' && path === '/v1/refunds') {
      if (refusing.has('refunds')) return invalid('refused by the stand-in');
      // Stripe refunds a PaymentIntent (or a charge), never a Checkout Session.
      if (!body.get('payment_intent')?.startsWith('pi_')) return invalid(`No such payment_intent: '${body.get('payment_intent')}'`, 404);
      return { body: { id: `re_test_${run}_${seen.length}`, object: 'refund', amount: Number(body.get('amount')), payment_intent: body.get('payment_intent'), status: 'succeeded' } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const price = 'line_items[0][price_data]';
      if (refusing.has('unitAmount')) return invalid('Invalid integer', 400, { param: `${price}[unit_amount]` });
      if (refusing.has('interval')) return invalid('Invalid interval', 400, { param: `${price}[recurring][interval]` });
      count.sessions += 1;
      const id = `cs_test_${run}_${count.sessions}`;
      sessions.set(id, { paymentIntent: null });
      amounts.set(id, { amount: Number(body.get(`${price}[unit_amount]`)) * Number(body.get('line_items[0][quantity]') ?? 1), currency: body.get(`${price}[currency]`) ?? 'eur' });
      return { body: { id, object: 'checkout.session', status: 'open', payment_intent: null, url: `https://checkout.stripe.test/c/pay/${id}` } };
    }
    const expire = match(/^\/v1\/checkout\/sessions\/(cs_\w+)\/expire$/);
    if (method === 'POST' && expire && sessions.get(expire[1]!)?.expired) return invalid('Only Checkout Sessions with a status of `open` can be expired.');
    if (method === 'POST' && expire) return { body: { id: expire[1], object: 'checkout.session', status: 'expired', url: null } };
    const session = match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/);
    if (method === 'GET' && session && sessions.has(session[1]!)) {
      const { paymentIntent, expired } = sessions.get(session[1]!)!;
      return { body: { id: session[1], object: 'checkout.session', status: paymentIntent ? 'complete' : expired ? 'expired' : 'open', payment_status: paymentIntent ? 'paid' : 'unpaid', payment_intent: paymentIntent } };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      count.accounts += 1;
      const id = `acct_test_${run}_${count.accounts}`;
      chargesEnabled.set(id, false);
      return { body: { id, object: 'account', type: 'express', charges_enabled: false } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      count.customers += 1;
      return { body: { id: `cus_test_${run}_${count.customers}`, object: 'customer', name: body.get('name') } };
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = body.get('id')!;
      if (products.has(id)) return invalid(`Product already exists: ${id}`, 400, { code: 'resource_already_exists', param: 'id' });
      products.add(id);
      return { body: { id, object: 'product', name: body.get('name') } };
    }
    const subscription = match(/^\/v1\/subscriptions\/(sub_\w+)$/);
    if (subscription) return { body: { id: subscription[1], object: 'subscription', status: 'active', metadata: {}, items: { object: 'list', data: [{ id: 'si_test', object: 'subscription_item' }] } } };
    if (method === 'POST' && path === '/v1/billing_portal/sessions') return { body: { id: 'bps_test', object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${body.get('customer')}` } };
    if (method === 'POST' && path === '/v1/account_links') return { body: { object: 'account_link', url: `https://connect.stripe.test/setup/${body.get('account')}`, expires_at: 1 } };
    const account = match(/^\/v1\/accounts\/(acct_\w+)$/);
    if (method === 'GET' && account) return refusing.has('accounts') ? invalid('refused by the stand-in') : { body: { id: account[1], object: 'account', type: 'express', charges_enabled: chargesEnabled.get(account[1]!) ?? false } };
    return invalid('unknown', 404);
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk)).on('end', () => {
      const call = { method: req.method!, path: req.url!, body: new URLSearchParams(text), idempotencyKey: req.headers['idempotency-key'] as string | undefined };
      seen.push(call);
      const { status = 200, body } = answer(call);
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    calls: (method, path) => seen.filter((call) => call.method === method && call.path === path),
    refusing,
    chargesEnabled,
    paySession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The stand-in opened no session ${sessionId}`);
      session.paymentIntent ??= `pi_test_of_${sessionId}`;
      return session.paymentIntent;
    },
    expireSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The stand-in opened no session ${sessionId}`);
      session.expired = true;
    },
    asked(id) {
      const asked = amounts.get(id);
      if (!asked) throw new Error(`The stand-in opened no payment ${id}`);
      return asked;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const stripeVariables = ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_TERMINAL_READER_ID', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_BILLING_WEBHOOK_SECRET'] as const;

/**
 * Makes Stripe the configured provider, talking to the stand-in; call before startTestApp (the app reads these per
 * request, in this process). Answers what takes them out again.
 */
export function useStripe(standIn: StripeStandIn, settings: { webhookSecret?: string; billingWebhookSecret?: string; readerId?: string } = {}): () => void {
  process.env.STRIPE_SECRET_KEY = 'sk_test_loopback';
  process.env.STRIPE_API_BASE = standIn.url;
  if (settings.readerId) process.env.STRIPE_TERMINAL_READER_ID = settings.readerId;
  if (settings.webhookSecret) process.env.STRIPE_WEBHOOK_SECRET = settings.webhookSecret;
  if (settings.billingWebhookSecret) process.env.STRIPE_BILLING_WEBHOOK_SECRET = settings.billingWebhookSecret;
  return () => {
    for (const name of stripeVariables) delete process.env[name];
  };
}

/** POST /v1/payments/webhook with the event signed as Stripe would sign it with `secret`. */
export function sendWebhook(app: TestApp, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.api('/v1/payments/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}
