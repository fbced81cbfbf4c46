import { randomUUID } from 'node:crypto';
import { cashDenominations } from '@/features/orders/types';
import { toParisDate } from '@/lib/datetime/paris-time';
import { terminalBody } from '../services';
import type { DiscoveredRoute } from './routes';
import type { Tenant, Workspace } from './tenant';

/** What a request is about: a tour of the tenant, and who calls (the `users/{id}` routes name the caller). */
export interface Target {
  tenant: Tenant;
  workspace: Workspace;
  callerId: string;
}

type Resolver = (target: Target, route: DiscoveredRoute) => string;

/**
 * Real ids for the params, by the path segment the param follows (`events/{id}` → the event). A route added later
 * whose param is not known here still gets fuzzed with the bad ids; `realParams` says which param it could not fill.
 */
const resolvers: Record<string, Resolver> = {
  'announcements.id': ({ workspace }) => workspace.announcementId,
  'clients.id': ({ tenant, workspace }) => workspace.victimClientId ?? tenant.clientId,
  'subscription-features.id': ({ tenant }) => tenant.clientId,
  // The plan the platform granted the tenant (the factories' pro): neither changed by its managers nor a checkout.
  'subscriptions.id': ({ tenant }) => tenant.subscriptionId,
  // By client id to read it, by the branding's own id to change it (pages/api/v1/clients/branding/[id].ts).
  'branding.id': ({ tenant }, route) => (route.method === 'GET' ? tenant.clientId : tenant.brandingId),
  // Services are asked for ahead of an event: the tour's later date (the first one is under way).
  // No run of the tenant's: a run id never used (its team gets NOT_FOUND past authorization).
  'closing-runs.runId': () => '6d7a1f3e-2b4c-4d5e-8f90-a1b2c3d4e5f6',
  'events.id': ({ workspace }, route) => (route.template === '/v1/events/{id}/service-requests' ? workspace.serviceEventId : workspace.eventId),
  'images.id': ({ tenant }) => tenant.imageId,
  'inventory-levels.id': ({ workspace }) => workspace.levelId,
  'inventory-transfers.id': ({ workspace }) => workspace.transferId,
  'product-variants.id': ({ workspace }) => workspace.spareVariantId,
  'products.id': ({ workspace }, route) => (route.method === 'GET' ? workspace.productId : workspace.spareProductId),
  'projects.id': ({ workspace }) => workspace.projectId,
  'archive.id': ({ workspace }) => workspace.projectId,
  // No archive in the suite: an id never used (its managers get GET_ARCHIVE past authorization).
  'archives.id': () => '8e1c2a4b-3d5f-4a6b-9c7d-0e1f2a3b4c5d',
  'clients.clientId': ({ workspace }) => workspace.teamClientId,
  'sellers.userId': ({ workspace }) => workspace.seller.user.id,
  'stands.id': ({ workspace }) => workspace.standId,
  'devices.deviceId': ({ workspace }) => workspace.deviceId,
  'shops.id': ({ workspace }) => workspace.shopId,
  'shop-pages.slug': ({ workspace }) => workspace.shopSlug,
  // A shop order's payment, settled with the order's token: the register's payment with a wrong token stands in.
  'shop-payments.id': ({ workspace }) => workspace.paymentId,
  // A shop order read by its token: the stand sale stands in (GET /v1/shop-orders/{id} answers it the one 404).
  'shop-orders.id': ({ workspace }) => workspace.paidOrderId,
  'users.id': ({ callerId }) => callerId,
  'payments.id': ({ workspace }) => workspace.paymentId,
  // Refunds, no-shows and receipts need an order whose money is in; the other order routes take the card sale still waiting.
  'orders.id': ({ workspace }, route) => (/\/(refunds|no-show|receipt[^/]*)$/.test(route.template) ? workspace.paidOrderId : workspace.orderId),
  // A paid shop order collected at the stand (a stand sale is no collection: ORDER_NOT_FOUND).
  'collections.orderId': ({ workspace }) => workspace.shopOrderId,
  'seller-invitations.invitationId': ({ workspace }) => workspace.sellerInvitationId,
  'invoices.id': ({ tenant }) => tenant.invoiceId,
  'payouts.id': ({ tenant }) => tenant.payoutId,
  'plan-fees.plan': () => 'smart',
  'service-requests.id': ({ workspace }) => workspace.serviceRequestId,
};

/** The real value of each param of the route, when it is known; missing params are listed. */
export function realParams(route: DiscoveredRoute, target: Target): { values: Record<string, string>; unknown: string[] } {
  const values: Record<string, string> = {};
  const unknown: string[] = [];
  for (const param of route.params) {
    const resolver = resolvers[paramKey(route, param)];
    if (resolver) values[param] = resolver(target, route);
    else unknown.push(param);
  }
  return { values, unknown };
}

/** `events.id` for the `{id}` of `/v1/events/{id}/cancel`: the segment a param follows names what it is. */
export function paramKey(route: Pick<DiscoveredRoute, 'template'>, param: string): string {
  const segments = route.template.split('/');
  return `${segments[segments.indexOf(`{${param}}`) - 1]}.${param}`;
}

const unique = () => randomUUID().slice(0, 8);

/** The password rules (8+ characters, upper, lower, digit, special), and not the one the test users have. */
export const VALID_NEW_PASSWORD = 'Nouveau-Passw0rd!';

/**
 * A body each route accepts (or refuses only for a business reason, e.g. an unknown token), so that the fuzzer can
 * change one field at a time and reach the code behind the validation. A route missing here is fuzzed with bodies
 * built from the fields its validation names.
 */
export const validBodies: Record<string, (target: Target) => Record<string, unknown>> = {
  'POST /v1/announcements': () => announcement(),
  'PATCH /v1/announcements/{id}': () => announcement(),
  'PUT /v1/auth/me': () => ({ role: 'seller' }),
  'POST /v1/clients': () => ({
    email: `inscription-${unique()}@test.local`,
    password: 'Inscription-2026!',
    firstName: 'Camille',
    lastName: 'Martin',
    companyName: 'Productions Lumière',
    legalForm: 'SAS',
    siret: '732 829 320 00074',
    vatNumber: 'FR44732829320',
    phone: '+33 1 23 45 67 89',
    addressLine1: '12 rue de la Paix',
    addressLine2: 'Bâtiment B',
    postcode: '75002',
    city: 'Paris',
    country: 'FR',
    isProfessional: true,
    acceptTerms: true,
    locale: 'fr',
    plan: 'starter',
  }),
  'PATCH /v1/clients/{id}': () => ({
    name: 'Productions Lumière',
    legalForm: 'SAS',
    siret: '73282932000074',
    vatNumber: 'FR44732829320',
    email: 'contact@lumiere.test',
    phone: '+33 1 23 45 67 89',
    addressLine1: '12 rue de la Paix',
    addressLine2: 'Bâtiment B',
    postcode: '75002',
    city: 'Paris',
    country: 'FR',
  }),
  // clientId counts for admins only: every organisation saves its own.
  'POST /v1/clients/{id}/subscriptions': () => ({ plan: 'smart' }),
  'PUT /v1/clients/{id}/granted-plan': () => ({ plan: 'pro' }),
  'POST /v1/clients/{id}/pro-request': () => ({ message: 'Nous tournons dans quarante salles cette année.' }),
  'PATCH /v1/subscriptions/{id}': () => ({ cancelAtPeriodEnd: true }),
  'POST /v1/subscriptions/{id}/sandbox-outcome': () => ({ outcome: 'paid' }),
  'POST /v1/clients/branding': ({ tenant }) => ({ clientId: tenant.clientId, primaryColor: '#112233', secondaryColor: '#445566', logoImageId: null }),
  'PATCH /v1/clients/branding/{id}': ({ tenant }) => ({ primaryColor: '#112233', secondaryColor: '#445566', logoImageId: tenant.imageId }),
  'POST /v1/events': ({ workspace }) => ({ projectId: workspace.projectId, name: 'Olympia', venueName: 'L’Olympia', addressLine1: '28 boulevard des Capucines', postcode: '75009', city: 'Paris', country: 'FR' }),
  'PUT /v1/events/{id}/close': () => ({ runId: randomUUID(), theaterFeePaidWith: null, stands: [] }),
  'POST /v1/events/{id}/closing-runs': () => ({
    runId: randomUUID(),
    commissionType: 'noCommission',
    fees: { theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null },
    theaterFeePaidWith: null,
    stands: [],
    concession: [],
  }),
  'POST /v1/events/{id}/adjustments': ({ workspace }) => ({
    orderId: workspace.paidOrderId,
    items: [{ orderItemId: workspace.paidOrderItemId, quantity: 1 }],
    method: 'cash',
    destination: 'warehouse',
    reason: 'Revenu après la date',
  }),
  'PUT /v1/events/{id}/attendance': () => ({ performances: [{ performanceId: randomUUID(), attendance: 1200 }] }),
  'PATCH /v1/events/{id}': () => ({
    name: 'Zénith de Paris',
    venueName: 'Le Zénith',
    addressLine1: '211 avenue Jean Jaurès',
    postcode: '75019',
    city: 'Paris',
    country: 'FR',
    rooms: [{ name: 'Grande salle', capacity: 6000 }],
    performances: [{ room: 'Grande salle', startsAt: '2026-07-15T20:30' }],
    commissionType: 'theatreFee',
    theaterFeeAmount: 10,
    theaterFeeVat: 20,
    commissionAgentFeeAmount: null,
    commissionAgentFeeVat: null,
  }),
  'POST /v1/events/{id}/duplicate': () => ({ name: 'Zénith, deuxième date', withStock: false }),
  'POST /v1/inventory-transfers': ({ workspace }) => ({
    fromInventoryId: workspace.warehouseId,
    toInventoryId: workspace.standInventoryId,
    type: 'stand',
    eventId: workspace.eventId,
    note: 'Réassort du soir',
    items: [{ productVariantId: workspace.variantId, quantity: 1 }],
  }),
  'PUT /v1/inventory-transfers/{id}/complete': () => ({ remaining: 'success' }),
  'PUT /v1/inventory-transfers/{id}/receipts': ({ workspace }) => ({ receipts: [{ transferItemId: workspace.transferItemId, type: 'success', quantity: 5 }] }),
  'POST /v1/orders-event': ({ workspace }) => ({
    eventId: workspace.eventId,
    standId: workspace.standId,
    items: [{ productVariantId: workspace.variantId, quantity: 1, discount: 100 }],
    payment: { method: 'cash', amountTendered: 5000 },
    customerEmail: 'fan@test.local',
  }),
  'POST /v1/payments/{id}/sandbox-outcome': () => ({ outcome: 'approve' }),
  'PATCH /v1/orders/{id}': () => ({ status: 'canceled' }),
  'POST /v1/orders/{id}/receipt-email': () => ({ email: 'fan@test.local', locale: 'fr' }),
  'POST /v1/orders/{id}/payments': () => ({ method: 'cash', amountTendered: 5000 }),
  'POST /v1/orders/{id}/refunds': ({ workspace }) => ({ items: [{ orderItemId: workspace.paidOrderItemId, quantity: 1, damaged: false }], method: 'cash', reason: 'Mauvaise taille' }),
  // Always one event: without it the sweep covers every tour of the caller, the showcase's included.
  'POST /v1/orders/cancel-pending': ({ workspace }) => ({ olderThanMinutes: 60, eventId: workspace.eventId }),
  'PUT /v1/stands/{id}/collections/{orderId}': () => ({ status: 'prepared' }),
  'POST /v1/stands/{id}/collections/scan': ({ workspace }) => ({ code: workspace.shopOrderCode }),
  'POST /v1/stands/{id}/devices': ({ workspace }) => ({ deviceId: workspace.deviceId, label: 'Caisse 1' }),
  'POST /v1/stands/{id}/devices/{deviceId}/status': () => ({ pending: 3, oldestPendingAt: new Date(Date.now() - 60_000).toISOString() }),
  'POST /v1/stands/{id}/cash-detail': () => ({ counts: Object.fromEntries(cashDenominations.map((cents) => [String(cents), 2])) }),
  'POST /v1/stands/{id}/cash-movements': () => ({ direction: 'in', amount: 2000, reason: 'Monnaie de la banque' }),
  'POST /v1/stands/{id}/training-sales': ({ workspace }) => ({ items: [{ productVariantId: workspace.variantId, quantity: 1 }], payment: { method: 'cash', amountTendered: 5000 } }),
  'POST /v1/journal/closings': () => ({ period: 'day' }),
  // A month long over: nobody in the suite closed it, so the owner gets past authorization to 409.
  'POST /v1/journal/archives': () => ({ period: 'month', key: '2020-01' }),
  'POST /v1/stands/{id}/shift-report/email': () => ({ email: 'accounts@test.local', locale: 'fr' }),
  'POST /v1/projects/seller-acceptation': () => ({ token: 'x'.repeat(43) }),
  'POST /v1/projects/seller-acceptation/new-account': () => ({ token: 'x'.repeat(43), password: VALID_NEW_PASSWORD, firstName: 'Léa', lastName: 'Durand', locale: 'fr' }),
  'POST /v1/product-variants': ({ workspace }) => ({ productId: workspace.productId, color: `Rouge ${unique()}`, size: 'XL', material: 'Coton', style: 'Col V', price: 2600 }),
  'PATCH /v1/product-variants/{id}': () => ({ color: 'Blanc', size: 'L', material: 'Coton bio', style: 'Col V', title: 'Blanc / L', price: 2700, position: 1 }),
  'POST /v1/products': ({ workspace, tenant }) => ({
    projectId: workspace.projectId,
    title: 'Casquette brodée',
    category: 'accessories',
    price: 1800,
    vat: 20,
    isOnline: true,
    availability: 'available',
    description: 'Casquette en coton',
    supplyTerms: 'Livraison J+3',
    salesConditions: 'Ni repris ni échangé',
    imageId: tenant.imageId,
    variantMatrix: { sizes: ['S'], colors: ['Noir'], materials: ['Coton'], styles: ['Brodée'] },
  }),
  'PATCH /v1/products/{id}': ({ tenant }) => ({
    title: 'Vinyle édition tournée',
    category: 'phonography',
    reference: `VIN-${unique()}`,
    isOnline: true,
    price: 3200,
    vat: 5.5,
    description: 'Pressage 180 g',
    availability: 'available',
    supplyTerms: 'Livraison J+3',
    salesConditions: 'Ni repris ni échangé',
    imageId: tenant.imageId,
  }),
  'POST /v1/project-inventory-transfers': ({ workspace }) => ({
    projectId: workspace.projectId,
    fromInventoryId: workspace.warehouseId,
    eventId: workspace.eventId,
    type: 'event',
    note: 'Envoi pour la date',
    transfers: [{ toInventoryId: workspace.standInventoryId, items: [{ productVariantId: workspace.variantId, quantity: 1 }] }],
  }),
  'POST /v1/projects': () => ({ name: 'Tournée d’hiver', description: 'Douze dates', startDate: '2026-11-01', endDate: '2027-02-28', hasZones: false }),
  'PATCH /v1/projects/{id}': () => ({ name: 'Tournée d’été, prolongée', description: 'Vingt-deux dates', startDate: '2026-06-01', endDate: '2026-10-31', hasZones: true }),
  'PATCH /v1/projects/archive/{id}': () => ({ archived: true }),
  'POST /v1/projects/client-acceptation': () => ({ token: 'x'.repeat(43) }),
  'POST /v1/projects/client-invitation': ({ workspace }) => ({ projectId: workspace.projectId, email: `invitation-${unique()}@test.local`, role: 'viewer' }),
  'PATCH /v1/projects/{id}/clients/{clientId}': () => ({ role: 'viewer' }),
  'PUT /v1/projects/{id}/inventory-levels/warehouse-supply': ({ workspace }) => ({ items: [{ productVariantId: workspace.variantId, quantity: 3 }], reference: 'BL-2026-002' }),
  'POST /v1/projects/{id}/inventory-zone': () => ({ name: `Zone ${unique()}` }),
  'PUT /v1/projects/{id}/inventory-zone': ({ workspace }) => ({ id: workspace.zoneId, name: 'Zone Nord-Est' }),
  'POST /v1/projects/{id}/sellers': () => ({ email: `vendeur-${unique()}@test.local`, firstName: 'Léa', lastName: 'Durand' }),
  'POST /v1/request-reset-password': () => ({ email: `oubli-${unique()}@test.local` }),
  'POST /v1/resend-verification': () => ({ email: `verification-${unique()}@test.local` }),
  'POST /v1/reset-password': () => ({ token: 'x'.repeat(43), password: VALID_NEW_PASSWORD }),
  'POST /v1/shops': ({ workspace }) => ({ eventId: workspace.eventId }),
  'POST /v1/shops/{id}/orders': ({ workspace }) => ({ name: 'Camille Martin', email: 'fan@test.local', acceptTerms: true, items: [{ productVariantId: workspace.variantId, quantity: 1 }] }),
  'POST /v1/shop-payments/{id}/sandbox-outcome': () => ({ token: 'not-the-order-token', outcome: 'approve' }),
  // The stand sale's real receipt token: still not a shop order, so nothing is released (404).
  'POST /v1/shop-orders/{id}/abandon': ({ workspace }) => ({ token: workspace.paidOrderReceiptToken }),
  'PATCH /v1/shops/{id}': ({ workspace }) => ({ collectionStandIds: [workspace.standId], collectionOpensAt: '2026-07-14T18:00', collectionClosesAt: '2026-07-14T23:30' }),
  'POST /v1/stands': ({ workspace }) => ({ eventId: workspace.eventId, name: `Balcon ${unique()}`, isCashCompatible: true, changeFund: 5000, status: 'closed', sellerIds: [workspace.seller.user.id] }),
  'PATCH /v1/stands/{id}': ({ workspace }) => ({ name: 'Hall B', isCashCompatible: false, changeFund: 20000, status: 'closed', sellerIds: [workspace.seller.user.id] }),
  'PATCH /v1/users/{id}': () => ({ firstName: 'Camille', lastName: 'Martin', locale: 'fr' }),
  'PUT /v1/users/{id}/password': () => ({ currentPassword: 'Not-The-Passw0rd!', newPassword: VALID_NEW_PASSWORD }),
  'POST /v1/verify-email': () => ({ token: 'x'.repeat(43) }),
  // The migration's own smart fees: the suites may run beside the invoices' tests on one PostgreSQL database.
  'PUT /v1/plan-fees/{plan}': () => ({ eventCreationFee: 1000, shopOpeningFee: 1500, cardCommissionBasisPoints: 200 }),
  // Terminals for the later date's stand (a victim's: free of any request); cancelling them costs nothing.
  'POST /v1/events/{id}/service-requests': ({ workspace }) => terminalBody([workspace.serviceStandId]),
  'PUT /v1/service-requests/{id}/status': () => ({ status: 'acknowledged' }),
  'POST /v1/service-requests/{id}/cancel': () => ({ expectedFee: 0 }),
  'POST /v1/service-requests/{id}/accept-quote': () => ({ expectedQuoteAmount: 0 }),
  'POST /v1/clients/{id}/invoice-fees': () => tenantBillingPeriod(),
  'POST /v1/clients/invoices-fees': () => tenantBillingPeriod(),
};

/** Yesterday and today in Paris: the tenant's tours were made then, so its fee invoice of that period has lines. */
export function tenantBillingPeriod(): { periodStart: string; periodEnd: string } {
  const today = toParisDate(new Date());
  return { periodStart: toParisDate(new Date(Date.now() - 86_400_000)), periodEnd: today };
}

function announcement() {
  return {
    type: 'banner',
    title: 'Maintenance ce soir',
    content: 'La plateforme sera indisponible de 22 h à 23 h.',
    displayedFor: ['pro'],
    interval: 'days',
    numberOfIntervals: 2,
    expiresAt: '2030-01-01T00:00:00+01:00',
  };
}

/** The query a list needs to answer (its required filters), as `name=value` pairs. */
export const validQueries: Record<string, (target: Target) => Record<string, string>> = {
  'GET /v1/events': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/inventories': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/inventory-levels': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/inventory-transfers': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/inventory-zones': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/product-variants': ({ workspace }) => ({ productId: workspace.productId }),
  'GET /v1/products': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/orders': ({ workspace }) => ({ projectId: workspace.projectId }),
  'GET /v1/orders/count': ({ workspace }) => ({ projectId: workspace.projectId }),
  // The receipt's link carries its token: the only credential of the public receipt.
  'GET /v1/orders/{id}/receipt': ({ workspace }) => ({ token: workspace.paidOrderReceiptToken }),
  'GET /v1/orders/{id}/receipt.pdf': ({ workspace }) => ({ token: workspace.paidOrderReceiptToken }),
  // The stand sale's real receipt token: a token that opens its receipt still does not open it as a shop order.
  'GET /v1/shop-orders/{id}': ({ workspace }) => ({ token: workspace.paidOrderReceiptToken }),
  'GET /v1/stands': ({ workspace }) => ({ eventId: workspace.eventId }),
  'GET /v1/shops': ({ workspace }) => ({ projectId: workspace.projectId }),
  // The shop's organiser's account: the tour's writers may see it.
  'GET /v1/clients/payment-account': ({ workspace }) => ({ shopId: workspace.shopId }),
  // Every organisation's requests otherwise: the tenant's are enough to read.
  'GET /v1/service-requests': ({ tenant }) => ({ clientId: tenant.clientId }),
  // The FEC's period: a year around the suite's sales.
  'GET /v1/journal/fec': () => ({ from: '2026-01-01', to: '2026-12-31' }),
};

export function queryString(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
