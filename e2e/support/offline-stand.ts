import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { toParisLocal } from '../../lib/datetime/paris-time';
import { createVerifiedManager } from './accounts';
import { acceptSellerInvitationWithNewAccount, SELLER_PASSWORD } from './sellers';
import { signInAs } from './sign-in';

/**
 * The offline register's journeys (issue #26) each sell at a stand of their own, made through the API by an
 * organisation of their own: they run beside each other and beside the demo's journeys, and what the server holds at
 * the end is theirs alone to check.
 */

/** A 10-inch tablet held in landscape, as sellers use at the stand. */
export const TABLET = { width: 1280, height: 800 };

export const PRODUCT = 'Gourde alu';
export const PRICE = 1500;
export const CHANGE_FUND = 10_000;
export const SUPPLIED = 40;

/** The product API as the organisation's manager, with an Idempotency-Key on every write. */
export interface ManagerApi {
  call<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T>;
  dispose(): Promise<void>;
}

export interface OfflineStand {
  api: ManagerApi;
  projectId: string;
  eventId: string;
  standId: string;
  inventoryId: string;
  variantId: string;
  sellerEmail: string;
  /** The stand's register, as the seller opens it. */
  path: string;
}

async function managerApi(baseURL: string, email: string, password: string): Promise<ManagerApi> {
  const request = await playwrightRequest.newContext({ baseURL });
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email, password, json: 'true' } });
  const token = ((await (await request.get('/api/auth/session')).json()) as { accessToken?: string }).accessToken;
  if (!token) throw new Error(`sign-in of ${email} failed`);
  return {
    async call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
      const response = await request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : { 'Idempotency-Key': randomUUID() }) } });
      if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
    dispose: () => request.dispose(),
  };
}

/**
 * A new organisation with a tour, a seller who has chosen her password, and a date running today (its one
 * performance tonight) with one opened stand that takes cash, holds {@link SUPPLIED} bottles and the seller.
 */
export async function createOfflineStand(request: APIRequestContext, baseURL: string, label: string): Promise<OfflineStand> {
  return test.step('an organisation, a seller and a stand of their own, through the API', () => makeOfflineStand(request, baseURL, label));
}

async function makeOfflineStand(request: APIRequestContext, baseURL: string, label: string): Promise<OfflineStand> {
  const manager = await createVerifiedManager(request, `offline-${label}`, `Prod hors ligne ${label}`);
  const api = await managerApi(baseURL, manager.email, manager.password);
  const sellerEmail = `offline-seller-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
  const project = await api.call<{ id: string }>('POST', '/v1/projects', { name: `Tournée hors ligne ${label} ${Date.now()}` });
  await api.call('POST', `/v1/projects/${project.id}/sellers`, { email: sellerEmail, firstName: 'Inès' });
  await acceptSellerInvitationWithNewAccount(request, sellerEmail, SELLER_PASSWORD);
  const [seller] = await api.call<{ id: string }[]>('GET', `/v1/projects/${project.id}/sellers`);

  const product = await api.call<{ variants: { id: string }[] }>('POST', '/v1/products', { projectId: project.id, title: PRODUCT, category: 'accessories', price: PRICE, vat: 20 });
  const variantId = product.variants[0]!.id;
  await api.call('PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, { items: [{ productVariantId: variantId, quantity: SUPPLIED }], reference: `BL-${label}` });

  const event = await api.call<{ id: string }>('POST', '/v1/events', { projectId: project.id, name: `Rennes – L’Étage (${label})`, venueName: 'L’Étage', postcode: '35000', city: 'Rennes', country: 'FR' });
  // Tonight, in Paris: the offline sales' times fall inside the date's window.
  await api.call('PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: toParisLocal(new Date(Date.now() + 60 * 60_000)) }], commissionType: 'noCommission' });
  const stand = await api.call<{ id: string; inventoryId: string }>('POST', '/v1/stands', { eventId: event.id, name: 'Stand du hall', isCashCompatible: true, changeFund: CHANGE_FUND, sellerIds: [seller!.id] });
  await api.call('PUT', `/v1/events/${event.id}/complete-funnel`);
  const inventories = await api.call<{ data: { id: string; kind: string }[] }>('GET', `/v1/inventories?projectId=${project.id}`);
  const warehouseId = inventories.data.find((inventory) => inventory.kind === 'warehouse')!.id;
  const transfer = await api.call<{ id: string }>('POST', '/v1/inventory-transfers', { fromInventoryId: warehouseId, toInventoryId: stand.inventoryId, type: 'event', eventId: event.id, items: [{ productVariantId: variantId, quantity: SUPPLIED }] });
  await api.call('PUT', `/v1/inventory-transfers/${transfer.id}/complete`, { remaining: 'success' });
  await api.call('PUT', `/v1/events/${event.id}/start`);
  await api.call('PATCH', `/v1/stands/${stand.id}`, { status: 'opened' });
  return { api, projectId: project.id, eventId: event.id, standId: stand.id, inventoryId: stand.inventoryId, variantId, sellerEmail, path: `/sellers/events/${event.id}/stands/${stand.id}` };
}

/** The tablet's number on the stand, once the register has registered it online (read in its IndexedDB outbox). */
export async function deviceNumber(page: Page, standId: string): Promise<number | null> {
  return page.evaluate(
    (stand) =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('merch-register-outbox');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('devices')) return resolve(null);
          const read = db.transaction('devices').objectStore('devices').get(stand);
          read.onsuccess = () => resolve((read.result as { number: number } | undefined)?.number ?? null);
          read.onerror = () => resolve(null);
        };
      }),
    standId,
  );
}

/**
 * The seller signs in on the tablet and opens the stand's register online: once the service worker holds it and
 * the tablet has its number on the stand, and the catalogue was read through the worker, it can sell offline.
 * Gives the tablet's number.
 */
export async function openRegisterOnline(page: Page, stand: OfflineStand): Promise<number> {
  return test.step('the seller opens the register online', () => openOnline(page, stand));
}

async function openOnline(page: Page, stand: OfflineStand): Promise<number> {
  await page.goto('/sellers');
  await signInAs(page, stand.sellerEmail, SELLER_PASSWORD);
  await expect(page.getByRole('region', { name: 'Mes stands' })).toBeVisible();
  await page.goto(stand.path);
  await expect(productButton(page)).toBeVisible();
  await expect(page.getByTestId('register-status').getByText('En ligne')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 45_000 });
  await expect.poll(() => deviceNumber(page, stand.standId), { timeout: 20_000 }).not.toBeNull();
  // Read again through the worker, which keeps the page, the catalogue and the stock for offline; the register says
  // once every screen's code is on the tablet too.
  await page.reload();
  await expect(productButton(page)).toBeVisible();
  await expect(page.getByTestId('register-status')).toHaveAttribute('data-offline-ready', 'true', { timeout: 20_000 });
  return (await deviceNumber(page, stand.standId))!;
}

export function productButton(page: Page) {
  return page.getByRole('button', { name: new RegExp(`^${PRODUCT},`) });
}

/** One bottle, paid the exact amount in cash. */
export async function sellOneInCash(page: Page): Promise<void> {
  await productButton(page).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: 'Montant exact' }).click();
  await basket.getByRole('button', { name: /^Encaisser / }).click();
}

/** An offline cash sale, down to its receipt (the number expected) and back to a new sale. */
export async function sellOfflineInCash(page: Page, expectedReceipt: string): Promise<void> {
  await sellOneInCash(page);
  await expect(page.getByRole('heading', { name: `Vente enregistrée – ticket n° ${expectedReceipt}` })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await expect(productButton(page)).toBeVisible();
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.getByTestId('register-status').getByText('Hors ligne')).toBeVisible();
}

export function pendingText(count: number): string {
  if (count === 0) return 'Aucune vente en attente';
  return count === 1 ? '1 vente en attente d’envoi' : `${count} ventes en attente d’envoi`;
}

interface OrderRow {
  id: string;
  status: string;
  receiptNumber: string;
  paymentMethod: string;
  totalInclVat: number;
  items: { quantity: number }[];
  payments: { id: string; method: string; status: string; amount: number }[];
}

/** Every order of the stand, as the server holds them. */
export async function standOrders(stand: OfflineStand): Promise<OrderRow[]> {
  return (await stand.api.call<{ data: OrderRow[] }>('GET', `/v1/orders?standId=${stand.standId}&limit=200`)).data;
}

/**
 * What the server holds once the tablets have drained, checked as the issue's "done means" asks:
 * - the stand's paid orders are exactly the receipts the tablets gave (each once, none lost, none twice);
 * - the ledger tells the whole story: every stored level of the tour equals the sum of its ledger rows (the
 *   integration tests' `findLedgerMismatches`, here through the API), and the stand holds what was supplied less
 *   what was paid for;
 * - the drawer balances: the Z's expected cash is the float plus the cash taken.
 */
export async function expectServerTruth(stand: OfflineStand, receipts: string[], options: { cashTaken: number }): Promise<void> {
  await test.step('the server holds every sale once, stock and ledger agree, the drawer balances', () => checkServerTruth(stand, receipts, options));
}

async function checkServerTruth(stand: OfflineStand, receipts: string[], options: { cashTaken: number }): Promise<void> {
  const paid = (await standOrders(stand)).filter((order) => order.status === 'finished');
  expect(paid.map((order) => order.receiptNumber).sort()).toEqual([...receipts].sort());
  expect(new Set(paid.map((order) => order.receiptNumber)).size).toBe(paid.length);

  expect(await ledgerMismatches(stand)).toEqual([]);
  const units = paid.reduce((sum, order) => sum + order.items.reduce((lines, item) => lines + item.quantity, 0), 0);
  const levels = await stand.api.call<{ data: { productVariantId: string; available: number }[] }>('GET', `/v1/inventory-levels?inventoryId=${stand.inventoryId}&limit=200`);
  expect(levels.data.find((level) => level.productVariantId === stand.variantId)?.available).toBe(SUPPLIED - units);

  const report = await stand.api.call<{ cash: { changeFund: number; expected: number } | null; takings: unknown }>('GET', `/v1/stands/${stand.standId}/shift-report`);
  expect(report.cash?.changeFund).toBe(CHANGE_FUND);
  expect(report.cash?.expected).toBe(CHANGE_FUND + options.cashTaken);
  const cashPaid = paid.flatMap((order) => order.payments).filter((payment) => payment.method === 'cash' && payment.status === 'succeeded');
  expect(cashPaid.reduce((sum, payment) => sum + payment.amount, 0)).toBe(options.cashTaken);
}

/** Levels that differ from the sum of their ledger rows, over the whole tour (warehouse and stand). */
async function ledgerMismatches(stand: OfflineStand): Promise<string[]> {
  const rows: { inventoryId: string; productVariantId: string; delta: number }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await stand.api.call<{ data: typeof rows; meta: { total: number } }>('GET', `/v1/projects/${stand.projectId}/inventory-level-changes?limit=200&page=${page}`);
    rows.push(...answer.data);
    if (rows.length >= answer.meta.total || !answer.data.length) break;
  }
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(`${row.inventoryId}/${row.productVariantId}`, (sums.get(`${row.inventoryId}/${row.productVariantId}`) ?? 0) + row.delta);
  const levels = await stand.api.call<{ data: { inventoryId: string; productVariantId: string; available: number }[] }>('GET', `/v1/inventory-levels?projectId=${stand.projectId}&limit=200`);
  const mismatches: string[] = [];
  const seen = new Set<string>();
  for (const level of levels.data) {
    const key = `${level.inventoryId}/${level.productVariantId}`;
    seen.add(key);
    if ((sums.get(key) ?? 0) !== level.available) mismatches.push(`${key}: level ${level.available}, ledger ${sums.get(key) ?? 0}`);
  }
  for (const [key, sum] of sums) if (!seen.has(key) && sum !== 0) mismatches.push(`${key}: no level, ledger ${sum}`);
  return mismatches;
}
