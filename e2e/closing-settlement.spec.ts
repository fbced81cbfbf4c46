import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { SettlementView } from '../features/closing/settlement-types';
import { formatMoney } from '../lib/format';
import { createVerifiedManager } from './support/accounts';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #24: a manager closes a date left half done (an online order nobody came for, a stand still open) and hands
 * over its settlement. The date is the manager's own, set up through the API (the screens that make it have journeys
 * of their own), so that every figure on the settlement is known beforehand:
 *
 * - "Stand du hall" takes cash (120 € of change fund): 2 T-shirts at 25 € in cash, 50 €; it is left open.
 * - "Stand balcon" takes cards only: 1 T-shirt by card, 25 €.
 * - The online shop (collected at the hall): two T-shirts ordered and paid, 25 € each; one handed over, the other's
 *   buyer never came: the wizard cancels and refunds it. A third is ordered while the date is being closed (the shop
 *   is still open): the summary warns of it, and it is handed over by hand from the orders step.
 * - The venue takes 10 % of the takings excluding VAT, VAT 20 %, paid by transfer.
 */
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 1024, height: 768 },
] as const;

const SHIRT = 2500;

interface SettledDate {
  projectId: string;
  eventId: string;
  eventName: string;
  /** The order whose buyer never came. */
  noShowNumber: number;
  /** The shop still takes orders while the date is being closed. */
  shop: Shop;
}

interface Shop {
  shopId: string;
  variantId: string;
}

/** One T-shirt ordered in the shop and paid on the sandbox's page, as a spectator would (no session). */
async function paidOnlineOrder(page: Page, shop: Shop, name: string, email: string) {
  const placed = await api<{ order: { id: string; number: number }; payment: { id: string }; token: string }>(
    page,
    'POST',
    `/v1/shops/${shop.shopId}/orders`,
    { name, email, acceptTerms: true, items: [{ productVariantId: shop.variantId, quantity: 1 }] },
    false,
  );
  await api(page, 'POST', `/v1/shop-payments/${placed.payment.id}/sandbox-outcome`, { token: placed.token, outcome: 'approve' }, false);
  return { id: placed.order.id, number: placed.order.number, name, email };
}

/** The API as the signed-in manager, with an Idempotency-Key on every call (sales and payments ask for one). */
async function api<T>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown, signedIn = true): Promise<T> {
  const headers: Record<string, string> = { 'Idempotency-Key': randomUUID() };
  if (signedIn) headers.authorization = `Bearer ${((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken}`;
  const response = await page.request.fetch(`/api${path}`, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function dateToSettle(page: Page, label: string): Promise<SettledDate> {
  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée bilan ${label} ${Date.now()}` });
  const shirt = await callApi<{ id: string; variants: { id: string }[] }>(page, 'POST', '/v1/products', {
    projectId: project.id,
    title: 'T-shirt Tournée',
    category: 'merchandising',
    price: SHIRT,
    vat: 20,
    variantMatrix: { colors: ['Noir'], sizes: ['M'] },
  });
  const variantId = shirt.variants[0]!.id;
  await callApi(page, 'PATCH', `/v1/products/${shirt.id}`, { isOnline: true });
  await callApi(page, 'PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, { items: [{ productVariantId: variantId, quantity: 20 }], reference: 'BL-BILAN' });

  const eventName = `Rennes – L’Étage (${label})`;
  const event = await callApi<{ id: string }>(page, 'POST', '/v1/events', { projectId: project.id, name: eventName, venueName: 'L’Étage', postcode: '35000', city: 'Rennes', country: 'FR' });
  await callApi(page, 'PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: '2027-06-12T20:30' }], commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 });
  const hall = await callApi<{ id: string; inventoryId: string }>(page, 'POST', '/v1/stands', { eventId: event.id, name: 'Stand du hall', isCashCompatible: true, changeFund: 12000, sellerIds: [] });
  const balcony = await callApi<{ id: string; inventoryId: string }>(page, 'POST', '/v1/stands', { eventId: event.id, name: 'Stand balcon', isCashCompatible: false, changeFund: 0, sellerIds: [] });
  await callApi(page, 'PUT', `/v1/events/${event.id}/complete-funnel`);
  const shop = await callApi<{ id: string; inventoryId: string }>(page, 'POST', '/v1/shops', { eventId: event.id });
  await callApi(page, 'PATCH', `/v1/shops/${shop.id}`, { collectionStandIds: [hall.id] });
  await callApi(page, 'POST', '/v1/clients/payment-account');

  const inventories = await callApi<{ data: { id: string; kind: string }[] }>(page, 'GET', `/v1/inventories?projectId=${project.id}`);
  const warehouseId = inventories.data.find((inventory) => inventory.kind === 'warehouse')!.id;
  for (const [to, quantity] of [[hall.inventoryId, 5], [balcony.inventoryId, 5], [shop.inventoryId, 5]] as const) {
    const items = [{ productVariantId: variantId, quantity }];
    const transfer = await callApi<{ id: string }>(page, 'POST', '/v1/inventory-transfers', { fromInventoryId: warehouseId, toInventoryId: to, type: 'event', eventId: event.id, items });
    await callApi(page, 'PUT', `/v1/inventory-transfers/${transfer.id}/complete`, { remaining: 'success' });
  }
  await callApi(page, 'PUT', `/v1/shops/${shop.id}/open`);
  await callApi(page, 'PUT', `/v1/events/${event.id}/start`);
  for (const stand of [hall, balcony]) await callApi(page, 'PATCH', `/v1/stands/${stand.id}`, { status: 'opened' });

  // The stands' sales: cash at the hall, a card approved by the sandbox's terminal at the balcony.
  await api(page, 'POST', '/v1/orders-event', { eventId: event.id, standId: hall.id, items: [{ productVariantId: variantId, quantity: 2 }], payment: { method: 'cash', amountTendered: 5000 } });
  const card = await api<{ payments: { id: string }[] }>(page, 'POST', '/v1/orders-event', { eventId: event.id, standId: balcony.id, items: [{ productVariantId: variantId, quantity: 1 }], payment: { method: 'card' } });
  await api(page, 'POST', `/v1/payments/${card.payments[0]!.id}/sandbox-outcome`, { outcome: 'approve' });
  // The balcony's seller closed it; the hall's did not.
  await callApi(page, 'PATCH', `/v1/stands/${balcony.id}`, { status: 'closed' });

  // Two online orders paid; the first buyer came and gave their number, name and e-mail; the second never came.
  const came = await paidOnlineOrder(page, { shopId: shop.id, variantId }, 'Jeanne Le Goff', 'jeanne@example.com');
  await api(page, 'PUT', `/v1/stands/${hall.id}/collections/${came.id}`, { status: 'exchanged', proof: { method: 'manual', number: came.number, name: came.name, email: came.email } });
  const noShow = await paidOnlineOrder(page, { shopId: shop.id, variantId }, 'Paul Morvan', 'paul@example.com');
  return { projectId: project.id, eventId: event.id, eventName, noShowNumber: noShow.number, shop: { shopId: shop.id, variantId } };
}

async function step(page: Page, title: string, check = false) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  if (check) await expectAccessible(page);
}

const euros = formatMoney;

for (const size of sizes) {
  test(`at ${size.name} size (${size.width}×${size.height}), a manager closes a date with a no-show and a stand left open, and hands over its settlement`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const manager = await createVerifiedManager(page.request, `closing-settlement-${size.name}`);
    await page.goto('/signin');
    await signInAs(page, manager.email, manager.password);
    await acceptTermsIfAsked(page);
    const date = await dateToSettle(page, size.name);
    const next = page.getByRole('button', { name: 'Continuer', exact: true });

    // The wizard opens on the online order nobody came for: it blocks the closing until it is settled.
    await page.goto(`/dashboard/event/projects/${date.projectId}/tour/${date.eventId}/closing`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clôture de l’événement' })).toBeVisible();
    await step(page, 'Commandes en cours', true);
    await expect(page.getByText('Il reste 1 commande en cours.')).toBeVisible();
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: `Annuler et rembourser la commande n° ${date.noShowNumber}` }).click();
    const refund = page.getByRole('dialog', { name: `Annuler et rembourser la commande n° ${date.noShowNumber} ?` });
    await expect(refund.getByText('25,00 € seront remboursés sur la carte bancaire de Paul Morvan.')).toBeVisible();
    await expectAccessible(page);
    await refund.getByRole('button', { name: 'Annuler et rembourser', exact: true }).click();
    await expect(page.getByText('Aucune commande en cours : vous pouvez continuer.')).toBeVisible();
    await next.click();

    await step(page, 'Commissions');
    await expect(page.getByRole('textbox', { name: 'Commission de la salle (%)', exact: true })).toHaveValue('10');
    await page.getByLabel('Par virement, après l’événement').check();
    await next.click();

    // The balcony first (stands by name): cards only, no drawer to count.
    await step(page, 'Carte bancaire – Stand balcon');
    await page.getByLabel('Total du terminal').fill('25');
    await next.click();
    await step(page, 'Ventes – Stand balcon');
    await next.click();
    await step(page, 'Inventaire – Stand balcon');
    await page.getByRole('button', { name: 'Reporter les quantités attendues' }).click();
    await next.click();

    // Meanwhile the shop still sells: a spectator orders and pays online while the date is being closed.
    const late = await paidOnlineOrder(page, date.shop, 'Léa Dupont', 'lea.dupont@example.com');

    // The hall: its 120 € change fund complete, 170 € in the drawer (120 € + 50 € of cash sales).
    await step(page, 'Fonds de caisse – Stand du hall');
    await page.getByLabel('Oui, il est complet').check();
    await next.click();
    await step(page, 'Espèces – Stand du hall');
    for (const [label, count] of [['Billets de 50,00 €', '3'], ['Billets de 20,00 €', '1']] as const) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await field.fill(count);
      await field.press('Tab');
    }
    await expect(page.getByText('Attendu en caisse')).toBeVisible();
    await next.click();
    await step(page, 'Carte bancaire – Stand du hall');
    await page.getByLabel('Total du terminal').fill('0');
    await next.click();
    await step(page, 'Ventes – Stand du hall');
    await next.click();
    await step(page, 'Inventaire – Stand du hall');
    await page.getByRole('button', { name: 'Reporter les quantités attendues' }).click();
    await next.click();

    // The summary says what is left undone, each with the way to fix it: the order placed meanwhile, the hall still
    // open. Closing anyway is a choice of its own; neither is made here.
    await step(page, 'Récapitulatif');
    const confirm = page.getByRole('button', { name: 'Confirmer la clôture' });
    const anyway = page.getByRole('checkbox', { name: /^Je clôture quand même/ });
    const warnings = page.getByRole('region', { name: '2 points à régler avant de clôturer' });
    await expect(warnings.getByRole('listitem')).toHaveText([
      /^1 commande en ligne n’a pas été remise\.\s*Traiter les commandes$/,
      /^Stand du hall est encore ouvert : ses vendeurs peuvent encore encaisser\.\s*Fermer Stand du hall$/,
    ]);
    await expect(anyway).not.toBeChecked();
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);

    // Léa came to the hall without her QR code: handed over by hand from the orders step, then back to the summary.
    await warnings.getByRole('link', { name: 'Traiter les commandes' }).click();
    await step(page, 'Commandes en cours');
    await page.getByRole('button', { name: `Marquer la commande n° ${late.number} comme remise` }).click();
    const handOver = page.getByRole('dialog', { name: `Remise sans QR code – commande n° ${late.number}` });
    await handOver.getByLabel('Numéro de commande').fill(String(late.number));
    await handOver.getByLabel('Nom du client').fill(late.name);
    await handOver.getByLabel('Adresse e-mail de la commande').fill(late.email);
    await handOver.getByRole('button', { name: 'Vérifier et remettre' }).click();
    await expect(page.getByText('Aucune commande en cours : vous pouvez continuer.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Étapes de la clôture' }).getByRole('link', { name: /Récapitulatif/ }).click();
    await step(page, 'Récapitulatif');
    const left = page.getByRole('region', { name: 'Un point à régler avant de clôturer' });
    await expect(left.getByRole('listitem')).toHaveCount(1);
    await left.getByRole('button', { name: 'Fermer Stand du hall' }).click();
    await expect(page.getByText('Stand du hall est fermé.')).toBeVisible();
    await expect(left).toBeHidden();
    await expect(anyway).toBeHidden();
    await expect(confirm).toBeEnabled();

    // The last question, with the date's totals: 50 € cash, 25 € card, 50 € online (three orders, one refunded).
    await confirm.click();
    const confirmation = page.getByRole('dialog', { name: `Clôturer ${date.eventName} ?` });
    const totals = confirmation.locator('dl');
    await expect(totals.getByText('Espèces aux stands').locator('xpath=following-sibling::dd[1]')).toHaveText(euros(5000));
    await expect(totals.getByText('Carte aux stands').locator('xpath=following-sibling::dd[1]')).toHaveText(euros(2500));
    await expect(totals.getByText('Ventes en ligne').locator('xpath=following-sibling::dd[1]')).toHaveText(euros(5000));
    await expect(totals.getByText('Total TTC').locator('xpath=following-sibling::dd[1]')).toHaveText(euros(12500));
    await expectAccessible(page);
    await confirmation.getByRole('button', { name: 'Clôturer la date' }).click();

    // The settlement the closing made.
    await expect(page).toHaveURL(new RegExp(`/tour/${date.eventId}/settlement$`));
    await expect(page.getByRole('heading', { level: 1, name: `Bilan de clôture – ${date.eventName}` })).toBeVisible();
    await expect(page.getByText(/^Bilan n° BIL-/)).toBeVisible();
    const settlement = await callApi<SettlementView>(page, 'GET', `/v1/events/${date.eventId}/settlement`);

    // Takings by channel: sales, gross, refunded, net.
    const channels = page.getByRole('table', { name: 'Recettes de la date par canal' });
    const cells = (label: string) => channels.getByRole('row', { name: label }).getByRole('cell');
    await expect(cells('Espèces aux stands')).toHaveText(['1', euros(5000), euros(0), euros(5000)]);
    await expect(cells('Carte aux stands')).toHaveText(['1', euros(2500), euros(0), euros(2500)]);
    await expect(cells('En ligne (retrait sur place)')).toHaveText(['3', euros(7500), euros(2500), euros(5000)]);
    await expect(cells('Total')).toHaveText(['5', euros(15000), euros(2500), euros(12500)]);

    // Who owes whom, block by block. The platform's commission on card payments is its plan's: read from the API.
    const owed = settlement.totals.owed;
    const block = (heading: string) => page.getByRole('region', { name: heading });
    const line = (heading: string, label: string) => block(heading).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(line('Espèces dans les caisses', 'Fonds de caisse')).toHaveText(euros(12000));
    await expect(line('Espèces dans les caisses', 'Ventes en espèces (nettes)')).toHaveText(euros(5000));
    await expect(line('Espèces dans les caisses', 'Espèces attendues')).toHaveText(euros(17000));
    await expect(line('Espèces dans les caisses', 'Espèces comptées')).toHaveText(euros(17000));
    await expect(line('Espèces dans les caisses', 'Écart de caisse')).toHaveText(euros(0));
    await expect(line('Paiements par carte aux stands', 'Encaissé par carte')).toHaveText(euros(2500));
    await expect(line('Paiements par carte aux stands', 'Net reversé par la plateforme')).toHaveText(euros(2500 - owed.platformPayout!.commission));
    await expect(line('Commandes en ligne', 'Encaissé en ligne')).toHaveText(euros(7500));
    await expect(line('Commandes en ligne', 'Remboursé en ligne')).toHaveText(euros(-2500));
    await expect(line('Commandes en ligne', 'Net reçu par l’organisateur')).toHaveText(euros(5000 - owed.online!.commission));
    // 10 % of the 104,17 € excluding VAT (125 € at 20 %): 10,42 €, with 2,08 € of VAT, 12,50 €, all of it by transfer.
    await expect(line('Commission de la salle', 'Commission due à la salle')).toHaveText(euros(1250));
    await expect(line('Commission de la salle', 'Reste à virer à la salle')).toHaveText(euros(1250));
    expect(owed).toMatchObject({
      cash: { changeFund: 12000, cashTakings: 5000, expected: 17000, counted: 17000, difference: 0 },
      platformPayout: { gross: 2500, refunded: 0 },
      online: { gross: 7500, refunded: 2500 },
      venue: { total: 1250, paidInCash: 0, owedByTransfer: 1250 },
    });

    // Who signs: the organiser (the manager's company) and the venue.
    const parties = page.getByRole('region', { name: 'Parties' });
    await expect(parties).toContainText('Nina Productions');
    await expect(parties).toContainText('L’Étage');

    // Each stand: the hall's drawer as counted; the balcony took cards only, and no drawer figure is made up for it.
    const hallCard = page.getByRole('region', { name: 'Stand du hall', exact: true });
    await expect(hallCard.getByText('Espèces comptées', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(euros(17000));
    const balconyCard = page.getByRole('region', { name: 'Stand balcon', exact: true });
    await expect(balconyCard).toContainText('Stand sans espèces : pas de caisse à compter.');
    await expect(balconyCard.getByText('Fonds de caisse trouvé')).toHaveCount(0);
    await expect(balconyCard.getByText('Total du terminal', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(euros(2500));
    expect(settlement.stands.find((stand) => stand.name === 'Stand balcon')!.cash).toBeNull();
    await expectAccessible(page);

    // The two files: a PDF by its header; the CSV by its byte order mark and the date's net takings in euros.
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    expect((await readFile(await (await pdf).path(), 'latin1')).startsWith('%PDF')).toBe(true);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const csv = await readFile(await (await csvDownload).path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.split(/\r?\n/);
    expect(lines.find((line) => line.startsWith('Total de la date;'))?.split(';').at(-1)).toBe('125,00');
    // The hall's T-shirts, with their size: 2 sold, 50,00 €.
    const hallShirts = lines.find((line) => line.startsWith('Article;Stand du hall;T-shirt Tournée;'))?.split(';');
    expect(hallShirts?.[3]).toBe('Noir / M');
    expect(hallShirts?.at(-1)).toBe('50,00');
  });
}
