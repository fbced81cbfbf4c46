import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPerformances, eventRooms } from '@/lib/db/schema';
import { cashSale, createSellingTour, refund, sell, sold, soldByCard, type SellingTour } from '../../support/orders';
import { download, pdfToText } from '../../support/invoices';
import { deliverStock, supply } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createManager, createSeller, createStand, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const report = (token: string | undefined, projectId: string) => app.api(`/v1/projects/${projectId}/report`, { token });
const channel = (sales: number, gross: number, refunded = 0) => ({ sales, gross, refunded, net: gross - refunded });

/**
 * A small tour whose figures are computed by hand below. The first date (Hall; 1,000 came, 6,000 seats): a cash sale of
 * 2 M and a vinyl (80 €) whose vinyl comes back damaged (−30 €, cash); an S at 25 € less 5 € (20 €); 2 vinyls by card
 * (60 €); an M given away on the guest list; a card sale still on the reader (not money in). The second date (Foyer,
 * its own seller, no attendance entered): one M in cash (25 €). Stands received: Hall 10 S, 20 M, 8 vinyls; Foyer 5 M.
 */
async function reportedTour() {
  const tour = await createSellingTour(app);
  const [room] = await app.db.select().from(eventRooms).where(eq(eventRooms.eventId, tour.event.id));
  await app.db.update(eventRooms).set({ capacity: 6000 }).where(eq(eventRooms.id, room!.id));
  const [show] = await app.db.select().from(eventPerformances).where(eq(eventPerformances.eventId, tour.event.id));
  expect((await app.api(`/v1/events/${tour.event.id}/attendance`, { method: 'PUT', token: tour.manager.token, body: { performances: [{ performanceId: show!.id, attendance: 1000 }] } })).status).toBe(200);

  const first = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1, discount: 500 }]));
  await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 2 }]);
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1, discount: 2500, discountReason: 'Liste d’invités' }]));
  await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.M, quantity: 1 }], payment: { method: 'card' } });
  const vinylLine = first.items.find((item) => item.productVariantId === tour.vinylVariant)!;
  expect((await refund(app, tour.manager.token, first.id, { items: [{ orderItemId: vinylLine.id, quantity: 1, damaged: true }], method: 'cash' })).status).toBe(201);

  const secondDate = await createEvent(app.db, tour.tour.id, { name: 'Olympia', status: 'inProgress' }, { performances: [{ startsAt: '2026-07-16T20:30' }] });
  const foyerSeller = await createSeller(app.db, [tour.tour.id]);
  const foyer = await createStand(app.db, secondDate, { name: 'Foyer', status: 'opened' }, [foyerSeller.user.id]);
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 5 }])).status).toBe(200);
  await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }], { to: foyer.inventoryId });
  expect((await sell(app, foyerSeller.token, { eventId: secondDate.id, standId: foyer.id, items: [{ productVariantId: tour.sizes.M, quantity: 1 }], payment: { method: 'cash', amountTendered: 2500 } })).status).toBe(201);
  return { ...tour, secondDate, foyer, foyerSeller };
}

let tour: SellingTour & Awaited<ReturnType<typeof reportedTour>>;
beforeAll(async () => {
  tour = await reportedTour();
});

describe('GET /v1/projects/{id}/report', () => {
  it('gives each date its takings, units and figures per head', async () => {
    const response = await report(tour.manager.token, tour.tour.id);
    expect(response.status).toBe(200);
    const firstTakings = { standCash: channel(3, 10_000, 3000), standCard: channel(1, 6000), online: channel(0, 0), total: channel(4, 16_000, 3000) };
    const secondTakings = { standCash: channel(1, 2500), standCard: channel(0, 0), online: channel(0, 0), total: channel(1, 2500) };
    expect(response.body.dates).toEqual([
      { eventId: tour.event.id, name: tour.event.name, venueName: 'Le Zénith', city: 'Paris', status: 'inProgress', day: '2026-07-14', attendance: 1000, capacity: 6000, takings: firstTakings, units: 6, perHead: { units: 0.01, net: 13 } },
      { eventId: tour.secondDate.id, name: 'Olympia', venueName: 'Le Zénith', city: 'Paris', status: 'inProgress', day: '2026-07-16', attendance: null, capacity: null, takings: secondTakings, units: 1, perHead: null },
    ]);
    expect(response.body).toMatchObject({
      scope: 'tour',
      takings: { standCash: channel(4, 12_500, 3000), standCard: channel(1, 6000), total: channel(5, 18_500, 3000) },
      units: 7,
      attendance: 1000,
      // Only the dates whose attendance is known count per head.
      perHead: { units: 0.01, net: 13 },
      // No date closed: no settlement, so no VAT or fees yet.
      vatAndFees: { dates: [], vatLines: [], totals: { exclVat: 0, vat: 0, venueFee: 0, agentFee: 0, cardFee: 0 }, datesWithout: 2 },
    });
  });

  it('breaks the takings down by stand, product, size and seller, and they add up to the tour’s', async () => {
    const { body } = await report(tour.manager.token, tour.tour.id);
    expect(body.stands.map((stand: { name: string; units: number; takings: { total: { net: number } } }) => [stand.name, stand.units, stand.takings.total.net])).toEqual([
      ['Foyer', 1, 2500],
      ['Hall', 6, 13_000],
    ]);
    expect(body.products).toEqual([
      { productId: tour.tshirt.id, title: 'T-shirt Tournée', category: 'merchandising', units: 5, net: 9500, received: 35, sellThrough: 0.1429 },
      { productId: tour.vinyl.id, title: 'Vinyle', category: 'phonography', units: 2, net: 6000, received: 8, sellThrough: 0.25 },
    ]);
    expect(body.variants.map((variant: { productVariantId: string; units: number; net: number; received: number; sellThrough: number | null; size: string | null }) => [variant.productVariantId, variant.size, variant.units, variant.net, variant.received, variant.sellThrough])).toEqual([
      [tour.sizes.M, 'M', 4, 7500, 25, 0.16],
      [tour.vinylVariant, null, 2, 6000, 8, 0.25],
      [tour.sizes.S, 'S', 1, 2000, 10, 0.1],
    ]);
    const sum = (rows: { net: number }[]) => rows.reduce((total, row) => total + row.net, 0);
    expect(sum(body.products)).toBe(body.takings.total.net);
    expect(sum(body.variants)).toBe(body.takings.total.net);
    expect(sum(body.productDates)).toBe(body.takings.total.net);
    expect(body.productDates).toContainEqual({ productId: tour.tshirt.id, eventId: tour.secondDate.id, units: 1, net: 2500, received: 5, sellThrough: 0.2 });
    expect(body.sellers).toEqual([
      { eventId: tour.event.id, userId: tour.seller.user.id, name: tour.seller.user.email, sales: 4, units: 6, net: 13_000 },
      { eventId: tour.secondDate.id, userId: tour.foyerSeller.user.id, name: tour.foyerSeller.user.email, sales: 1, units: 1, net: 2500 },
    ]);
  });

  it('lists the comps by reason and counts what came back damaged', async () => {
    const { body } = await report(tour.manager.token, tour.tour.id);
    expect(body.comps).toEqual([{ reason: 'Liste d’invités', units: 1, value: 2500 }]);
    expect(body.damaged).toBe(1);
  });

  it('shows a seller their own stands only, no shop; a viewer the whole tour; another organisation 404', async () => {
    const own = await report(tour.foyerSeller.token, tour.tour.id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ scope: 'ownStands', units: 1, takings: { total: channel(1, 2500) }, comps: [], damaged: 0 });
    expect(own.body.dates.map((date: { eventId: string }) => date.eventId)).toEqual([tour.secondDate.id]);
    expect(own.body.stands.map((stand: { name: string }) => stand.name)).toEqual(['Foyer']);
    expect(own.body.sellers.map((seller: { userId: string }) => seller.userId)).toEqual([tour.foyerSeller.user.id]);
    expect(own.body.variants.map((variant: { size: string | null; received: number }) => [variant.size, variant.received])).toEqual([['M', 5]]);

    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await report(viewer.token, tour.tour.id)).body).toMatchObject({ scope: 'tour', units: 7 });
    const stranger = await createManager(app.db);
    expect(await report(stranger.token, tour.tour.id)).toMatchObject({ status: 404 });
    expect((await report(undefined, tour.tour.id)).status).toBe(401);
  });
});

describe('the report and the journal', () => {
  it('give a stand’s day the same money: the report’s net takings are the Z closing’s sales less its refunds', async () => {
    const closed = await app.api(`/v1/stands/${tour.foyer.id}/closings`, { method: 'POST', token: tour.foyerSeller.token });
    expect(closed.status).toBe(201);
    const { figures } = closed.body as { figures: { sales: { inclVat: number }; refunds: { amount: number } } };
    const { body } = await report(tour.manager.token, tour.tour.id);
    const foyer = body.stands.find((stand: { standId: string }) => stand.standId === tour.foyer.id);
    expect(figures.sales.inclVat - figures.refunds.amount).toBe(foyer.takings.total.net);
    expect(foyer.takings.total.net).toBe(2500);
  });

  it('agree on a busier stand: a discount, a comp, a card sale, a damaged return, a card sale still on the reader', async () => {
    const closed = await app.api(`/v1/stands/${tour.stand.id}/closings`, { method: 'POST', token: tour.seller.token });
    expect(closed.status).toBe(201);
    const { figures } = closed.body as { figures: { sales: { inclVat: number }; refunds: { amount: number } } };
    const { body } = await report(tour.manager.token, tour.tour.id);
    const hall = body.stands.find((stand: { standId: string }) => stand.standId === tour.stand.id);
    expect(figures.sales.inclVat - figures.refunds.amount).toBe(hall.takings.total.net);
    expect(hall.takings.total.net).toBe(13_000);
  });
});

describe('GET /v1/projects/{id}/report.pdf', () => {
  it('prints the same report as an A4 PDF, in French or English, for whoever may read it', async () => {
    const french = await download(app, `/v1/projects/${tour.tour.id}/report.pdf`, tour.manager.token);
    expect(french.status).toBe(200);
    expect(french.headers.get('content-type')).toBe('application/pdf');
    expect(french.headers.get('content-disposition')).toMatch(/^attachment; filename="rapport-.+-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = pdfToText(french.bytes);
    expect(text).toContain(`Rapport de tournée – ${tour.tour.name}`);
    expect(text).toContain('Olympia');
    // The tour's net takings (185 € less 30 € refunded), as on the screen.
    expect(text).toContain('155,00 €');
    expect(text).toContain('Liste d’invités');
    const english = await download(app, `/v1/projects/${tour.tour.id}/report.pdf?lang=en`, tour.manager.token);
    expect(pdfToText(english.bytes)).toContain(`Tour report – ${tour.tour.name}`);
    const stranger = await createManager(app.db);
    expect((await download(app, `/v1/projects/${tour.tour.id}/report.pdf`, stranger.token)).status).toBe(404);
  });
});
