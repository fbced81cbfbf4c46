import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, createReadyEvent } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { readQrPng } from '../tests/support/qr';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #13, the spectator's side of click-and-collect, on a phone and without an account: the shop's public page, a
 * cart that survives a reload, checkout, the sandbox's test payment and the confirmation with the order's number.
 * The shop is prepared through the API by a new manager (the manager's journey covers those screens).
 */
const PHONE = { width: 390, height: 844 };

interface OutboxMail {
  subject: string;
  text: string;
  inlineImages: { cid: string; contentBase64: string }[];
}

interface Variant {
  id: string;
  title: string;
}

async function prepareOpenShop(page: Page): Promise<{ slug: string }> {
  const manager = await createVerifiedManager(page.request, 'shop-spectator');
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);

  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée boutique ${Date.now()}` });
  const shirt = await callApi<{ id: string; variants: Variant[] }>(page, 'POST', '/v1/products', {
    projectId: project.id,
    title: 'T-shirt Tournée',
    category: 'merchandising',
    price: 2500,
    vat: 20,
    variantMatrix: { colors: ['Noir'], sizes: ['M', 'L'] },
  });
  const album = await callApi<{ id: string; variants: Variant[] }>(page, 'POST', '/v1/products', { projectId: project.id, title: 'Album vinyle', category: 'phonography', price: 3000, vat: 5.5 });
  for (const product of [shirt, album]) await callApi(page, 'PATCH', `/v1/products/${product.id}`, { isOnline: true });
  const event = await createReadyEvent(page, project.id, 'Rennes – Le Liberté', 'Stand du hall');

  const shop = await callApi<{ id: string; slug: string; inventoryId: string }>(page, 'POST', '/v1/shops', { eventId: event.id });
  const inventories = await callApi<{ data: { id: string; kind: string }[] }>(page, 'GET', `/v1/inventories?projectId=${project.id}`);
  const warehouseId = inventories.data.find((inventory) => inventory.kind === 'warehouse')!.id;
  const shirtM = shirt.variants.find((variant) => variant.title === 'Noir / M')!.id;
  const items = [
    { productVariantId: shirtM, quantity: 5 },
    { productVariantId: album.variants[0]!.id, quantity: 10 },
  ];
  await callApi(page, 'PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, { items, reference: 'BL-SHOP' });
  // The shop's stock arrives like a stand's: sent, counted on arrival, finished. Noir / L is never sent: sold out.
  const transfer = await callApi<{ id: string; items: { id: string; quantity: number }[] }>(page, 'POST', '/v1/inventory-transfers', {
    fromInventoryId: warehouseId,
    toInventoryId: shop.inventoryId,
    type: 'event',
    eventId: event.id,
    items,
  });
  await callApi(page, 'PUT', `/v1/inventory-transfers/${transfer.id}/receipts`, { receipts: transfer.items.map((item) => ({ transferItemId: item.id, type: 'success', quantity: item.quantity })) });
  await callApi(page, 'PUT', `/v1/inventory-transfers/${transfer.id}/complete`, {});

  const stands = await callApi<{ data: { id: string }[] }>(page, 'GET', `/v1/stands?eventId=${event.id}`);
  await callApi(page, 'POST', '/v1/clients/payment-account');
  await callApi(page, 'PATCH', `/v1/shops/${shop.id}`, { collectionStandIds: [stands.data[0]!.id], collectionOpensAt: '2027-06-12T18:00', collectionClosesAt: '2027-06-12T23:30' });
  await callApi(page, 'PUT', `/v1/shops/${shop.id}/open`);
  return { slug: shop.slug };
}

test('a spectator orders on a phone without an account, pays in the sandbox and gets the order number', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { slug } = await prepareOpenShop(page);

  // Readable without JavaScript: the server renders the product list.
  const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const plain = await noScript.newPage();
  await plain.goto(`/s/${slug}`);
  await expect(plain.getByRole('heading', { name: 'T-shirt Tournée', level: 3 })).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'Album vinyle', level: 3 })).toBeVisible();
  await noScript.close();

  // A fresh browser: no session, no cookie, nothing stored.
  const context = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin });
  const phone = await context.newPage();
  await phone.goto(`/s/${slug}`);
  await expect(phone.getByRole('heading', { name: 'Rennes – Le Liberté', level: 1 })).toBeVisible();
  await expect(phone.getByText('Au stand : Stand du hall')).toBeVisible();
  // The demo runs on the sandbox: the spectator is told no real money moves, before anything is ordered (issue #22).
  await expect(phone.getByText(/^Mode test : les paiements par carte et les abonnements sont simulés/)).toBeVisible();
  await expect(phone).toHaveTitle(/Boutique · Rennes – Le Liberté/);
  const shirt = phone.getByTestId('shop-product').filter({ hasText: 'T-shirt Tournée' });
  await expect(shirt.getByRole('radio', { name: 'Noir / L (épuisé)' })).toBeDisabled();
  await expectAccessible(phone);

  // Two T-shirts and a record, then a reload: the cart is kept.
  await shirt.getByRole('button', { name: 'Ajouter au panier : T-shirt Tournée' }).click();
  await shirt.getByRole('button', { name: 'Ajouter au panier : T-shirt Tournée' }).click();
  const album = phone.getByTestId('shop-product').filter({ hasText: 'Album vinyle' });
  await album.getByRole('button', { name: 'Ajouter au panier : Album vinyle' }).click();
  await expect(phone.getByTestId('cart-summary')).toHaveText(/3 articles · 80,00\s€/);
  await phone.reload();
  await expect(phone.getByTestId('cart-summary')).toHaveText(/3 articles · 80,00\s€/);

  // The spec's cap: a sixth record of one product (1 in the cart, 5 more tapped) is refused with its sentence.
  for (let i = 0; i < 5; i += 1) await album.getByRole('button', { name: 'Ajouter au panier : Album vinyle' }).click();
  await expect(album.getByRole('alert')).toHaveText('Vous ne pouvez pas ajouter plus de 5 articles phonographiques.');
  await phone.getByRole('button', { name: /Voir le panier/ }).click();
  const cart = phone.getByRole('region', { name: 'Votre panier' });
  for (let i = 0; i < 4; i += 1) await cart.getByRole('button', { name: 'Un Album vinyle de moins' }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText(/80,00\s€/);
  await expectAccessible(phone);
  await cart.getByRole('link', { name: 'Commander' }).click();

  // Checkout: the conditions must be accepted; the e-mail is trimmed.
  await expect(phone.getByRole('heading', { name: 'Vos coordonnées', level: 1 })).toBeVisible();
  await phone.getByLabel('Nom').fill('Camille Martin');
  await phone.getByLabel('Adresse e-mail').fill('  camille@example.com ');
  await phone.getByRole('button', { name: /Payer 80,00/ }).click();
  await expect(phone.getByText('Acceptez les conditions de vente pour commander.')).toBeVisible();
  await phone.getByRole('checkbox', { name: /J’accepte les conditions de vente/ }).check();
  await expectAccessible(phone);
  await phone.getByRole('button', { name: /Payer 80,00/ }).click();

  // The sandbox's own page, in test mode.
  await expect(phone).toHaveURL(/\/shop\/pay\/[^/?]+\?token=/);
  await expect(phone.getByText('Mode test', { exact: true })).toBeVisible();
  await expect(phone.getByTestId('pay-amount')).toHaveText(/80,00\s€/);
  await expectAccessible(phone);
  await phone.getByRole('button', { name: 'Payer', exact: true }).click();

  // The confirmation: the number to say at the stand, its QR code, the items, where and when to collect.
  await expect(phone).toHaveURL(/\/shop\/orders\/[^/?]+\?token=/);
  await expect(phone.getByTestId('order-number')).toHaveText('Commande n° 1');
  await expect(phone.getByText('Commande confirmée')).toBeVisible();
  // Drawn, not only its place: the encoder comes in its own chunk once the order is paid.
  await expect(phone.getByRole('img', { name: 'QR code de la commande n° 1' }).locator('path')).toHaveCount(1);
  const orderId = new URL(phone.url()).pathname.split('/').at(-1)!;

  // The confirmation e-mail reached the outbox: once, with the number, the QR code of the collection code inline, the total and the link.
  const mails = (await (await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent('camille@example.com')}`)).json()) as OutboxMail[];
  expect(mails.map((mail) => mail.subject)).toEqual(['Commande n° 1 – Rennes – Le Liberté']);
  expect(mails[0]!.text).toContain('Total payé : 80,00');
  expect(mails[0]!.text).toContain('Retrait au stand : Stand du hall');
  expect(mails[0]!.text).toContain(phone.url());
  // The code holds the order's id and its secret (version 2); the message's text never shows the secret.
  const mailedCode = readQrPng(Buffer.from(mails[0]!.inlineImages[0]!.contentBase64, 'base64'));
  expect(mailedCode).toMatch(new RegExp(`^merch-order:v2:${orderId}:[A-Za-z0-9_-]{24}$`));
  expect(mails[0]!.text).not.toContain(mailedCode!.split(':').at(-1)!);
  await expect(phone.getByText('Au stand : Stand du hall')).toBeVisible();
  await expect(phone.getByText('2 × T-shirt Tournée')).toBeVisible();
  await expectAccessible(phone);

  // The same link on another device (nothing stored there): the order is read by its token.
  const other = await browser.newContext({ viewport: PHONE, baseURL: new URL(page.url()).origin });
  const otherPhone = await other.newPage();
  await otherPhone.goto(phone.url());
  await expect(otherPhone.getByTestId('order-number')).toHaveText('Commande n° 1');
  await expect(otherPhone.getByRole('heading', { name: 'Commande confirmée', level: 1 })).toBeVisible();
  await expect(otherPhone.getByText('2 × T-shirt Tournée')).toBeVisible();
  // Headed by the order's shop, with where to collect, though nothing was kept on this device.
  await expect(otherPhone.getByText('Au stand : Stand du hall')).toBeVisible();
  await expect(otherPhone.getByRole('img', { name: 'QR code de la commande n° 1' })).toBeVisible();
  await expectAccessible(otherPhone);
  await other.close();

  // Paid: the cart is empty when the spectator goes back to the shop.
  await phone.getByRole('link', { name: 'Retour à la boutique' }).click();
  await expect(phone.getByTestId('cart-summary')).toHaveText(/Panier vide/);
  await context.close();
});
