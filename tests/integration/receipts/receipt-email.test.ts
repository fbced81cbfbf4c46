import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/lib/db/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';
import { createSoldReceipt, getReceipt } from './receipt-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const address = () => `customer-${randomUUID()}@example.com`;

function sendReceipt(orderId: string, token: string | undefined, body: unknown) {
  return app.api(`/v1/orders/${orderId}/receipt-email`, { method: 'POST', token, body });
}

async function outbox(to: string) {
  const response = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return response.body as { subject: string; text: string; html: string }[];
}

describe('POST /v1/orders/{id}/receipt-email', () => {
  it('e-mails the receipt link, which opens the receipt, and keeps the address on an order that had none', async () => {
    const { tour, order, token } = await createSoldReceipt(app);
    const to = address();
    const response = await sendReceipt(order.id, tour.seller.token, { email: `  ${to.toUpperCase()} ` });
    expect(response.status).toBe(204);
    const [mail] = await outbox(to);
    expect(mail!.subject).toBe('Votre ticket n° 1 – Les Tournées du Nord SARL');
    expect(mail!.text).toContain('Merci pour votre achat auprès de Les Tournées du Nord SARL');
    expect(mail!.text).toContain('Montant : 75,00\u00a0€');
    const link = mail!.text.match(/https?:\/\/\S+\/receipts\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe(`/receipts/${order.id}`);
    expect(url.searchParams.get('token')).toBe(token);
    expect(mail!.html).toContain(`/receipts/${order.id}?token=${token}`);
    expect((await getReceipt(app, order.id, url.search)).status).toBe(200);
    const [stored] = await app.db.select({ customerEmail: orders.customerEmail }).from(orders).where(eq(orders.id, order.id));
    expect(stored!.customerEmail).toBe(to);
  });

  it('writes in English on request, sends again harmlessly, and never replaces the address the sale recorded', async () => {
    const first = address();
    const { tour, order } = await createSoldReceipt(app, { customerEmail: first });
    const other = address();
    expect((await sendReceipt(order.id, tour.manager.token, { email: other, locale: 'en' })).status).toBe(204);
    expect((await sendReceipt(order.id, tour.manager.token, { email: other, locale: 'en' })).status).toBe(204);
    const mails = await outbox(other);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Your receipt no. 1 – Les Tournées du Nord SARL');
    expect(mails[0]!.text).toMatch(new RegExp(`/en/receipts/${order.id}\\?token=`));
    const [stored] = await app.db.select({ customerEmail: orders.customerEmail }).from(orders).where(eq(orders.id, order.id));
    expect(stored!.customerEmail).toBe(first);
  });

  it('lets the stand’s sellers and the tour’s writers send; another tenant gets 404, the anonymous 401', async () => {
    const { tour, order } = await createSoldReceipt(app);
    const to = address();
    const projectManager = await createTeamMember(app.db, tour.tour.id, 'projectManager');
    expect((await sendReceipt(order.id, projectManager.token, { email: to })).status).toBe(204);

    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect(await sendReceipt(order.id, viewer.token, { email: to })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    const otherStandSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine' }, [otherStandSeller.user.id]);
    expect(await sendReceipt(order.id, otherStandSeller.token, { email: to })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });

    const stranger = await createManager(app.db);
    const otherTourSeller = await createSeller(app.db);
    for (const outsider of [stranger, otherTourSeller]) {
      expect(await sendReceipt(order.id, outsider.token, { email: to })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    }
    expect(await sendReceipt(UNKNOWN_UUID, tour.seller.token, { email: to })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await sendReceipt('not-an-id', tour.seller.token, { email: to })).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    expect(await sendReceipt(order.id, undefined, { email: to })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    // Only the project manager's mail went out.
    expect(await outbox(to)).toHaveLength(1);
  });

  it('refuses an address that is not one, and a language it does not speak', async () => {
    const { tour, order } = await createSoldReceipt(app);
    expect(await sendReceipt(order.id, tour.seller.token, { email: 'not-an-address' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
    expect(await sendReceipt(order.id, tour.seller.token, {})).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
    expect(await sendReceipt(order.id, tour.seller.token, { email: address(), locale: 'de' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['locale'] } });
  });

  it('sends at most 5 mails per order and hour, whatever the address; other orders are not held back', async () => {
    const { tour, order } = await createSoldReceipt(app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sendReceipt(order.id, tour.seller.token, { email: address() })).status).toBe(204);
    const refused = await sendReceipt(order.id, tour.seller.token, { email: address() });
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const next = await app.api('/v1/orders-event', {
      method: 'POST',
      token: tour.seller.token,
      body: { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'cash', amountTendered: 2500 } },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect((await sendReceipt(next.body.id, tour.seller.token, { email: address() })).status).toBe(204);
  });
});
