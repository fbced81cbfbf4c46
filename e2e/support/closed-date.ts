import { expect, type Page } from '@playwright/test';
import { callApi, createReadyEvent } from './api';

export interface DateWithASale {
  projectId: string;
  eventId: string;
  eventName: string;
  standId: string;
  /** The ticket of the sale: two M T-shirts at 25 € paid in cash at the stand. */
  ticketNumber: number;
}

/**
 * A one-stand date of the signed-in manager's own new tour (no commission), started, with one cash sale at its stand,
 * made through the API: the stock and sales screens have journeys of their own.
 */
export async function startedDateWithASale(page: Page, names: { tour: string; event: string; stand: string; product: string }): Promise<DateWithASale> {
  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `${names.tour} ${Date.now()}` });
  const shirt = await callApi<{ variants: { id: string; title: string }[] }>(page, 'POST', '/v1/products', {
    projectId: project.id,
    title: names.product,
    category: 'merchandising',
    price: 2500,
    vat: 20,
    variantMatrix: { colors: ['Black'], sizes: ['M', 'L'] },
  });
  const event = await createReadyEvent(page, project.id, names.event, names.stand);
  const stand = (await callApi<{ data: { id: string; inventoryId: string }[] }>(page, 'GET', `/v1/stands?eventId=${event.id}`)).data[0]!;
  const inventories = await callApi<{ data: { id: string; kind: string }[] }>(page, 'GET', `/v1/inventories?projectId=${project.id}`);
  const warehouseId = inventories.data.find((inventory) => inventory.kind === 'warehouse')!.id;
  const items = shirt.variants.map((variant) => ({ productVariantId: variant.id, quantity: 10 }));
  await callApi(page, 'PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, { items, reference: 'DN-CLOSE' });
  const transfer = await callApi<{ id: string }>(page, 'POST', '/v1/inventory-transfers', { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'event', eventId: event.id, items });
  await callApi(page, 'PUT', `/v1/inventory-transfers/${transfer.id}/complete`, { remaining: 'success' });
  await callApi(page, 'PUT', `/v1/events/${event.id}/start`);
  await callApi(page, 'PATCH', `/v1/stands/${stand.id}`, { status: 'opened' });
  const session = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
  const sale = await page.request.post('/api/v1/orders-event', {
    headers: { authorization: `Bearer ${session.accessToken}`, 'Idempotency-Key': `sale-${Date.now()}-${Math.random()}` },
    data: { eventId: event.id, standId: stand.id, items: [{ productVariantId: shirt.variants[0]!.id, quantity: 2 }], payment: { method: 'cash', amountTendered: 5000 } },
  });
  expect(sale.status()).toBe(201);
  const { ticketNumber } = (await sale.json()) as { ticketNumber: number };
  return { projectId: project.id, eventId: event.id, eventName: names.event, standId: stand.id, ticketNumber };
}

/** Confirms the date's closing through the API, as the wizard's last step does: the change fund and drawer as given. */
export async function closeThroughApi(page: Page, date: DateWithASale): Promise<void> {
  await callApi(page, 'PUT', `/v1/events/${date.eventId}/close`, {
    runId: `e2e-${Date.now()}`,
    theaterFeePaidWith: null,
    stands: [{ standId: date.standId, changeFundFound: 12000, cardCounted: null, feesPaidWithCash: 0, cashDetailId: null, countTransferId: null }],
  });
}
