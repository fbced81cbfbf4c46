import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashSale, createSellingTour, sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createSeller, createStand, createTeamMember } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const takings = (token: string, eventId: string) => app.api(`/v1/events/${eventId}/takings`, { token });

describe('GET /v1/events/{id}/takings', () => {
  it('adds up each stand: cash and card whose money is in, number of sales, units per product', async () => {
    const tour = await createSellingTour(app);
    await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
    await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1, discount: 500 }]));
    const card = await sell(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.vinylVariant, quantity: 2 }], payment: { method: 'card' } });
    // A card payment still on the reader is not money in yet.
    expect((await takings(tour.manager.token, tour.event.id)).body.stands[0].takings).toMatchObject({ standCash: { net: 10_000 }, standCard: { net: 0 }, total: { sales: 2 } });
    await app.api(`/v1/payments/${card.body.payments[0].id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    const empty = await createStand(app.db, tour.event, { name: 'Mezzanine' });

    const response = await takings(tour.manager.token, tour.event.id);
    expect(response.status).toBe(200);
    const channel = (sales: number, gross: number, refunded = 0) => ({ sales, gross, refunded, net: gross - refunded });
    const standTakings = { standCash: channel(2, 10_000), standCard: channel(1, 6000), online: channel(0, 0), total: channel(3, 16_000) };
    expect(response.body).toMatchObject({ eventId: tour.event.id, takings: standTakings });
    const none = { standCash: channel(0, 0), standCard: channel(0, 0), online: channel(0, 0), total: channel(0, 0) };
    expect(response.body.stands).toEqual([
      {
        standId: tour.stand.id,
        name: 'Hall',
        status: 'opened',
        takings: standTakings,
        products: [
          { productId: tour.tshirt.id, productTitle: 'T-shirt Tournée', units: 3 },
          { productId: tour.vinyl.id, productTitle: 'Vinyle', units: 3 },
        ],
      },
      { standId: empty.id, name: 'Mezzanine', status: 'closed', takings: none, products: [] },
    ]);
  });

  it('shows a seller only the stands they work at; viewers read; another tenant gets 404', async () => {
    const tour = await createSellingTour(app);
    const otherSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine' }, [otherSeller.user.id]);
    const mine = await takings(otherSeller.token, tour.event.id);
    expect(mine.body.stands.map((stand: { name: string }) => stand.name)).toEqual(['Mezzanine']);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await takings(viewer.token, tour.event.id)).body.stands).toHaveLength(2);
    const stranger = await createManager(app.db);
    expect(await takings(stranger.token, tour.event.id)).toMatchObject({ status: 404, body: { errorCode: 'EVENT_NOT_FOUND' } });
    expect((await app.api(`/v1/events/${tour.event.id}/takings`)).status).toBe(401);
  });
});
