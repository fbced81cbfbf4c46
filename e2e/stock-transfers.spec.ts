import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { acceptSellerInvitationWithNewAccount } from './support/sellers';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';
import { chooseEventAction } from './support/event-actions';

/** A 10-inch tablet held in landscape, as sellers use at the stand. */
const TABLET = { width: 1280, height: 800 };
const SELLER_PASSWORD = 'Vendeuse-2026!';
const EVENT_NAME = 'Zénith de Nantes';
const PRODUCT = 'T-shirt Tournée';

interface Setup {
  projectId: string;
  eventId: string;
  sellerEmail: string;
}

/**
 * A tour with a T-shirt in M and L supplied to the warehouse, and an event with two stands, "Hall" run by a seller
 * who has chosen her password. Made through the API: tours, events, sellers and the catalogue have their own journeys.
 */
async function setUp(page: Page, request: APIRequestContext): Promise<Setup> {
  const sellerEmail = `transfers-seller-${Date.now()}@test.local`;
  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée stock ${Date.now()}` });
  await callApi(page, 'POST', `/v1/projects/${project.id}/sellers`, { email: sellerEmail, firstName: 'Inès' });
  await acceptSellerInvitationWithNewAccount(request, sellerEmail, SELLER_PASSWORD);
  const [seller] = await callApi<{ id: string }[]>(page, 'GET', `/v1/projects/${project.id}/sellers`);

  const event = await callApi<{ id: string }>(page, 'POST', '/v1/events', { projectId: project.id, name: EVENT_NAME, venueName: 'Zénith', postcode: '44800', city: 'Saint-Herblain', country: 'FR' });
  await callApi(page, 'PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: '2027-04-10T20:30' }], commissionType: 'noCommission' });
  await callApi(page, 'POST', '/v1/stands', { eventId: event.id, name: 'Hall', sellerIds: [seller!.id] });
  await callApi(page, 'POST', '/v1/stands', { eventId: event.id, name: 'Bar' });
  await callApi(page, 'PUT', `/v1/events/${event.id}/complete-funnel`);

  const product = await callApi<{ variants: { id: string; title: string }[] }>(page, 'POST', '/v1/products', {
    projectId: project.id,
    title: PRODUCT,
    category: 'merchandising',
    price: 2500,
    vat: 20,
    variantMatrix: { colors: ['Noir'], sizes: ['L', 'M'] },
  });
  const variant = (title: string) => product.variants.find((candidate) => candidate.title === title)!.id;
  // The supply form is another journey's: the warehouse is filled through its API.
  await callApi(page, 'PUT', `/v1/projects/${project.id}/inventory-levels/warehouse-supply`, {
    items: [
      { productVariantId: variant('Noir / M'), quantity: 10 },
      { productVariantId: variant('Noir / L'), quantity: 6 },
    ],
    reference: 'BL-2027-04',
  });
  return { projectId: project.id, eventId: event.id, sellerEmail };
}

test('a manager dispatches stock to two stands; the seller checks hers on a tablet and the manager sees it finished', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const manager = await createVerifiedManager(request, 'transfers-manager');
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Tournées', level: 1 })).toBeVisible();
  const { projectId, eventId, sellerEmail } = await setUp(page, request);

  // The dispatch plan, from the event page.
  await page.goto(`/dashboard/event/projects/${projectId}/tour/${eventId}`);
  await chooseEventAction(page, 'Envoyer du stock aux stands');
  await expect(page.getByRole('heading', { name: `Plan d’envoi – ${EVENT_NAME}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Source').locator('option:checked')).toHaveText('Entrepôt');
  // Stands in their name's order.
  await expect(page.getByRole('columnheader')).toHaveText(['Article', 'À la source', 'Bar', 'Hall', 'Reste après envoi']);
  const rowOf = (variant: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: variant, exact: true }) });
  await expect(rowOf('Noir / M').getByRole('cell').first()).toHaveText('10');
  await expectAccessible(page);

  await page.getByLabel(`Quantité de ${PRODUCT} – Noir / M pour Hall`).fill('4');
  await page.getByLabel(`Quantité de ${PRODUCT} – Noir / M pour Bar`).fill('7');
  await expect(rowOf('Noir / M')).toContainText('Manque 1 unité');
  await page.getByRole('button', { name: 'Créer le plan d’envoi' }).click();
  await expect(page.getByText('Un article dépasse le stock de la source')).toBeVisible();
  await page.getByLabel(`Quantité de ${PRODUCT} – Noir / M pour Bar`).fill('3');
  await page.getByLabel(`Quantité de ${PRODUCT} – Noir / L pour Hall`).fill('2');
  await expect(rowOf('Noir / M').getByRole('cell').last()).toHaveText('3');
  await expect(page.getByText('2 transferts · 9 unités')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer le plan d’envoi' }).click();
  await expect(page.getByText('Plan d’envoi créé : 2 transferts.')).toBeVisible();

  // The tour's transfers, filtered by the event.
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${projectId}/transfers\\?eventId=${eventId}$`));
  await expect(page.getByText(`Transferts de l’événement « ${EVENT_NAME} »`)).toBeVisible();
  const listRows = page.getByRole('table', { name: 'Transferts' }).getByRole('row');
  await expect(listRows).toHaveCount(3);
  await expect(listRows.filter({ hasText: `Entrepôt → Hall – ${EVENT_NAME}` })).toContainText('6');
  await expect(listRows.filter({ hasText: `Entrepôt → Bar – ${EVENT_NAME}` })).toContainText('En cours');
  await expectAccessible(page);

  // A single transfer: the grid shows the warehouse's stock and flags too much before anything is sent.
  await page.getByRole('link', { name: 'Nouveau transfert' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveau transfert', level: 1 })).toBeVisible();
  await page.getByLabel('Source').selectOption({ label: 'Entrepôt' });
  await page.getByLabel('Destination').selectOption({ label: 'Bar' });
  await expect(page.getByLabel('Où va la marchandise')).toHaveValue('stand');
  const lInput = page.getByLabel(`Quantité de ${PRODUCT} — Noir / L`);
  await expect(page.getByRole('region', { name: PRODUCT }).getByText('Stock : 4')).toBeVisible();
  await lInput.fill('5');
  await expect(page.getByText('1 de plus que le stock')).toBeVisible();
  await expect(lInput).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await lInput.fill('1');
  await page.getByRole('button', { name: 'Créer le transfert' }).click();
  await expect(page.getByText('Transfert créé : 1 unité en route.')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Transfert Entrepôt → Bar – ${EVENT_NAME}`, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Annuler le transfert' }).click();
  await page.getByRole('dialog', { name: 'Annuler ce transfert ?' }).getByRole('button', { name: 'Annuler le transfert' }).click();
  await expect(page.getByText('Transfert annulé.')).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true })).toBeVisible();

  // The seller, on the stand's tablet.
  const tabletContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: TABLET, reducedMotion: 'reduce' });
  const tablet = await tabletContext.newPage();
  await tablet.goto('/sellers');
  await signInAs(tablet, sellerEmail, SELLER_PASSWORD);
  const incoming = tablet.getByRole('region', { name: 'Transferts à réceptionner' });
  // Bar's transfer is not hers.
  await expect(incoming.getByRole('link')).toHaveCount(1);
  await expectAccessible(tablet);
  await incoming.getByRole('link', { name: /Entrepôt → Hall/ }).click();
  await expect(tablet.getByRole('heading', { name: `Transfert Entrepôt → Hall – ${EVENT_NAME}`, level: 1 })).toBeVisible();
  await expectAccessible(tablet);

  const mLine = tablet.getByRole('listitem', { name: `${PRODUCT} — Noir / M` });
  const damaged = mLine.getByRole('button', { name: `Ajouter 1 – Endommagé — ${PRODUCT} — Noir / M` });
  const target = await damaged.boundingBox();
  expect(target!.width).toBeGreaterThanOrEqual(44);
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await damaged.click();
  await expect(mLine.getByText('À compter : 3')).toBeVisible();
  await tablet.getByRole('button', { name: 'Tout reçu pour toutes les lignes' }).click();
  await expect(mLine.getByRole('textbox', { name: `Accepté — ${PRODUCT} — Noir / M` })).toHaveValue('3');
  await expect(tablet.getByText('Accepté : 5 · Endommagé : 1 · Manquant : 0 · À compter : 0')).toBeVisible();
  await tablet.getByRole('button', { name: 'Enregistrer le comptage' }).click();
  await expect(tablet.getByText('Comptage enregistré.')).toBeVisible();
  await tablet.getByRole('button', { name: 'Valider la réception', exact: true }).click();
  const dialog = tablet.getByRole('dialog', { name: 'Valider la réception ?' });
  await expect(dialog.locator('dd')).toHaveText(['5', '1', '0', '0']);
  await expectAccessible(tablet);
  await dialog.getByRole('button', { name: 'Valider la réception' }).click();
  await expect(tablet.getByText('Réception validée.')).toBeVisible();
  await expect(tablet.getByText('Terminé', { exact: true })).toBeVisible();
  await expect(tablet.getByRole('row').filter({ has: tablet.getByRole('rowheader', { name: `${PRODUCT} — Noir / M` }) }).getByRole('cell')).toHaveText(['4', '3', '1', '0', '0', '0']);
  await expectAccessible(tablet);
  await tablet.getByRole('link', { name: 'Retour à l’espace vendeurs' }).click();
  await expect(incoming.getByText('Aucun transfert à réceptionner pour l’instant.')).toBeVisible();
  await tabletContext.close();

  // The manager sees it finished, with its receipts.
  await page.goto(`/dashboard/projects/${projectId}/transfers?eventId=${eventId}`);
  await page.getByLabel('Statut').selectOption({ label: 'Terminé' });
  await expect(listRows).toHaveCount(2);
  await expect(listRows.nth(1)).toContainText(`Entrepôt → Hall – ${EVENT_NAME}`);
  await expect(listRows.nth(1)).toContainText('Terminé');
  await listRows.nth(1).getByRole('link').click();
  await expect(page.getByText(/^Réception validée le/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Valider la réception' })).toHaveCount(0);
  await expectAccessible(page);
});
