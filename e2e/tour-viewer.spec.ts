import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, createReadyEvent, projectIdOf } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';
import { chooseEventAction, eventMenuItems } from './support/event-actions';

async function createTour(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(name);
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return projectIdOf(page);
}

test('an observer reads the tour, its date and a product, and is offered nothing that would change them', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedManager(request, 'viewer-owner');
  const viewer = await createVerifiedManager(request, 'viewer-guest');
  const tourName = `Tournée lecture ${Date.now()}`;
  const eventName = 'Rennes – Le Liberté';
  const productTitle = 'Sweat Tournée';

  await page.goto('/dashboard/projects');
  await signInAs(page, owner.email, owner.password);
  await acceptTermsIfAsked(page);
  const projectId = await createTour(page, tourName);
  // The date and the product are set up through the API: their screens have journeys of their own.
  const event = await createReadyEvent(page, projectId, eventName);
  await callApi(page, 'POST', '/v1/products', {
    projectId,
    title: productTitle,
    category: 'merchandising',
    reference: 'SW-LECT',
    price: 4500,
    vat: 20,
    variantMatrix: { sizes: ['S', 'M'], colors: ['Gris'] },
  });

  // The owner invites the second organisation as an observer.
  await page.getByRole('tab', { name: 'Équipe' }).click();
  await page.getByLabel('Adresse e-mail').fill(viewer.email);
  await page.getByLabel('Rôle', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${viewer.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations en attente' }).getByRole('listitem').filter({ hasText: viewer.email })).toContainText('Observateur');

  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(viewer.email)}`)).json()) as { text: string }[];
  const link = new URL(outbox.map((mail) => mail.text.match(/(http\S+\/projects\/invitation\?token=[\w-]+)/)?.[1]).find(Boolean)!);
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await viewerPage.goto(link.pathname + link.search);
  await viewerPage.getByRole('link', { name: /Connectez-vous/ }).click();
  await signInAs(viewerPage, viewer.email, viewer.password);
  await viewerPage.getByRole('button', { name: 'Accepter l’invitation' }).click();
  await expect(viewerPage.getByText(`Vous avez rejoint la tournée « ${tourName} ».`)).toBeVisible();
  await viewerPage.getByRole('link', { name: 'Ouvrir la tournée' }).click();
  // The terms are asked on the first dashboard page, which is this one (the invitation page is outside it).
  await acceptTermsIfAsked(viewerPage);

  // The tour: its dates, team, sellers and catalogue are shown, with no control to change them.
  await expect(viewerPage.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  await expect(viewerPage.getByText('Votre rôle : Observateur')).toBeVisible();
  await expect(viewerPage.getByText('Vous consultez cette tournée en lecture seule.')).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: eventName })).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: 'Ajouter une date' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Archiver la tournée' })).toHaveCount(0);
  await expectAccessible(viewerPage);

  await viewerPage.getByRole('tab', { name: 'Équipe' }).click();
  // The team is its people, under their organisations (both test organisations are called Nina Productions).
  const team = viewerPage.getByRole('region', { name: 'Équipe de la tournée' });
  await expect(team.getByRole('region', { name: 'Nina Productions' })).toHaveCount(2);
  await expect(team).toContainText('Observateur');
  await expect(team.getByRole('list', { name: 'Membres de Nina Productions' }).filter({ hasText: viewer.email })).toContainText('Nina Durand');
  await expect(viewerPage.getByRole('tabpanel').getByRole('combobox')).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'Envoyer l’invitation' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: /^Retirer/ })).toHaveCount(0);

  await viewerPage.getByRole('tab', { name: 'Vendeurs' }).click();
  await expect(viewerPage.getByRole('button', { name: 'Inviter le vendeur' })).toHaveCount(0);
  await expect(viewerPage.getByRole('region', { name: 'Vendeurs invités' })).toHaveCount(0);

  await viewerPage.getByRole('tab', { name: 'Catalogue' }).click();
  const card = viewerPage.getByTestId('product-card').filter({ hasText: productTitle });
  await expect(card).toContainText('2 variantes');
  await expect(card).toContainText('Réf. SW-LECT');
  await expect(card.getByRole('link', { name: productTitle })).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: 'Nouveau produit' })).toHaveCount(0);
  await expectAccessible(viewerPage);

  // The date: performances and stands, no action.
  await viewerPage.getByRole('tab', { name: 'Dates' }).click();
  await viewerPage.getByRole('link', { name: eventName }).click();
  await expect(viewerPage.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(viewerPage.getByText('Vous consultez cet événement en lecture seule.')).toBeVisible();
  await expect(viewerPage.getByRole('region', { name: 'Représentations' }).getByRole('listitem')).toHaveCount(1);
  await expect(viewerPage.getByRole('row', { name: /Stand du hall/ })).toContainText('120,00');
  await expect(viewerPage.getByRole('group', { name: 'Actions sur l’événement' })).toHaveCount(0);
  for (const name of ['Démarrer', 'Autres actions', 'Dupliquer', 'Annuler l’événement', 'Supprimer', 'Ajouter un stand', 'Modifier le stand Stand du hall', 'Supprimer le stand Stand du hall']) {
    await expect(viewerPage.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expect(viewerPage.getByRole('link', { name: 'Modifier la date' })).toHaveCount(0);
  await expectAccessible(viewerPage);

  // The product, from its card: titled by its name (not "Modifier …"), its variants, read-only.
  await viewerPage.goto(`/dashboard/projects/${projectId}?tab=catalogue`);
  await viewerPage.getByTestId('product-card').filter({ hasText: productTitle }).getByRole('link', { name: productTitle }).click();
  await expect(viewerPage.getByRole('heading', { name: productTitle, level: 1, exact: true })).toBeVisible();
  await expect(viewerPage.getByText('Vous ne pouvez pas modifier le catalogue de cette tournée.')).toBeVisible();
  const rows = viewerPage.getByTestId('variant-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('rowheader')).toContainText('Gris / S');
  await expect(viewerPage.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(viewerPage.getByRole('main').getByRole('textbox')).toHaveCount(0);
  for (const name of ['Enregistrer', 'Supprimer le produit', 'Actions pour « Gris / S »', 'Ajouter une variante', 'Ajouter des variantes']) {
    await expect(viewerPage.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(viewerPage);

  // Typing the funnel's address by hand gets the observer a notice, not a form the server would refuse.
  await viewerPage.goto(`/dashboard/projects/${projectId}/events/new?eventId=${event.id}`);
  await expect(viewerPage.getByText('Vous ne pouvez pas créer ni modifier les dates de cette tournée.')).toBeVisible();
  await expect(viewerPage.getByLabel('Nom de l’événement')).toHaveCount(0);
  await expectAccessible(viewerPage);
  await viewerContext.close();

  // The owner still sees the date under its own name.
  await page.goto(`/dashboard/event/projects/${projectId}/tour/${event.id}`);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
});

test('on a page left open while the date was started elsewhere, the refused delete and start are said in toasts', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'stale-manager');
  const eventName = 'Brest – La Carène';

  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const projectId = await createTour(page, `Tournée onglets ${Date.now()}`);
  const event = await createReadyEvent(page, projectId, eventName);
  const eventPath = `/dashboard/event/projects/${projectId}/tour/${event.id}`;

  // Two tabs on the same date; the second one starts it.
  await page.goto(eventPath);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText('En attente', { exact: true })).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto(eventPath);
  await otherTab.getByRole('button', { name: 'Démarrer' }).click();
  await expect(otherTab.getByText('Événement démarré.')).toBeVisible();
  await expect(otherTab.getByText('En cours', { exact: true })).toBeVisible();
  expect(await eventMenuItems(otherTab)).not.toContain('Supprimer');
  await otherTab.close();

  // The first tab still offers to delete it (pending, as it last read it): the server refuses a started date.
  await chooseEventAction(page, 'Supprimer');
  await page.getByRole('dialog', { name: `Supprimer « ${eventName} » ?` }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Impossible de supprimer l’événement')).toBeVisible();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expectAccessible(page);

  // After the refusal the page reads the date again: started, it no longer offers either action.
  await expect(page.getByText('En cours', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Démarrer' })).toHaveCount(0);
  expect(await eventMenuItems(page)).not.toContain('Supprimer');
  expect((await callApi<{ status: string }>(page, 'GET', `/v1/events/${event.id}`)).status).toBe('inProgress');
});

test('a date whose stand has stock on the way still offers "Supprimer"; the server refuses, and the toast says why', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'stock-manager');
  const eventName = 'Nancy – L’Autre Canal';

  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const projectId = await createTour(page, `Tournée stock ${Date.now()}`);
  const event = await createReadyEvent(page, projectId, eventName, 'Stand de la fosse');
  // Stock through the API (its screens are not there yet): the warehouse is supplied, then 5 caps sent to the stand.
  const product = await callApi<{ variants: { id: string }[] }>(page, 'POST', '/v1/products', { projectId, title: 'Casquette', category: 'accessories', price: 2000, vat: 20 });
  const variantId = product.variants[0]!.id;
  const inventories = await callApi<{ data: { id: string; kind: string }[] }>(page, 'GET', `/v1/inventories?projectId=${projectId}`);
  const warehouseId = inventories.data.find((inventory) => inventory.kind === 'warehouse')!.id;
  const stands = await callApi<{ data: { inventoryId: string }[] }>(page, 'GET', `/v1/stands?eventId=${event.id}`);
  await callApi(page, 'PUT', `/v1/projects/${projectId}/inventory-levels/warehouse-supply`, { items: [{ productVariantId: variantId, quantity: 20 }], reference: 'BL-E2E' });
  await callApi(page, 'POST', '/v1/project-inventory-transfers', { projectId, fromInventoryId: warehouseId, eventId: event.id, transfers: [{ toInventoryId: stands.data[0]!.inventoryId, items: [{ productVariantId: variantId, quantity: 5 }] }] });

  await page.goto(`/dashboard/event/projects/${projectId}/tour/${event.id}`);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await chooseEventAction(page, 'Supprimer');
  await page.getByRole('dialog', { name: `Supprimer « ${eventName} » ?` }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Impossible de supprimer un événement qui a du stock')).toBeVisible();
  await expect(page.getByText('annulez l’événement plutôt que de le supprimer', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Its stand, likewise.
  await page.getByRole('button', { name: 'Supprimer le stand Stand de la fosse' }).click();
  await page.getByRole('dialog', { name: 'Supprimer le stand « Stand de la fosse » ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Impossible de supprimer un stand qui a du stock')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Stand de la fosse/ })).toBeVisible();
});
