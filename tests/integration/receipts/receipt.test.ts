import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toParisLocal } from '@/lib/datetime/paris-time';
import { orderItems, orders, refundItems, refunds } from '@/lib/db/schema';
import { sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, UNKNOWN_UUID } from '../../support/tours';
import { COMPANY, createSoldReceipt, getReceipt, pdfLines, sellOne } from './receipt-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

function fetchPdf(orderId: string, query: string) {
  return fetch(`${app.baseUrl}/api/v1/orders/${orderId}/receipt.pdf${query}`);
}

describe('GET /v1/orders/{id}/receipt', () => {
  it('answers the receipt to its token, without credentials: company, place, time, ticket, lines, totals, VAT per rate, payment', async () => {
    const { tour, order, token } = await createSoldReceipt(app, { customerEmail: 'fan@example.com' });
    const response = await getReceipt(app, order.id, `?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(response.body).toEqual({
      orderId: order.id,
      ticketNumber: 1,
      receiptNumber: '1',
      status: 'finished',
      channel: 'event',
      company: COMPANY,
      stand: { name: 'Hall' },
      event: { name: tour.event.name, venueName: 'Le Zénith', city: 'Paris' },
      soldAt: stored!.paidAt!.toISOString(),
      soldAtParis: toParisLocal(stored!.paidAt!),
      canceledAt: null,
      // The sale's record in the journal, as the receipt prints it; the first print is no duplicate.
      journal: { sequence: 1, shortHash: expect.stringMatching(/^[0-9A-F]{8}$/) },
      duplicate: null,
      lines: [
        { productTitle: 'T-shirt Tournée', variantTitle: order.items[0].variantTitle, quantity: 2, unitPrice: 2500, discount: 500, vatRate: 20, lineTotal: 4500, lineVat: 750, refundedQuantity: 0 },
        { productTitle: 'Vinyle', variantTitle: null, quantity: 1, unitPrice: 3000, discount: 0, vatRate: 5.5, lineTotal: 3000, lineVat: 156, refundedQuantity: 0 },
      ],
      totalExclVat: 6594,
      totalVat: 906,
      totalInclVat: 7500,
      totalDiscount: 500,
      vatLines: [
        { rate: 5.5, base: 2844, vat: 156 },
        { rate: 20, base: 3750, vat: 750 },
      ],
      payment: { method: 'cash', status: 'succeeded', amountTendered: 10_000, changeGiven: 2500, parts: [{ method: 'cash', amount: 7500 }] },
      refunds: [],
      refundedAmount: 0,
    });
    expect(order.items[0].variantTitle).toEqual(expect.any(String));
    // Nothing about the customer, the seller or the tour's internals.
    const text = JSON.stringify(response.body);
    for (const secret of ['fan@example.com', token, tour.seller.user.id, tour.seller.user.email, tour.manager.user.clientId!, tour.tour.id, tour.event.id, tour.stand.id, order.items[0].id, order.items[0].productVariantId]) {
      expect(text).not.toContain(secret);
    }
  });

  it('is the same 404 ORDER_NOT_FOUND without the token, with a wrong one, another order’s, or for an unknown id', async () => {
    const { tour, order, token } = await createSoldReceipt(app);
    const other = await sellOne(app, tour);
    const otherToken = new URL(other.receiptUrl, 'http://receipt.test').searchParams.get('token')!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refusals = await Promise.all([
      getReceipt(app, order.id, ''),
      getReceipt(app, order.id, '?token='),
      getReceipt(app, order.id, `?token=${wrong}`),
      getReceipt(app, order.id, `?token=${token.slice(0, 10)}`),
      getReceipt(app, order.id, `?token=${otherToken}`),
      getReceipt(app, order.id, `?token[]=${token}`),
      getReceipt(app, UNKNOWN_UUID, `?token=${token}`),
      getReceipt(app, 'not-an-id', `?token=${token}`),
      // A signed-in manager of the tour still needs the token: the link is the key, not the account.
      app.api(`/v1/orders/${order.id}/receipt`, { token: tour.manager.token }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual({ errorCode: 'ORDER_NOT_FOUND' });
      expect(refusal.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const pdfRefusal = await fetchPdf(order.id, `?token=${otherToken}`);
    expect(pdfRefusal.status).toBe(404);
    expect(await pdfRefusal.json()).toEqual({ errorCode: 'ORDER_NOT_FOUND' });
    expect((await getReceipt(app, other.id, `?token=${otherToken}`)).body).toMatchObject({ ticketNumber: 2 });
  });

  it('says so when the sale was canceled (a declined card payment)', async () => {
    const { tour } = await createSoldReceipt(app);
    const pending = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    const declined = await app.api(`/v1/payments/${pending.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } });
    expect(declined.body.status).toBe('canceled');
    const token = new URL(pending.body.receiptUrl, 'http://receipt.test').searchParams.get('token')!;
    const receipt = await getReceipt(app, pending.body.id, `?token=${token}`);
    expect(receipt.body).toMatchObject({
      ticketNumber: 2,
      status: 'canceled',
      canceledAt: declined.body.canceledAt,
      soldAt: pending.body.createdAt,
      payment: { method: 'card', status: 'failed', amountTendered: null, changeGiven: null },
      totalInclVat: 2500,
    });
  });

  it('lists the refunds with the lines they concern, never their ids', async () => {
    const { tour, order, token } = await createSoldReceipt(app);
    // Written as the refunds service stores them (its endpoint is another issue's): one T-shirt back, cash.
    const [refund] = await app.db.insert(refunds).values({ orderId: order.id, method: 'cash', amount: 2250, reason: 'Taille', createdBy: tour.seller.user.id }).returning();
    await app.db.insert(refundItems).values({ refundId: refund!.id, orderItemId: order.items[0].id, quantity: 1, amount: 2250 });
    await app.db.update(orderItems).set({ refundedQuantity: 1 }).where(eq(orderItems.id, order.items[0].id));
    await app.db.update(orders).set({ refundedAmount: 2250 }).where(eq(orders.id, order.id));
    const receipt = await getReceipt(app, order.id, `?token=${token}`);
    expect(receipt.body.refunds).toEqual([{ createdAt: refund!.createdAt.toISOString(), method: 'cash', amount: 2250, items: [{ productTitle: 'T-shirt Tournée', variantTitle: order.items[0].variantTitle, quantity: 1 }] }]);
    expect(receipt.body).toMatchObject({ refundedAmount: 2250, lines: [{ refundedQuantity: 1 }, { refundedQuantity: 0 }] });
    expect(JSON.stringify(receipt.body)).not.toContain(refund!.id);
    expect(JSON.stringify(receipt.body)).not.toContain('Taille');
  });

  it('serves the same receipt as a real PDF named after the ticket, in French or English', async () => {
    const { order, token } = await createSoldReceipt(app);
    const response = await fetchPdf(order.id, `?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ticket-1.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1500);
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    const text = pdfLines(pdf).join('\n');
    expect(text).toContain('Les Tournées du Nord SARL');
    expect(text).toContain('SIRET : 98765432100017');
    expect(text).toContain('Ticket de caisse – Ticket n° 1');
    // fr-FR amounts keep their non-breaking spaces: "75,00 €", and the 5.5 % rate as "5,50 %".
    expect(text).toContain('75,00\u00a0€');
    expect(text).toContain('5,50\u00a0%');
    expect(text).toContain('Espèces');

    const english = Buffer.from(await (await fetchPdf(order.id, `?token=${token}&lang=en`)).arrayBuffer());
    expect(pdfLines(english).join('\n')).toContain('Receipt – Receipt no. 1');
  });

  it('says "mode test" at its top while the sandbox takes the payments, and not once it does not (issue #22)', async () => {
    const { order, token } = await createSoldReceipt(app);
    const read = async () => pdfLines(Buffer.from(await (await fetchPdf(order.id, `?token=${token}`)).arrayBuffer()));
    const lines = await read();
    expect(lines[0]).toMatch(/^MODE TEST : paiements simulés, aucun argent réel/);
    expect(lines.join('')).toContain('Document sans valeur.');
    process.env.PAYMENTS_SANDBOX = '0';
    try {
      expect((await read()).join('\n')).not.toContain('MODE TEST');
    } finally {
      delete process.env.PAYMENTS_SANDBOX;
    }
  });

  it('is answered only to GET', async () => {
    const { order, token } = await createSoldReceipt(app);
    const stranger = await createManager(app.db);
    const post = await app.api(`/v1/orders/${order.id}/receipt?token=${token}`, { method: 'POST', token: stranger.token, body: {} });
    expect(post).toMatchObject({ status: 405, body: { errorCode: 'METHOD_NOT_ALLOWED' } });
    expect(post.headers.get('allow')).toBe('GET');
  });
});
