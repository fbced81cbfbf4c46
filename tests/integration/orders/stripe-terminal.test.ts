import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '@/lib/db/schema';
import { cardSale, createSellingTour, sell } from '../../support/orders';
import { created, DAY, moveRequest, startEventIn, terminalBody } from '../../support/services';
import { expectLedgerBalanced, levelOf } from '../../support/stock';
import { sendWebhook, startStripeStandIn, useStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createPlatformAdmin } from '../../support/tours';

// The real Stripe adapter, talking to a Stripe stand-in on loopback (no network here): what it sends, and how the
// signed webhook settles the sale.
const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: StripeStandIn;
let stopStripe: () => void;
let app: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  stopStripe = useStripe(stripe, { readerId: 'tmr_stand', webhookSecret: WEBHOOK_SECRET });
  app = await startTestApp();
});
afterAll(async () => {
  stopStripe();
  await app.close();
  await stripe.close();
});

const webhook = (event: object, secret = WEBHOOK_SECRET) => sendWebhook(app, event, secret);

// The intent as Stripe sends it: the amount and currency it was opened for (the stand-in's record), unless told otherwise.
const intentEvent = (type: string, id: string, taken?: { amount: number; currency: string }) => {
  const { amount, currency } = taken ?? (id.startsWith('pi_test_') ? stripe.asked(id) : { amount: 100, currency: 'eur' });
  return { id: `evt_${Math.random()}`, object: 'event', type, data: { object: { id, object: 'payment_intent', amount, amount_received: amount, currency, last_payment_error: type.endsWith('failed') ? { code: 'card_declined' } : null } } };
};

describe('card sales through Stripe Terminal', () => {
  it('creates a card_present PaymentIntent keyed by our payment, sends it to the reader, and settles on the signed webhook', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 2 }], payment: { method: 'card' } });
    expect(sale.status).toBe(201);
    const payment = sale.body.payments[0];
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', providerPaymentId: expect.stringMatching(/^pi_test_/) });
    const created = stripe.seen.find((request) => request.path === '/v1/payment_intents')!;
    expect(created.body.get('amount')).toBe('5000');
    expect(created.body.get('currency')).toBe('eur');
    expect(created.body.get('allowed_payment_method_types[0]')).toBe('card_present');
    expect(created.body.get('metadata[paymentId]')).toBe(payment.id);
    expect(created.idempotencyKey).toBe(`pi-${payment.id}`);
    const processed = stripe.seen.find((request) => request.path === '/v1/terminal/readers/tmr_stand/process_payment_intent')!;
    expect(processed.body.get('payment_intent')).toBe(payment.providerPaymentId);

    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId), 'whsec_forged')).status).toBe(400);
    expect(await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId))).toMatchObject({ status: 200, body: { received: true } });
    // Stripe retries: the same outcome again changes nothing.
    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId))).status).toBe(200);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, sale.body.id));
    expect(stored).toMatchObject({ status: 'finished', paidAt: expect.any(Date) });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.M)).toBe(18);
  });

  it('a success for another amount or currency than the sale leaves it unpaid and flagged for the admins', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 1 }], payment: { method: 'card' } });
    const payment = sale.body.payments[0];
    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId, { amount: 2500, currency: 'gbp' }))).status).toBe(200);
    expect((await webhook(intentEvent('payment_intent.succeeded', payment.providerPaymentId, { amount: 1, currency: 'eur' }))).status).toBe(200);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, sale.body.id));
    const [flagged] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect({ order: stored!.status, paidAt: stored!.paidAt }).toEqual({ order: 'inProgress', paidAt: null });
    expect(flagged).toMatchObject({ status: 'pending', providerMismatch: { amount: 1, currency: 'eur' } });
    // The tour's team and the platform admins see it on the order.
    const read = await app.api(`/v1/orders/${sale.body.id}`, { token: tour.manager.token });
    expect(read.body.payments[0]).toMatchObject({ status: 'pending', providerMismatch: { amount: 1, currency: 'eur', receivedAt: expect.any(String) } });
  });

  it('a declined card cancels the sale and gives the units back', async () => {
    const tour = await createSellingTour(app);
    const sale = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 3 }], payment: { method: 'card' } });
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(7);
    expect((await webhook(intentEvent('payment_intent.payment_failed', sale.body.payments[0].providerPaymentId))).status).toBe(200);
    expect(await levelOf(app.db, tour.stand.inventoryId, tour.sizes.S)).toBe(10);
    await expectLedgerBalanced(app.db, tour.tour.id);
  });

  it('sends a stand’s card sales to the reader the platform shipped it, and to the default one once it is returned', async () => {
    const tour = await createSellingTour(app);
    const admin = await createPlatformAdmin(app.db);
    // Terminals are asked for 15 days ahead: the tour's date is moved a month away first.
    await startEventIn(app.db, tour.event.id, 30 * DAY);
    const request = await created(app, tour.manager.token, tour.event.id, terminalBody([tour.stand.id]));
    expect((await moveRequest(app, admin.token, request.id, { status: 'acknowledged' })).status).toBe(200);
    expect((await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [{ standId: tour.stand.id, readerId: 'tmr_shipped' }] })).status).toBe(200);
    const readersSeen = () => stripe.seen.filter((seen) => seen.path.endsWith('/process_payment_intent')).map((seen) => seen.path.split('/')[4]);

    const before = readersSeen().length;
    expect((await sell(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))).status).toBe(201);
    expect(readersSeen().slice(before)).toEqual(['tmr_shipped']);

    expect((await moveRequest(app, admin.token, request.id, { status: 'returned' })).status).toBe(200);
    expect((await sell(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))).status).toBe(201);
    expect(readersSeen().slice(before)).toEqual(['tmr_shipped', 'tmr_stand']);
  });

  it('ignores events it does not handle, and intents that are not ours', async () => {
    expect((await webhook({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })).status).toBe(200);
    expect((await webhook(intentEvent('payment_intent.succeeded', 'pi_someone_else'))).status).toBe(200);
  });
});
