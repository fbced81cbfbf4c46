import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cashDenominations, type OrderView } from '@/features/orders/types';
import { events, stands } from '@/lib/db/schema';
import { createStockedTour, deliverStock, supply } from './stock';
import type { TestApp } from './test-app';
import { createSeller, createStand } from './tours';

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
export function cashSale(tour: SellingTour, items: { productVariantId: string; quantity: number; discount?: number; discountReason?: string }[], amountTendered = 100_000) {
  return { eventId: tour.event.id, standId: tour.stand.id, items, payment: { method: 'cash', amountTendered } };
}

/** A card sale body at the tour's stand: the order waits for the reader (inProgress, payment pending). */
export function cardSale(tour: SellingTour, items: { productVariantId: string; quantity: number; discount?: number }[]) {
  return { eventId: tour.event.id, standId: tour.stand.id, items, payment: { method: 'card' } };
}

/** A sale that must succeed: the order it answers. */
export async function sold(app: TestApp, token: string, body: unknown): Promise<OrderView> {
  const response = await sell(app, token, body);
  expect(response.status).toBe(201);
  return response.body as OrderView;
}

/** A card sale the sandbox approved: the order is finished, paid by card. */
export async function soldByCard(app: TestApp, tour: SellingTour, items: { productVariantId: string; quantity: number; discount?: number }[]): Promise<OrderView> {
  const pending = await sold(app, tour.seller.token, cardSale(tour, items));
  const approved = await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
  expect(approved).toMatchObject({ status: 200, body: { status: 'finished' } });
  return approved.body as OrderView;
}

/** POST /v1/orders/{id}/refunds with a fresh Idempotency-Key unless one is given. */
export function refund(app: TestApp, token: string | undefined, orderId: string, body: unknown, key: string | null = randomUUID()) {
  return app.api(`/v1/orders/${orderId}/refunds`, { method: 'POST', token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** PATCH /v1/orders/{id} `{ status }`. */
export function changeStatus(app: TestApp, token: string | undefined, orderId: string, status: string) {
  return app.api(`/v1/orders/${orderId}`, { method: 'PATCH', token, body: { status } });
}

/** A cash count body with every denomination, 0 unless given: `cashCount({ 5000: 2, 200: 7 })`. */
export function cashCount(counts: Partial<Record<(typeof cashDenominations)[number], number>>) {
  return { counts: Object.fromEntries(cashDenominations.map((denomination) => [String(denomination), counts[denomination] ?? 0])) };
}

/** A second stand of the tour's event, opened, with its own seller and 5 M T-shirts on the shelf. */
export async function addSellingStand(app: TestApp, tour: SellingTour, name = 'Mezzanine') {
  const seller = await createSeller(app.db, [tour.tour.id]);
  const stand = await createStand(app.db, tour.event, { name, status: 'opened' }, [seller.user.id]);
  expect((await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 5 }])).status).toBe(200);
  await deliverStock(app, tour, [{ productVariantId: tour.sizes.M, quantity: 5 }], { to: stand.inventoryId });
  return { stand, seller };
}
