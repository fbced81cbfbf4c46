import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createShop, givePaymentAccount, patchShop, putShop } from './shops';
import { createSuppliedTour, postTransfer, putTransfer } from './stock';
import type { TestApp } from './test-app';

/**
 * A shop taking orders: the supplied tour (T-shirt S/M/L, a vinyl) online, the shop collecting at the stand, opened
 * (the organiser's payout account at the provider enabled), and `units` of the S, the M and the vinyl in its own stock.
 */
export async function createOpenedShop(app: TestApp, units: { S?: number; M?: number; vinyl?: number } = { S: 5, M: 10, vinyl: 8 }, provider: 'sandbox' | 'stripe' = 'sandbox') {
  const tour = await createSuppliedTour(app);
  for (const product of [tour.tshirt, tour.vinyl]) {
    expect(await app.api(`/v1/products/${product.id}`, { method: 'PATCH', token: tour.manager.token, body: { isOnline: true } })).toMatchObject({ status: 200 });
  }
  const shop = await createShop(app, tour.manager, tour.event.id);
  await patchShop(app, tour.manager.token, shop.id, { collectionStandIds: [tour.stand.id], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' });
  await givePaymentAccount(app.db, tour.manager.user.clientId!, 'enabled', provider);
  expect(await putShop(app, tour.manager.token, shop.id, 'open')).toMatchObject({ status: 200 });
  const items = [
    { productVariantId: tour.sizes.S, quantity: units.S ?? 0 },
    { productVariantId: tour.sizes.M, quantity: units.M ?? 0 },
    { productVariantId: tour.vinylVariant, quantity: units.vinyl ?? 0 },
  ].filter((item) => item.quantity > 0);
  if (items.length) {
    const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: tour.warehouseId, toInventoryId: shop.inventoryId, type: 'event', items });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await putTransfer(app, tour.manager.token, sent.body.id, 'complete', { remaining: 'success' })).toMatchObject({ status: 200 });
  }
  return { ...tour, shop };
}

export type OpenedShop = Awaited<ReturnType<typeof createOpenedShop>>;

/** A spectator's basket, with what the checkout asks. */
export function basket(items: { productVariantId: string; quantity: number }[], customer: { name?: string; email?: string } = {}) {
  return { name: customer.name ?? 'Camille Martin', email: customer.email ?? 'camille@test.local', acceptTerms: true, items };
}

/** POST /v1/shops/{id}/orders, without credentials (the abuse limit counts per address and shop). */
export function order(app: TestApp, shopId: string, body: unknown, key: string | null = randomUUID()) {
  return app.api(`/v1/shops/${shopId}/orders`, { method: 'POST', body, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** The sandbox's confirm page: approve or decline with the order's token. */
export function settleInSandbox(app: TestApp, paymentId: string, token: string, outcome: 'approve' | 'decline') {
  return app.api(`/v1/shop-payments/${paymentId}/sandbox-outcome`, { method: 'POST', body: { token, outcome } });
}

/** A shop order paid with the sandbox: the collection stand's work from here. */
export async function paidShopOrder(app: TestApp, shopId: string, items: { productVariantId: string; quantity: number }[], customer: { name?: string; email?: string } = {}) {
  const made = await order(app, shopId, basket(items, customer));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(await settleInSandbox(app, made.body.payment.id, made.body.token, 'approve')).toMatchObject({ status: 200 });
  return made.body.order as PaidShopOrder;
}

export interface PaidShopOrder {
  id: string;
  number: number;
  items: { variantTitle: string | null }[];
  /** What its QR code holds: `merch-order:v2:{id}:{secret}`. */
  collectionCode: string;
}

/** The proof a scan sends: the secret of the order's QR code. */
export function scanProof(order: Pick<PaidShopOrder, 'collectionCode'>) {
  return { method: 'scan' as const, secret: order.collectionCode.split(':').at(-1)! };
}

/** The proof a manual handover sends: the number, name and e-mail the seller types (paidShopOrder's defaults). */
export function manualProof(order: Pick<PaidShopOrder, 'number'>, typed: { name?: string; email?: string; number?: number } = {}) {
  return { method: 'manual' as const, number: typed.number ?? order.number, name: typed.name ?? 'Camille Martin', email: typed.email ?? 'camille@test.local' };
}

/** PUT /v1/stands/{id}/collections/{orderId} `{ status: 'prepared' }`: the bag is made up. */
export function prepareCollection(app: TestApp, token: string, standId: string, orderId: string) {
  return app.api(`/v1/stands/${standId}/collections/${orderId}`, { method: 'PUT', token, body: { status: 'prepared' }, headers: { 'Idempotency-Key': randomUUID() } });
}

/** PUT /v1/stands/{id}/collections/{orderId}: handed over on the buyer's proof, with the tablet's Idempotency-Key. */
export function handOverCollection(app: TestApp, token: string, standId: string, orderId: string, proof: unknown, key: string | null = randomUUID()) {
  return app.api(`/v1/stands/${standId}/collections/${orderId}`, { method: 'PUT', token, body: { status: 'exchanged', proof }, headers: key ? { 'Idempotency-Key': key } : {} });
}

/** POST /v1/stands/{id}/collections/scan: what the register's camera read. */
export function scanAtStand(app: TestApp, token: string, standId: string, code: string) {
  return app.api(`/v1/stands/${standId}/collections/scan`, { method: 'POST', token, body: { code } });
}
