import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { createVerifiedManager } from './accounts';
import { signInAs } from './sign-in';
import { acceptTermsIfAsked } from './terms';

/**
 * A paid order of another organiser's date, what a spectator at the wrong venue would show: a new manager's tour,
 * product and date, its shop opened with stock and the sandbox's payout account, and an order paid in the sandbox.
 * All through the API (the screens have their own journeys). Gives what the order's QR code holds.
 */
export async function paidOrderOfAnotherEvent(browser: Browser, baseURL: string | undefined): Promise<{ collectionCode: string }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const manager = await createVerifiedManager(context.request, 'shop-elsewhere');
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const { accessToken } = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const api = async <T>(method: string, path: string, data?: unknown, token: string | null = accessToken): Promise<T> => {
    const headers: Record<string, string> = { 'Idempotency-Key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await page.request.fetch(`/api${path}`, { method, headers, data });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };

  const project = await api<{ id: string }>('POST', '/v1/projects', { name: `Tournée ailleurs ${Date.now()}` });
  const product = await api<{ id: string; variants: { id: string }[] }>('POST', '/v1/products', { projectId: project.id, title: 'Affiche', category: 'other', price: 1000, vat: 20 });
  const variantId = product.variants[0]!.id;
  await api('PATCH', `/v1/products/${product.id}`, { isOnline: true });
  await api('PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, { items: [{ productVariantId: variantId, quantity: 5 }], reference: 'BL-AILLEURS' });
  const event = await api<{ id: string }>('POST', '/v1/events', { projectId: project.id, name: 'Brest – La Carène', venueName: 'La Carène', postcode: '29200', city: 'Brest', country: 'FR' });
  await api('PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: '2027-06-12T20:30' }], commissionType: 'noCommission' });
  const stand = await api<{ id: string }>('POST', '/v1/stands', { eventId: event.id, name: 'Hall', isCashCompatible: true, changeFund: 0, sellerIds: [] });
  await api('PUT', `/v1/events/${event.id}/complete-funnel`);

  const shop = await api<{ id: string; inventoryId: string }>('POST', '/v1/shops', { eventId: event.id });
  await api('PATCH', `/v1/shops/${shop.id}`, { collectionStandIds: [stand.id] });
  await api('POST', '/v1/clients/payment-account');
  const warehouse = (await api<{ data: { id: string; kind: string }[] }>('GET', `/v1/inventories?projectId=${project.id}`)).data.find((inventory) => inventory.kind === 'warehouse')!;
  const sent = await api<{ id: string }>('POST', '/v1/inventory-transfers', { fromInventoryId: warehouse.id, toInventoryId: shop.inventoryId, type: 'event', eventId: event.id, items: [{ productVariantId: variantId, quantity: 5 }] });
  await api('PUT', `/v1/inventory-transfers/${sent.id}/complete`, { remaining: 'success' });
  await api('PUT', `/v1/shops/${shop.id}/open`);

  const placed = await api<{ order: { collectionCode: string }; payment: { id: string }; token: string }>(
    'POST',
    `/v1/shops/${shop.id}/orders`,
    { name: 'Jeanne Le Goff', email: 'jeanne@example.com', acceptTerms: true, items: [{ productVariantId: variantId, quantity: 1 }] },
    null,
  );
  await api('POST', `/v1/shop-payments/${placed.payment.id}/sandbox-outcome`, { token: placed.token, outcome: 'approve' }, null);
  await context.close();
  return { collectionCode: placed.order.collectionCode };
}
