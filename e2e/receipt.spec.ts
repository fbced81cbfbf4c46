import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from './support/sign-in';

// Shares the demo seller's main stand (its state, its stock, its drawer) with other journeys: never at the same time.
test.describe.configure({ lock: 'demo-main-stand' });

/** A phone: the customer opens the receipt from the register's QR code or the e-mailed link. */
test.use({ viewport: { width: 390, height: 844 } });

/** The demo seller's API token, through next-auth's own endpoints (the sale is set up, not the register's screens). */
async function sellerToken(request: APIRequestContext): Promise<string> {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email: 'seller@demo.test', password: DEMO_PASSWORD, role: 'seller', json: 'true' } });
  const session = await (await request.get('/api/auth/session')).json();
  if (!session?.accessToken) throw new Error('seller sign-in failed');
  return session.accessToken as string;
}

async function call<T>(request: APIRequestContext, token: string, method: string, path: string, data?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}`, ...headers }, data });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A cash sale of one unit at today's main demo stand (opened first if it is closed); its receipt link. */
async function sellAtDemoStand(request: APIRequestContext) {
  const token = await sellerToken(request);
  const events = await call<{ data: { id: string; name: string; status: string }[] }>(request, token, 'GET', '/v1/events?status[]=inProgress');
  const event = events.data.find((entry) => entry.name === 'Nantes – Le Zénith');
  if (!event) throw new Error('the demo date in progress is missing');
  const stands = await call<{ data: { id: string; name: string; status: string; inventoryId: string }[] }>(request, token, 'GET', `/v1/stands?eventId=${event.id}`);
  const stand = stands.data.find((entry) => entry.name === 'Stand principal')!;
  if (stand.status !== 'opened') await call(request, token, 'PATCH', `/v1/stands/${stand.id}`, { status: 'opened' });
  const levels = await call<{ data: { productVariantId: string; productTitle: string; available: number }[] }>(request, token, 'GET', `/v1/inventory-levels?inventoryId=${stand.inventoryId}&limit=200`);
  const level = levels.data.find((entry) => entry.available > 0);
  if (!level) throw new Error('nothing left on the demo stand');
  const order = await call<{ id: string; ticketNumber: number; totalInclVat: number; receiptUrl: string }>(
    request,
    token,
    'POST',
    '/v1/orders-event',
    { eventId: event.id, standId: stand.id, items: [{ productVariantId: level.productVariantId, quantity: 1 }], payment: { method: 'cash', amountTendered: 100_000 } },
    { 'Idempotency-Key': `receipt-journey-${Date.now()}` },
  );
  return { order, productTitle: level.productTitle };
}

test('a customer opens the receipt of a sale on a phone, without an account: content, PDF, English, and a wrong link', async ({ page, playwright, baseURL }) => {
  // The seller's session lives in its own request context, so the page stays anonymous.
  const sellerRequest = await playwright.request.newContext({ baseURL });
  const { order, productTitle } = await sellAtDemoStand(sellerRequest);
  await sellerRequest.dispose();
  expect(await page.request.get('/api/auth/session').then((response) => response.json())).toEqual({});

  await page.goto(order.receiptUrl);
  await expect(page.getByRole('heading', { name: `Ticket n° ${order.ticketNumber}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Ticket n° ${order.ticketNumber} – Démo Productions SAS`);
  const company = page.getByRole('region', { name: 'Vendeur' });
  await expect(company.getByText('Démo Productions SAS')).toBeVisible();
  await expect(company.getByText('SIRET : 12345678900011')).toBeVisible();
  await expect(company.getByText('N° de TVA intracommunautaire : FR12123456789')).toBeVisible();
  const sale = page.getByRole('region', { name: 'Vente' });
  await expect(sale.getByText('Nantes – Le Zénith')).toBeVisible();
  await expect(sale.getByText('Stand principal')).toBeVisible();
  await expect(sale.getByText('Payée')).toBeVisible();
  await expect(page.getByTestId('receipt-line')).toHaveCount(1);
  await expect(page.getByTestId('receipt-line').getByText(productTitle, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paiement' }).getByText('Espèces')).toBeVisible();
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expectAccessible(page);

  // Keyboard: the PDF link and the print button are reachable, and the PDF is the receipt's.
  const pdfLink = page.getByRole('link', { name: 'Télécharger le PDF' });
  await pdfLink.focus();
  await expect(pdfLink).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeFocused();
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="ticket-${order.ticketNumber}.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Printing keeps the receipt and drops the controls.
  await page.emulateMedia({ media: 'print' });
  await expect(pdfLink).toBeHidden();
  await expect(page.getByRole('heading', { name: `Ticket n° ${order.ticketNumber}`, level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The same receipt in English, still without an account.
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { name: `Receipt no. ${order.ticketNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('Cash')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', /lang=en/);
  await expectAccessible(page);
  await page.context().clearCookies();

  // A wrong token: a plain not-found state, nothing of the receipt, nothing to retry.
  const wrong = order.receiptUrl.replace(/token=.*/, 'token=not-the-right-one');
  await page.goto(wrong);
  await expect(page.getByRole('heading', { name: 'Ticket introuvable', level: 1 })).toBeVisible();
  await expect(page.getByText(/Ce lien ne correspond à aucun ticket/)).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Démo Productions SAS')).toHaveCount(0);
  await expectAccessible(page);
});
