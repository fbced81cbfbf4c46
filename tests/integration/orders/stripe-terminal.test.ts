import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/lib/db/schema';
import { createSellingTour, sell } from '../../support/orders';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';

// The real Stripe adapter, talking to a Stripe stand-in on loopback (no network here): what it sends, and how the
// signed webhook settles the sale.
interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}
const seen: Seen[] = [];
let intents = 0;
const stub = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk)).on('end', () => {
    seen.push({ method: req.method!, path: req.url!, body: new URLSearchParams(text), idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/v1/payment_intents') {
      intents += 1;
      res.end(JSON.stringify({ id: `pi_test_${intents}`, object: 'payment_intent', amount: Number(new URLSearchParams(text).get('amount')), currency: 'eur', status: 'requires_payment_method' }));
    } else if (req.url?.startsWith('/v1/terminal/readers/')) {
      res.end(JSON.stringify({ id: 'tmr_stand', object: 'terminal.reader', action: { status: 'in_progress' } }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
    }
  });
});

const WEBHOOK_SECRET = 'whsec_test_secret';
let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  process.env.STRIPE_SECRET_KEY = 'sk_test_loopback';
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  process.env.STRIPE_TERMINAL_READER_ID = 'tmr_stand';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  app = await startTestApp();
});
afterAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_TERMINAL_READER_ID', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
  await app.close();
  stub.close();
});

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.api('/v1/payments/webhook', { method: 'POST', rawBody: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
}

const intentEvent = (type: string, id: string) => ({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: { id, object: 'payment_intent', last_payment_error: type.endsWith('failed') ? { code: 'card_declined' } : null } } });

describe('card sales through Stripe Terminal', () => {
  it('creates a card_present PaymentIntent keyed by our payment, sends it to the reader, and settles on the signed webhook', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'card' } });
    expect(sale.status).toBe(201);
    const payment = sale.body.payments[0];
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', providerPaymentId: expect.stringMatching(/^pi_test_/) });
    const created = seen.find((request) => request.path === '/v1/payment_intents')!;
    expect(created.body.get('amount')).toBe('5000');
    expect(created.body.get('currency')).toBe('eur');
    expect(created.body.get('allowed_payment_method_types[0]')).toBe('card_present');
    expect(created.body.get('metadata[paymentId]')).toBe(payment.id);
    expect(created.idempotencyKey).toBe(`pi-${payment.id}`);
    const processed = seen.find((request) => request.path === '/v1/terminal/readers/tmr_stand/process_payment_intent')!;
    expect(processed.body.get('payment_intent')).toBe(payment.providerPaymentId);

    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId), 'whsec_forged')).status).toBe(400);
    expect(await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId))).toMatchObject({ status: 200, body: { received: true } });
    // Stripe retries: the same outcome again changes nothing.
    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId))).status).toBe(200);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, sale.body.id));
    expect(stored).toMatchObject({ status: 'finished', paidAt: expect.any(Date) });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
  });

  it('a declined card cancels the sale and gives the units back', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 3 }], payment: { method: 'card' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(7);
    expect((await webhook(intentEvent('payment_intent.payment_failed', sale.body.payments[0].providerPaymentId))).status).toBe(200);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('ignores events it does not handle, and intents that are not ours', async () => {
    expect((await webhook({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })).status).toBe(200);
    expect((await webhook(intentEvent('payment_intent.succeeded', 'pi_someone_else'))).status).toBe(200);
  });
});
