import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutView } from '@/features/invoices/types';
import { toParisDate } from '@/lib/datetime/paris-time';
import { events, payouts } from '@/lib/db/schema';
import { closeBody, createClosingTour, putClose, type ClosingTour } from '../../support/closing';
import { download, pdfToText } from '../../support/invoices';
import { cashSale, refund, sold, soldByCard } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createPlatformAdmin, type Signed } from '../../support/tours';

/*
 * Issue #15, spec §9: "payout to the professional within 15 days after each event, minus the commission". The
 * closing schedules it; the organisation reads it and its statement; an admin marks it paid.
 */

let app: TestApp;
let admin: Signed;
let tour: ClosingTour;
let payout: PayoutView;
let closedOn: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
  tour = await createClosingTour(app);
  await app.db.update(events).set({ name: 'Zénith – 14 juillet' }).where(eq(events.id, tour.event.id));
  // By card at Hall: a vinyl (30 €) and 2 S (50 €), then one S (25 €) given back by card. Cash is the drawer's.
  await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  const pair = await soldByCard(app, tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]);
  expect((await refund(app, tour.seller.token, pair.id, { items: [{ orderItemId: pair.items[0]!.id, quantity: 1 }], method: 'card' })).status).toBe(201);
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
  const runId = crypto.randomUUID();
  const closed = await putClose(app, tour.manager.token, tour.event.id, closeBody(tour, runId));
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  closedOn = toParisDate(new Date());
  // The wizard's retry of its last call: the same run, nothing made twice.
  expect((await putClose(app, tour.manager.token, tour.event.id, closeBody(tour, runId))).status).toBe(200);
  const list = await app.api(`/v1/clients/${tour.manager.user.clientId}/payouts`, { token: tour.manager.token });
  expect(list.status).toBe(200);
  payout = list.body.data[0];
});
afterAll(() => app.close());

describe('the payout a closing schedules', () => {
  it('is the register’s card takings less the commission, once per event', async () => {
    // 30 + 50 − 25 = 55 € by card; the pro plan takes 1 %: 0.55 €.
    expect(payout).toMatchObject({ eventId: tour.event.id, eventName: 'Zénith – 14 juillet', clientId: tour.manager.user.clientId, status: 'scheduled', cardTakings: 5500, commission: 55, amount: 5445, paidAt: null });
    expect(await app.db.select().from(payouts).where(eq(payouts.eventId, tour.event.id))).toHaveLength(1);
  });

  it('is due 15 days after the later of the last performance (14 July 2026) and the closing', () => {
    const lastDay = ['2026-07-14', closedOn].sort().at(-1)!;
    expect(Date.parse(payout.dueAt) - Date.parse(lastDay)).toBe(15 * 86_400_000);
  });

  it('is the organisation’s and the admins’: another organisation gets 404, a seller 403', async () => {
    const outsider = await createManager(app.db);
    expect(await app.api(`/v1/clients/${tour.manager.user.clientId}/payouts`, { token: outsider.token })).toMatchObject({ status: 404 });
    expect(await app.api(`/v1/clients/${tour.manager.user.clientId}/payouts`, { token: tour.seller.token })).toMatchObject({ status: 403 });
    expect((await download(app, `/v1/payouts/${payout.id}/statement`, outsider.token)).status).toBe(404);
    const listed = await app.api(`/v1/clients/${tour.manager.user.clientId}/payouts`, { token: admin.token });
    expect(listed.body).toMatchObject({ data: [{ id: payout.id }], meta: { total: 1 } });
  });

  it('has a PDF statement: takings, commission, amount, due date', async () => {
    const file = await download(app, `/v1/payouts/${payout.id}/statement`, tour.manager.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const text = pdfToText(file.bytes);
    for (const expected of ['Relevé de reversement', 'Zénith – 14 juillet', 'Encaissements carte aux stands 55,00 €', 'Commission de la plateforme -0,55 €', 'Montant reversé 54,45 €', 'Reversement prévu au plus tard le', 'MerchStand SAS']) {
      expect(text).toContain(expected);
    }
  });

  it('is marked paid by an admin, once (the first date stays); a manager may not (403)', async () => {
    expect(await app.api(`/v1/payouts/${payout.id}/paid`, { method: 'PUT', token: tour.manager.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const paid = await app.api(`/v1/payouts/${payout.id}/paid`, { method: 'PUT', token: admin.token });
    expect(paid).toMatchObject({ status: 200, body: { id: payout.id, status: 'paid', paidAt: expect.any(String) } });
    const again = await app.api(`/v1/payouts/${payout.id}/paid`, { method: 'PUT', token: admin.token });
    expect(again.body.paidAt).toBe(paid.body.paidAt);
    expect(await app.api('/v1/payouts/00000000-0000-4000-8000-000000000000/paid', { method: 'PUT', token: admin.token })).toMatchObject({ status: 404, body: { errorCode: 'PAYOUT_NOT_FOUND' } });
    expect(pdfToText((await download(app, `/v1/payouts/${payout.id}/statement`, tour.manager.token)).bytes)).toContain('Reversé le');
  });
});
