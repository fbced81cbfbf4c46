import { randomUUID } from 'node:crypto';
import { projectClients, projectSellers, standDevices } from '@/lib/db/schema';
import { DAY, parisIn, terminalBody } from '../services';
import { createClient } from '../factories';
import type { TestApp } from '../test-app';
import { createEvent, createSeller, createStand, createTeamMember, createTour } from '../tours';
import { paramKey } from './requests';
import type { DiscoveredRoute } from './routes';
import { ok, receiptTokenOf, sellByCard, sellForCash, sellOnline, type Tenant, type Workspace } from './tenant';

/**
 * What a changing call acts on. A DELETE, a cancel or an archive succeeds with a real id, and would leave the next
 * route nothing to act on (or a canceled event that refuses every edit before reaching the code under test): each
 * changing route gets its own victim, in the workbench tour, or its own tour for the tour's routes.
 */
export type VictimKind =
  | 'project'
  | 'event'
  | 'stand'
  | 'openStand'
  | 'shop'
  | 'shopOrder'
  | 'product'
  | 'variant'
  | 'transfer'
  | 'announcement'
  | 'payment'
  | 'order'
  | 'serviceEvent'
  | 'serviceRequest'
  | 'client';

const kindOfParam: Record<string, VictimKind> = {
  'projects.id': 'project',
  'archive.id': 'project',
  'events.id': 'event',
  'stands.id': 'stand',
  'shops.id': 'shop',
  'products.id': 'product',
  'product-variants.id': 'variant',
  'inventory-transfers.id': 'transfer',
  'announcements.id': 'announcement',
  'payments.id': 'payment',
  'orders.id': 'order',
  'collections.orderId': 'shopOrder',
  'service-requests.id': 'serviceRequest',
};

/** Routes whose victim is not the one their param names. */
const kindOfRoute: Record<string, VictimKind> = {
  // A service is asked for ahead of the event, for a stand that has none yet: the 'event' victim's date is past.
  'POST /v1/events/{id}/service-requests': 'serviceEvent',
  // Granting no plan takes the organisation's away: done to the tenant, it would refuse the gated calls fuzzed beside it.
  'PUT /v1/clients/{id}/granted-plan': 'client',
  // The scan names its order in the body (its QR code), not in the path: an order the stand collects.
  'POST /v1/stands/{id}/collections/scan': 'shopOrder',
  // Cash moves only through an opened drawer: a stand of its own, opened, on the workbench's date under way.
  'POST /v1/stands/{id}/cash-movements': 'openStand',
  // A training sale is made where the till sells: an opened stand.
  'POST /v1/stands/{id}/training-sales': 'openStand',
};

/**
 * The victim a method of a route needs: none for reads, nor for routes on the caller or its organisation. The
 * innermost param decides (`stands/{id}/collections/{orderId}` acts on the order).
 */
export function victimKindOf(route: DiscoveredRoute): VictimKind | null {
  if (route.method === 'GET') return null;
  if (kindOfRoute[route.key]) return kindOfRoute[route.key]!;
  for (const param of [...route.params].reverse()) {
    const kind = kindOfParam[paramKey(route, param)];
    if (kind) return kind;
  }
  return null;
}

/** Who else must belong to a new tour (the authorization suite's viewer and sellers). */
export interface Members {
  viewerClientIds?: string[];
  sellerIds?: string[];
}

/** The workbench with the victim's ids in place of its own. */
export async function victimWorkspace(app: TestApp, tenant: Tenant, kind: VictimKind, members: Members = {}): Promise<Workspace> {
  const base = tenant.workbench;
  const token = tenant.owner.token;
  const suffix = randomUUID().slice(0, 8);
  switch (kind) {
    case 'project': {
      const tour = await createTour(app.db, tenant.owner, { name: `Tournée ${suffix}`, startDate: '2026-06-01', endDate: '2026-09-30', hasZones: true });
      const team = await createTeamMember(app.db, tour.id, 'projectManager');
      const seller = await createSeller(app.db, [tour.id]);
      for (const clientId of members.viewerClientIds ?? []) await app.db.insert(projectClients).values({ projectId: tour.id, clientId, role: 'viewer' });
      for (const userId of members.sellerIds ?? []) await app.db.insert(projectSellers).values({ projectId: tour.id, userId });
      const product = await ok(app.api, '/v1/products', token, { method: 'POST', body: { projectId: tour.id, title: 'T-shirt', category: 'merchandising', price: 2500, vat: 20 } });
      const zone = await ok(app.api, `/v1/projects/${tour.id}/inventory-zone`, token, { method: 'POST', body: { name: 'Zone Nord' } });
      await ok(app.api, `/v1/projects/${tour.id}/sellers`, token, { method: 'POST', body: { email: `vendeur-${suffix}@test.local` } });
      const [invitation] = await ok(app.api, `/v1/projects/${tour.id}/seller-invitations`, token);
      return { ...base, projectId: tour.id, teamClientId: team.user.clientId!, seller, productId: product.id, variantId: product.variants[0].id, zoneId: zone.id, sellerInvitationId: invitation.id };
    }
    case 'event': {
      // Its funnel completed (city, performance, stand, no commission): ready to be started as well as edited.
      const event = await createEvent(app.db, base.projectId, { name: `Zénith ${suffix}`, funnelCompletedAt: new Date() }, { rooms: ['Grande salle'], performances: [{ startsAt: '2026-07-14T20:30', room: 'Grande salle' }] });
      const stand = await createStand(app.db, event, { name: 'Hall' }, [base.seller.user.id]);
      return { ...base, eventId: event.id, standId: stand.id, standInventoryId: stand.inventoryId };
    }
    case 'stand':
    case 'openStand': {
      const status = kind === 'openStand' ? 'opened' : 'closed';
      const stand = await createStand(app.db, { id: base.eventId, projectId: base.projectId }, { name: `Stand ${suffix}`, status }, [base.seller.user.id]);
      // Its register tablet (issue #26), for the routes of a stand's devices.
      const [device] = await app.db.insert(standDevices).values({ id: randomUUID(), standId: stand.id, number: 1, registeredBy: base.seller.user.id }).returning();
      return { ...base, standId: stand.id, standInventoryId: stand.inventoryId, deviceId: device!.id };
    }
    case 'shop': {
      // A new date of the tour with its stand and its shop collecting there: ready to be opened, changed or closed.
      const event = await createEvent(app.db, base.projectId, { name: `Date ${suffix}` });
      const stand = await createStand(app.db, event, { name: 'Hall' }, [base.seller.user.id]);
      const shop = await ok(app.api, '/v1/shops', token, { method: 'POST', body: { eventId: event.id } });
      await ok(app.api, `/v1/shops/${shop.id}`, token, { method: 'PATCH', body: { collectionStandIds: [stand.id] } });
      return { ...base, eventId: event.id, standId: stand.id, standInventoryId: stand.inventoryId, shopId: shop.id };
    }
    case 'product': {
      const product = await ok(app.api, '/v1/products', token, { method: 'POST', body: { projectId: base.projectId, title: `Affiche ${suffix}`, category: 'other', price: 1000, vat: 20 } });
      return { ...base, spareProductId: product.id };
    }
    case 'variant': {
      const product = await ok(app.api, '/v1/products', token, {
        method: 'POST',
        body: { projectId: base.projectId, title: `Sweat ${suffix}`, category: 'merchandising', price: 4500, vat: 20, variantMatrix: { sizes: ['S', 'M'] } },
      });
      const spare = (product.variants as { id: string; isDefault: boolean }[]).find((variant) => !variant.isDefault)!;
      return { ...base, productId: product.id, spareVariantId: spare.id };
    }
    case 'transfer': {
      const transfer = await ok(app.api, '/v1/inventory-transfers', token, {
        method: 'POST',
        body: { fromInventoryId: base.warehouseId, toInventoryId: base.standInventoryId, type: 'stand', eventId: base.eventId, items: [{ productVariantId: base.variantId, quantity: 5 }] },
      });
      return { ...base, transferId: transfer.id, transferItemId: transfer.items[0].id };
    }
    case 'order': {
      const at = { eventId: base.eventId, standId: base.standId, variantId: base.variantId };
      const [unpaid, paid] = [await sellByCard(app, base.seller, at), await sellForCash(app, base.seller, at)];
      return { ...base, orderId: unpaid.id, paymentId: unpaid.payments[0].id, paidOrderId: paid.id, paidOrderItemId: paid.items[0].id, paidOrderReceiptToken: receiptTokenOf(paid) };
    }
    case 'shopOrder': {
      const order = await sellOnline(app, base.shopId, base.variantId);
      return { ...base, shopOrderId: order.id, shopOrderCode: order.collectionCode };
    }
    case 'payment': {
      const order = await sellByCard(app, base.seller, { eventId: base.eventId, standId: base.standId, variantId: base.variantId });
      return { ...base, orderId: order.id, paymentId: order.payments[0].id };
    }
    case 'serviceEvent':
    case 'serviceRequest': {
      // A later date of the tour, a month ahead, with a stand; and, for the request's routes, terminals asked for it.
      const event = await createEvent(app.db, base.projectId, { name: `Olympia ${suffix}` }, { performances: [{ startsAt: parisIn(30 * DAY) }] });
      const stand = await createStand(app.db, event, { name: 'Hall' });
      const victim = { ...base, serviceEventId: event.id, serviceStandId: stand.id };
      if (kind === 'serviceEvent') return victim;
      const request = await ok(app.api, `/v1/events/${event.id}/service-requests`, token, { method: 'POST', body: terminalBody([stand.id]) });
      return { ...victim, serviceRequestId: request.id };
    }
    case 'client':
      return { ...base, victimClientId: (await createClient(app.db)).id };
    case 'announcement': {
      const announcement = await ok(app.api, '/v1/announcements', tenant.admin.token, {
        method: 'POST',
        body: { type: 'banner', title: `Annonce ${suffix}`, content: 'Nouvelle version ce soir.', displayedFor: ['pro'] },
      });
      return { ...base, announcementId: announcement.id };
    }
  }
}
