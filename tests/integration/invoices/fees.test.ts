import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanType } from '@/features/entitlements/plans';
import { recordEventCreation } from '@/features/events/server/record-event-creation';
import { computeClientFees } from '@/features/invoices/server/compute-client-fees';
import { produceMonthlyInvoices } from '@/features/invoices/server/produce-fee-invoices';
import type { InvoiceView } from '@/features/invoices/types';
import { billableEvents, clients, invoiceCounters, invoices, payments, refunds, subscriptions } from '@/lib/db/schema';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { holdPlan, paris } from '../../support/invoices';
import { cashSale, createSellingTour, refund, sold, soldByCard } from '../../support/orders';
import { createOpenedShop, paidShopOrder } from '../../support/shop-orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createPlatformAdmin, createTour, refuseInserts, UNKNOWN_UUID, type Signed } from '../../support/tours';

/*
 * Issue #15: the fee invoice of a client and a period (Paris dates, both included). Each scenario moves its rows'
 * instants to a month of its own, far from today, so that it bills exactly what it set up, on both engines.
 */

let app: TestApp;
let admin: Signed;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
});
afterAll(() => app.close());

function invoiceFees(clientId: string, periodStart: string, periodEnd: string, token = admin.token) {
  return app.api(`/v1/clients/${clientId}/invoice-fees`, { method: 'POST', token, body: { periodStart, periodEnd } });
}

function invoicesFees(periodStart: string, periodEnd: string, token = admin.token) {
  return app.api('/v1/clients/invoices-fees', { method: 'POST', token, body: { periodStart, periodEnd } });
}

async function moveBillable(eventId: string, at: Date) {
  await app.db.update(billableEvents).set({ occurredAt: at }).where(eq(billableEvents.eventId, eventId));
}

async function movePayments(orderId: string, at: Date) {
  await app.db.update(payments).set({ updatedAt: at }).where(eq(payments.orderId, orderId));
}

/** A client of the given plan with an event of its own, whose creation is billable at `at`. */
async function clientWithEventCreatedAt(at: Date, plan: PlanType | null = 'starter', allowAllFeatures = false) {
  const client = await createClient(app.db, { plan, allowAllFeatures });
  const user = await createUser(app.db, { clientId: client.id });
  const manager = { user, token: await tokenFor(app.db, user) };
  const tour = await createTour(app.db, manager);
  const event = await createEvent(app.db, tour.id, { name: `Olympia ${client.id.slice(0, 4)}` }, { performances: [{ startsAt: '2026-07-14T20:30' }] });
  await recordEventCreation(app.db, event.id);
  await moveBillable(event.id, at);
  return { client, manager, tour, event };
}

describe('the register: events created and card takings of the period', () => {
  let tour: Awaited<ReturnType<typeof createSellingTour>>;
  let invoice: InvoiceView;

  beforeAll(async () => {
    tour = await createSellingTour(app);
    const clientId = tour.manager.user.clientId!;
    await holdPlan(app.db, clientId, 'starter');
    // The tour's event, created on the period's first minute (Paris): in.
    await recordEventCreation(app.db, tour.event.id);
    await moveBillable(tour.event.id, paris('2031-03-01T00:00'));
    // Another event, created through the API (which records it), on the minute before the period: out.
    const created = await app.api('/v1/events', { method: 'POST', token: tour.manager.token, body: { projectId: tour.tour.id, name: 'Bataclan', country: 'FR' } });
    expect(created.status).toBe(201);
    expect(await app.db.select().from(billableEvents).where(eq(billableEvents.eventId, created.body.id))).toMatchObject([{ kind: 'eventCreation', clientId }]);
    await moveBillable(created.body.id, paris('2031-02-28T23:59'));
    // 30 € by card in the period; 50 € by card on the 1st of April at 00:30 in Paris: out.
    await movePayments((await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }])).id, paris('2031-03-10T12:00'));
    await movePayments((await soldByCard(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }])).id, paris('2031-04-01T00:30'));
    // 25 € paid by card in February (out), refunded by card in March (in): taken off March's takings.
    const refunded = await soldByCard(app, tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]);
    await movePayments(refunded.id, paris('2031-02-27T12:00'));
    expect((await refund(app, tour.seller.token, refunded.id, { items: [{ orderItemId: refunded.items[0]!.id, quantity: 1 }], method: 'card' })).status).toBe(201);
    await app.db.update(refunds).set({ createdAt: paris('2031-03-20T12:00') }).where(eq(refunds.orderId, refunded.id));
    // Cash is no card takings.
    await movePayments((await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]))).id, paris('2031-03-10T12:00'));

    const answer = await invoiceFees(clientId, '2031-03-01', '2031-03-31');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    invoice = answer.body;
  });

  it('bills the event created in the period at the plan’s fee, and the commission on the net card takings', () => {
    expect(invoice).toMatchObject({ kind: 'fees', status: 'issued', periodStart: '2031-03-01', periodEnd: '2031-03-31', clientId: tour.manager.user.clientId });
    expect(invoice.lines.map((line) => [line.unitAmountExclVat, line.eventId])).toEqual([
      [1500, tour.event.id],
      // The commission is fixed on each card payment: 30 € × 2.50 % = 0.75 €; the refund of February's 25 € gives
      // back that payment's 0.625 € → 0.63 €: 0.12 € for March.
      [12, tour.event.id],
    ]);
    expect(invoice.lines[1]!.label).toContain('2,50');
  });

  it('puts VAT at 20 % on each line, rounded on the line, and sums the lines', () => {
    expect(invoice.lines.map((line) => [line.amountExclVat, line.vatRate, line.vatAmount, line.amountInclVat])).toEqual([
      [1500, 20, 300, 1800],
      // 0.12 € × 20 % = 0.024 €: 0.02 €.
      [12, 20, 2, 14],
    ]);
    expect(invoice).toMatchObject({ totalExclVat: 1512, totalVat: 302, totalInclVat: 1814 });
  });

  it('issues it with a number, the due date 30 days after, and both identities', () => {
    expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);
    expect(invoice.issuedAt).not.toBeNull();
    const issuedDay = new Date(invoice.issuedAt!).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    expect(Date.parse(invoice.dueAt!) - Date.parse(issuedDay)).toBe(30 * 86_400_000);
    expect(invoice.seller).toMatchObject({ name: 'MerchStand SAS' });
    expect(invoice.buyer).toMatchObject({ name: expect.any(String) });
  });

  it('a second call returns the same invoice (200) and issues nothing', async () => {
    const [counter] = await app.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, Number(invoice.number!.slice(0, 4))));
    const again = await invoiceFees(tour.manager.user.clientId!, '2031-03-01', '2031-03-31');
    expect(again).toMatchObject({ status: 200, body: { id: invoice.id, number: invoice.number, totalInclVat: 1814 } });
    const rows = await app.db.select().from(invoices).where(and(eq(invoices.clientId, tour.manager.user.clientId!), eq(invoices.kind, 'fees')));
    expect(rows).toHaveLength(1);
    const [after] = await app.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, Number(invoice.number!.slice(0, 4))));
    expect(after!.lastSequence).toBeGreaterThanOrEqual(counter!.lastSequence);
    expect(rows[0]!.sequence).toBe(invoice.number ? Number(invoice.number.slice(5)) : null);
  });

  it('April holds the 50 € card sale only', async () => {
    const lines = await computeClientFees(app.db, tour.manager.user.clientId!, { start: '2031-04-01', end: '2031-04-30' });
    // 50 € × 2.50 % = 1.25 €.
    expect(lines.map((line) => line.unitAmountExclVat)).toEqual([125]);
  });
});

describe('online shops: the opening and the shop’s card takings', () => {
  it('bills the opening once, at the plan’s fee, and the commission on the shop’s card payments', async () => {
    const shop = await createOpenedShop(app);
    const clientId = shop.manager.user.clientId!;
    // Pro: free event creations, 5 € per shop opening, 1 % of card takings (the migration's fees).
    const order = await paidShopOrder(app, shop.shop.id, [{ productVariantId: shop.sizes.S, quantity: 2 }]);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    await app.db.update(billableEvents).set({ occurredAt: paris('2031-05-02T10:00') }).where(eq(billableEvents.shopId, shop.shop.id));
    await movePayments(order.id, paris('2031-05-03T21:00'));
    const answer = await invoiceFees(clientId, '2031-05-01', '2031-05-31');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.lines.map((line: { unitAmountExclVat: number; label: string }) => line.unitAmountExclVat)).toEqual([500, Math.floor((payment!.amount * 100 + 5000) / 10_000)]);
    expect(answer.body.lines[0].label).toContain('Ouverture de boutique');
  });
});

describe('the plan held when it happened', () => {
  it('a trial’s plan until its end, then the list price (starter); a client allowed everything without a plan pays the pro fees', async () => {
    const trial = await createClient(app.db, { plan: null });
    await app.db.insert(subscriptions).values({ clientId: trial.id, plan: 'advanced', status: 'trialing', provider: 'platform', currentPeriodStart: paris('2031-06-01T00:00'), currentPeriodEnd: paris('2031-06-15T00:00') });
    const user = await createUser(app.db, { clientId: trial.id });
    const tour = await createTour(app.db, { user, token: await tokenFor(app.db, user) });
    for (const [name, at] of [
      ['Pendant l’essai', '2031-06-10T12:00'],
      ['Après l’essai', '2031-06-20T12:00'],
    ] as const) {
      const event = await createEvent(app.db, tour.id, { name });
      await recordEventCreation(app.db, event.id);
      await moveBillable(event.id, paris(at));
    }
    const lines = await computeClientFees(app.db, trial.id, { start: '2031-06-01', end: '2031-06-30' });
    // Advanced 5 € during the trial; starter 15 € after it.
    expect(lines.map((line) => line.unitAmountExclVat)).toEqual([500, 1500]);

    const partner = await clientWithEventCreatedAt(paris('2031-06-10T12:00'), null, true);
    // Pro: event creations are free, so nothing to bill.
    expect(await computeClientFees(app.db, partner.client.id, { start: '2031-06-01', end: '2031-06-30' })).toEqual([]);
    expect(await invoiceFees(partner.client.id, '2031-06-01', '2031-06-30')).toMatchObject({ status: 404, body: { errorCode: 'NO_EVENT_FOUND_ON_REQUESTED_PERIOD' } });
  });
});

describe('the codes of the fee calls', () => {
  it('NO_EVENT_FOUND_ON_REQUESTED_PERIOD for a client with nothing to bill, NOT_FOUND for an unknown one', async () => {
    const { client } = await clientWithEventCreatedAt(paris('2031-07-10T12:00'));
    expect(await invoiceFees(client.id, '2031-08-01', '2031-08-31')).toMatchObject({ status: 404, body: { errorCode: 'NO_EVENT_FOUND_ON_REQUESTED_PERIOD' } });
    expect(await invoiceFees(UNKNOWN_UUID, '2031-08-01', '2031-08-31')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await invoiceFees('not-a-uuid', '2031-08-01', '2031-08-31')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD when no client has anything in the period', async () => {
    expect(await invoicesFees('1999-01-01', '1999-01-31')).toMatchObject({ status: 404, body: { errorCode: 'CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD' } });
  });

  it('VALIDATION_ERRORS for a period that ends before it starts, or a date that does not exist', async () => {
    expect(await invoicesFees('2031-03-31', '2031-03-01')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['periodEnd'] } });
    expect(await invoiceFees(UNKNOWN_UUID, '2031-02-30', '2031-03-01')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['periodStart'] } });
  });

  it('every client’s invoice once; a client that fails is named and the others are billed; all failing is ERROR_FETCHING_CLIENTS_EVENTS_FEES', async () => {
    const first = await clientWithEventCreatedAt(paris('2032-02-10T12:00'));
    const second = await clientWithEventCreatedAt(paris('2032-02-11T12:00'), 'advanced');
    const allow = await refuseInserts(app.db, 'invoices', `NEW.client_id = '${second.client.id}'`);
    try {
      const partial = await invoicesFees('2032-02-01', '2032-02-29');
      expect(partial.status, JSON.stringify(partial.body)).toBe(200);
      expect(partial.body.issued.map((invoice: InvoiceView) => [invoice.clientId, invoice.totalExclVat])).toEqual([[first.client.id, 1500]]);
      expect(partial.body.failedClientIds).toEqual([second.client.id]);
      // Only the failing client has fees in March: nothing produced at all.
      await clientWithEventCreatedAt(paris('2032-03-10T12:00'), 'advanced').then(async (third) => {
        const closed = await refuseInserts(app.db, 'invoices', `NEW.client_id = '${third.client.id}'`);
        try {
          expect(await invoicesFees('2032-03-01', '2032-03-31')).toMatchObject({ status: 502, body: { errorCode: 'ERROR_FETCHING_CLIENTS_EVENTS_FEES' } });
        } finally {
          await closed();
        }
      });
    } finally {
      await allow();
    }
    // Run again: the first's invoice is returned as it was, the second's is issued now.
    const again = await invoicesFees('2032-02-01', '2032-02-29');
    expect(again.status).toBe(200);
    expect(again.body.existing.map((invoice: InvoiceView) => invoice.clientId)).toEqual([first.client.id]);
    expect(again.body.issued.map((invoice: InvoiceView) => [invoice.clientId, invoice.totalExclVat])).toEqual([[second.client.id, 500]]);
    expect(again.body.failedClientIds).toEqual([]);
    const rows = await app.db.select().from(invoices).where(inArray(invoices.clientId, [first.client.id, second.client.id]));
    expect(rows).toHaveLength(2);
  });

  it('the monthly run: an outcome, the same invoices when run again, and an empty month is no failure', async () => {
    const { client } = await clientWithEventCreatedAt(paris('2032-04-10T12:00'));
    const run = await produceMonthlyInvoices({ start: '2032-04-01', end: '2032-04-30' });
    expect(run).toMatchObject({ periodStart: '2032-04-01', periodEnd: '2032-04-30', issued: 1, existing: 0, failedClientIds: [], nothingToBill: false });
    const [issued] = await app.db.select().from(invoices).where(eq(invoices.clientId, client.id));
    expect(run.invoiceIds).toEqual([issued!.id]);
    expect(await produceMonthlyInvoices({ start: '2032-04-01', end: '2032-04-30' })).toMatchObject({ issued: 0, existing: 1, invoiceIds: [issued!.id] });
    expect(await produceMonthlyInvoices({ start: '1999-02-01', end: '1999-02-28' })).toMatchObject({ issued: 0, existing: 0, nothingToBill: true });
  });

  it('managers may not produce invoices (403)', async () => {
    const { client, manager } = await clientWithEventCreatedAt(paris('2032-05-10T12:00'));
    expect(await invoiceFees(client.id, '2032-05-01', '2032-05-31', manager.token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await invoicesFees('2032-05-01', '2032-05-31', manager.token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.db.select().from(clients).where(eq(clients.id, client.id))).toHaveLength(1);
  });
});
