import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { schedulePayout } from '@/features/invoices/server/schedule-payout';
import { postImage, tinyPng } from '../accounts/images';
import { DAY, parisIn, terminalBody } from '../services';
import { send } from './http';
import type { TestApp } from '../test-app';
import { createEvent, createPlatformAdmin, createManager, createSeller, createStand, createTeamMember, createTour, type Signed } from '../tours';
import { tenantBillingPeriod } from './requests';

/**
 * A tour with everything in it, made through the API by its owner as a manager would: an event with a room and a
 * performance, a stand with its seller, a T-shirt in two sizes (S stocked in the warehouse and at the stand, plenty
 * for every transfer and sale the suites make) and a vinyl, a transfer on its way to the stand, a zone, a team member,
 * a global announcement, a seller invitation, and the show going on: event started, stand opened, a cash sale paid
 * and a card sale waiting for its payment; and a later date, a month ahead, whose stand asked for terminals. Its ids
 * fill the routes' params.
 */
export interface Workspace {
  projectId: string;
  warehouseId: string;
  zoneId: string;
  eventId: string;
  standId: string;
  standInventoryId: string;
  /** The T-shirt: its default variant (size S) is in stock. */
  productId: string;
  variantId: string;
  /** The T-shirt's other variant (size M), never stocked: may be changed or removed. */
  spareVariantId: string;
  /** The vinyl, never stocked: may be changed or removed. */
  spareProductId: string;
  transferId: string;
  transferItemId: string;
  levelId: string;
  /** A manager of another organisation, projectManager of the tour. */
  teamClientId: string;
  /** A seller of the tour, assigned to the stand. */
  seller: Signed;
  announcementId: string;
  /** A card sale at the stand, its payment pending at the sandbox provider. */
  orderId: string;
  paymentId: string;
  /** A cash sale of 50 units, paid: refunds may follow. */
  paidOrderId: string;
  paidOrderItemId: string;
  /** The token of its receipt's link: the credential of the public receipt. */
  paidOrderReceiptToken: string;
  /** A seller invited by e-mail who has not answered. */
  sellerInvitationId: string;
  /** The event's click-and-collect shop, opened, collecting at the stand (the organiser's payout account exists). */
  shopId: string;
  /** Its public page's address (GET /v1/shop-pages/{slug}). */
  shopSlug: string;
  /** A spectator's order on the shop, paid, to collect at the stand. */
  shopOrderId: string;
  /** What its QR code holds (the id and the secret): the scan at the stand reads it. */
  shopOrderCode: string;
  /** A later date of the tour, a month ahead: services are asked for ahead of an event. */
  serviceEventId: string;
  serviceStandId: string;
  /** Terminals for that stand, as its owner asked for them. */
  serviceRequestId: string;
  /** The stand's register tablet, registered by its seller (issue #26). */
  deviceId: string;
  /** An organisation of its own, for the admins' calls that change one's plan (set by the 'client' victim only). */
  victimClientId?: string;
}

/** The organisation under test: its owner, what belongs to the organisation itself, and two tours. */
export interface Tenant {
  owner: Signed;
  admin: Signed;
  clientId: string;
  imageId: string;
  brandingId: string;
  subscriptionId: string;
  /** The organisation's fee invoice of yesterday and today (its tours were made then), issued by the admin. */
  invoiceId: string;
  /** A payout scheduled for an event of a tour of its own. */
  payoutId: string;
  /** Read by the suites only, and compared before and after: nothing may change it. */
  showcase: Workspace;
  /** Where the collection routes create and change things. */
  workbench: Workspace;
}

type Api = TestApp['api'];

/** A call of the seeding that must succeed; its body. */
export async function ok(api: Api, path: string, token: string | undefined, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const answer = await api(path, { ...options, token });
  expect(answer.status, `${options.method ?? 'GET'} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

export async function seedTenant(app: TestApp): Promise<Tenant> {
  const owner = await createManager(app.db);
  const admin = await createPlatformAdmin(app.db);
  const image = await postImage(app.baseUrl, tinyPng(), { token: owner.token });
  expect(image.status).toBe(201);
  const branding = await ok(app.api, '/v1/clients/branding', owner.token, { method: 'POST', body: { primaryColor: '#4338ca', secondaryColor: '#0f172a', logoImageId: image.body.id } });
  const plans = await ok(app.api, `/v1/clients/${owner.user.clientId}/subscriptions`, owner.token);
  const tenant = { owner, admin, clientId: owner.user.clientId!, imageId: image.body.id as string, brandingId: branding.id as string, subscriptionId: plans.current.id as string };
  // The organiser's payout account (the sandbox's, able to receive payments at once): its shops may open.
  await ok(app.api, '/v1/clients/payment-account', owner.token, { method: 'POST' });
  const [showcase, workbench] = await Promise.all([createWorkspace(app, tenant), createWorkspace(app, tenant)]);
  const invoice = await ok(app.api, `/v1/clients/${tenant.clientId}/invoice-fees`, admin.token, { method: 'POST', body: tenantBillingPeriod() });
  const payoutTour = await createTour(app.db, owner);
  const payoutEvent = await createEvent(app.db, payoutTour.id, {}, { performances: [{ startsAt: '2026-07-14T20:30' }] });
  const payoutId = await schedulePayout(app.db, payoutEvent.id);
  return { ...tenant, invoiceId: invoice.id as string, payoutId, showcase, workbench };
}

/** A new tour of the tenant, complete (see Workspace). Victims of the destructive routes are made with it too. */
export async function createWorkspace(app: TestApp, tenant: { owner: Signed; admin: Signed }): Promise<Workspace> {
  const token = tenant.owner.token;
  const suffix = randomUUID().slice(0, 8);
  const project = await ok(app.api, '/v1/projects', token, {
    method: 'POST',
    body: { name: `Tournée d’été ${suffix}`, description: 'Vingt dates en France', startDate: '2026-06-01', endDate: '2026-09-30', hasZones: true },
  });
  const projectId = project.id as string;
  const seller = await createSeller(app.db, [projectId]);
  const teamMember = await createTeamMember(app.db, projectId, 'projectManager');
  const event = await ok(app.api, '/v1/events', token, { method: 'POST', body: { projectId, name: `Zénith ${suffix}`, venueName: 'Le Zénith', city: 'Paris', postcode: '75019', country: 'FR' } });
  await ok(app.api, `/v1/events/${event.id}`, token, {
    method: 'PATCH',
    body: { rooms: [{ name: 'Grande salle', capacity: 6000 }], performances: [{ room: 'Grande salle', startsAt: '2026-07-14T20:30' }] },
  });
  const stand = await ok(app.api, '/v1/stands', token, { method: 'POST', body: { eventId: event.id, name: 'Hall', changeFund: 15000, sellerIds: [seller.user.id] } });
  const shop = await ok(app.api, '/v1/shops', token, { method: 'POST', body: { eventId: event.id } });
  await ok(app.api, `/v1/shops/${shop.id}`, token, { method: 'PATCH', body: { collectionStandIds: [stand.id] } });
  await ok(app.api, `/v1/shops/${shop.id}/open`, token, { method: 'PUT' });
  const tshirt = await ok(app.api, '/v1/products', token, {
    method: 'POST',
    body: { projectId, title: 'T-shirt Tournée', category: 'merchandising', price: 2500, vat: 20, variantMatrix: { sizes: ['S', 'M'], colors: ['Noir'] } },
  });
  const vinyl = await ok(app.api, '/v1/products', token, { method: 'POST', body: { projectId, title: 'Vinyle', category: 'phonography', price: 3000, vat: 20 } });
  const variants = tshirt.variants as { id: string; size: string }[];
  const variantId = variants.find((variant) => variant.size === 'S')!.id;
  const spareVariantId = variants.find((variant) => variant.size === 'M')!.id;
  await ok(app.api, `/v1/projects/${projectId}/inventory-levels/warehouse-supply`, token, { method: 'PUT', body: { items: [{ productVariantId: variantId, quantity: 20000 }], reference: 'BL-2026-001' } });
  const inventories = await ok(app.api, `/v1/inventories?projectId=${projectId}&kind[]=warehouse`, token);
  const warehouseId = inventories.data[0].id as string;
  const transfer = await ok(app.api, '/v1/inventory-transfers', token, {
    method: 'POST',
    body: { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'stand', eventId: event.id, items: [{ productVariantId: variantId, quantity: 5 }] },
  });
  const zone = await ok(app.api, `/v1/projects/${projectId}/inventory-zone`, token, { method: 'POST', body: { name: 'Zone Nord' } });
  const levels = await ok(app.api, `/v1/inventory-levels?inventoryId=${warehouseId}`, token);
  // The night of the show: stock delivered to the stand, the event started, the stand opened, a card sale waiting.
  const delivery = await ok(app.api, '/v1/inventory-transfers', token, {
    method: 'POST',
    body: { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'stand', eventId: event.id, items: [{ productVariantId: variantId, quantity: 5000 }] },
  });
  await ok(app.api, `/v1/inventory-transfers/${delivery.id}/complete`, token, { method: 'PUT', body: { remaining: 'success' } });
  await ok(app.api, `/v1/events/${event.id}/complete-funnel`, token, { method: 'PUT' });
  await ok(app.api, `/v1/events/${event.id}/start`, token, { method: 'PUT' });
  await ok(app.api, `/v1/stands/${stand.id}`, token, { method: 'PATCH', body: { status: 'opened' } });
  const at = { eventId: event.id, standId: stand.id, variantId };
  const cardSale = await sellByCard(app, seller, at);
  const cashSale = await sellForCash(app, seller, at);
  const device = await ok(app.api, `/v1/stands/${stand.id}/devices`, seller.token, { method: 'POST', body: { deviceId: randomUUID(), label: 'Caisse 1' } });
  // Online: the T-shirt on the shop, 20 units in its stock, and a spectator's order paid, to collect at the stand.
  await ok(app.api, `/v1/products/${tshirt.id}`, token, { method: 'PATCH', body: { isOnline: true } });
  const shopStock = await ok(app.api, '/v1/inventory-transfers', token, {
    method: 'POST',
    body: { fromInventoryId: warehouseId, toInventoryId: shop.inventoryId, type: 'event', eventId: event.id, items: [{ productVariantId: variantId, quantity: 20 }] },
  });
  await ok(app.api, `/v1/inventory-transfers/${shopStock.id}/complete`, token, { method: 'PUT', body: { remaining: 'success' } });
  const shopOrder = await sellOnline(app, shop.id, variantId);
  // A seller invited by e-mail, who has not answered yet.
  await ok(app.api, `/v1/projects/${projectId}/sellers`, token, { method: 'POST', body: { email: `vendeur-${suffix}@test.local`, firstName: 'Léa' } });
  const invitations = await ok(app.api, `/v1/projects/${projectId}/seller-invitations`, token);
  // Terminals are asked for 15 days ahead at the latest: a later date of the tour, a month ahead, has its request.
  const laterDate = await createEvent(app.db, projectId, { name: `Olympia ${suffix}`, venueName: 'L’Olympia', postcode: '75009' }, { performances: [{ startsAt: parisIn(30 * DAY) }] });
  const laterStand = await createStand(app.db, laterDate, { name: 'Hall' });
  const serviceRequest = await ok(app.api, `/v1/events/${laterDate.id}/service-requests`, token, { method: 'POST', body: terminalBody([laterStand.id]) });
  const announcement = await ok(app.api, '/v1/announcements', tenant.admin.token, {
    method: 'POST',
    body: { type: 'banner', title: 'Maintenance ce soir', content: 'La plateforme sera indisponible de 22 h à 23 h.', displayedFor: ['pro'] },
  });
  return {
    projectId,
    warehouseId,
    zoneId: zone.id,
    eventId: event.id,
    standId: stand.id,
    standInventoryId: stand.inventoryId,
    productId: tshirt.id,
    variantId,
    spareVariantId,
    spareProductId: vinyl.id,
    transferId: transfer.id,
    transferItemId: transfer.items[0].id,
    levelId: levels.data[0].id,
    teamClientId: teamMember.user.clientId!,
    seller,
    announcementId: announcement.id,
    orderId: cardSale.id,
    paymentId: cardSale.payments[0].id,
    paidOrderId: cashSale.id,
    paidOrderItemId: cashSale.items[0].id,
    paidOrderReceiptToken: receiptTokenOf(cashSale),
    sellerInvitationId: invitations[0].id,
    shopId: shop.id,
    shopSlug: shop.slug,
    shopOrderId: shopOrder.id,
    shopOrderCode: shopOrder.collectionCode,
    serviceEventId: laterDate.id,
    serviceStandId: laterStand.id,
    serviceRequestId: serviceRequest.id,
    deviceId: device.deviceId,
  };
}

type Till = { eventId: string; standId: string; variantId: string };

/** The token of an order's receipt link (`receiptUrl`: /receipts/{id}?token=…). */
export function receiptTokenOf(order: { receiptUrl: string }): string {
  return new URL(order.receiptUrl, 'http://localhost').searchParams.get('token') ?? '';
}

/** A card sale at the stand, left waiting for the payment provider (the sandbox): its order. */
export async function sellByCard(app: TestApp, seller: Signed, at: Till) {
  return ok(app.api, '/v1/orders-event', seller.token, {
    method: 'POST',
    body: { eventId: at.eventId, standId: at.standId, items: [{ productVariantId: at.variantId, quantity: 1 }], payment: { method: 'card' } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

/** A spectator's order of one unit on the shop, paid with the sandbox: its order. */
export async function sellOnline(app: TestApp, shopId: string, variantId: string) {
  const made = await ok(app.api, `/v1/shops/${shopId}/orders`, undefined, {
    method: 'POST',
    body: { name: 'Camille Martin', email: 'camille@test.local', acceptTerms: true, items: [{ productVariantId: variantId, quantity: 1 }] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await ok(app.api, `/v1/shop-payments/${made.payment.id}/sandbox-outcome`, undefined, { method: 'POST', body: { token: made.token, outcome: 'approve' } });
  return made.order as { id: string; collectionCode: string };
}

/** A paid cash sale of 50 T-shirts, so that many refunds of one unit may follow: its order. */
export async function sellForCash(app: TestApp, seller: Signed, at: Till) {
  return ok(app.api, '/v1/orders-event', seller.token, {
    method: 'POST',
    body: { eventId: at.eventId, standId: at.standId, items: [{ productVariantId: at.variantId, quantity: 50 }], payment: { method: 'cash', amountTendered: 200_000 } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

/** What the owner reads of the showcase tour: the suites compare it before and after to prove nothing was lost. */
export async function readShowcase(app: TestApp, tenant: Tenant): Promise<Record<string, unknown>> {
  const { showcase: tour, owner } = tenant;
  const paths = [
    `/v1/projects/${tour.projectId}`,
    `/v1/projects/${tour.projectId}/sellers`,
    `/v1/products?projectId=${tour.projectId}`,
    `/v1/product-variants?productId=${tour.productId}`,
    `/v1/events/${tour.eventId}`,
    `/v1/stands/${tour.standId}`,
    `/v1/shops/${tour.shopId}`,
    `/v1/stands/${tour.standId}/collections`,
    `/v1/inventory-transfers/${tour.transferId}`,
    `/v1/inventory-levels?projectId=${tour.projectId}`,
    `/v1/inventory-zones?projectId=${tour.projectId}`,
    `/v1/projects/${tour.projectId}/inventory-level-changes/counts`,
    `/v1/announcements/${tour.announcementId}`,
    `/v1/images/${tenant.imageId}`,
    `/v1/events/${tour.serviceEventId}/service-requests`,
  ];
  const snapshot: Record<string, unknown> = {};
  for (const path of paths) {
    const token = path.startsWith('/v1/announcements') ? tenant.admin.token : owner.token;
    const answer = await send(app.baseUrl, { method: 'GET', path: `/api${path}`, headers: { Authorization: `Bearer ${token}` } });
    snapshot[path] = { status: answer.status, body: answer.json ?? `${answer.text.length} bytes` };
  }
  // The fuzzing renames the owner and its organisation (PATCH /v1/users/me, /v1/clients/{id}): the names they show
  // under may change (and the team's order, by name), nothing else. The owner is also among its organisation's
  // `members` in the tour's read (issue #12.9), under its first and last name.
  return JSON.parse(
    JSON.stringify(snapshot, (key, value: unknown) => {
      if (key === 'clientName') return '(name)';
      // The team's people show the owner's own names, which the profile route is entitled to change.
      if (key === 'members' && Array.isArray(value)) return value.map((member) => ({ ...member, firstName: '(name)', lastName: '(name)' }));
      if (key === 'createdBy' && value) return { ...(value as object), name: '(name)' };
      if (key === 'clientRoles' && Array.isArray(value)) return [...value].sort((a, b) => String(a.clientId).localeCompare(String(b.clientId)));
      return value;
    }),
  );
}
