import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events, stands } from '@/lib/db/schema';
import { createStockedTour, deliverStock, supply } from './stock';
import type { TestApp } from './test-app';

/**
 * A tour ready to sell: the event in progress, its stand opened with 10 S, 20 M T-shirts (25 €) and 8 vinyls (30 €)
 * on the shelf, the tour's seller assigned to it.
 */
export async function createSellingTour(app: TestApp) {
  const tour = await createStockedTour(app);
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 10 }, { productVariantId: tour.sizes.M, quantity: 20 }, { productVariantId: tour.vinylVariant, quantity: 8 }])).status).toBe(200);
  await deliverStock(app, tour, [
    { productVariantId: tour.sizes.S, quantity: 10 },
    { productVariantId: tour.sizes.M, quantity: 20 },
    { productVariantId: tour.vinylVariant, quantity: 8 },
  ]);
  await app.db.update(events).set({ status: 'inProgress' }).where(eq(events.id, tour.event.id));
  await app.db.update(stands).set({ status: 'opened' }).where(eq(stands.id, tour.stand.id));
  return tour;
}
export type SellingTour = Awaited<ReturnType<typeof createSellingTour>>;

/** POST /v1/orders-event with a fresh Idempotency-Key unless one is given. */
export function sell(app: TestApp, token: string | undefined, body: unknown, key: string | null = randomUUID()) {
  return app.api('/v1/orders-event', { method: 'POST', token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** A cash sale body at the tour's stand. */
export function cashSale(tour: SellingTour, items: { productVariantId: string; quantity: number; discount?: number }[], amountTendered = 100_000) {
  return { eventId: tour.event.id, standId: tour.stand.id, items, payment: { method: 'cash', amountTendered } };
}
