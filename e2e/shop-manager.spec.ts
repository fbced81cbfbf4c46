import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, createReadyEvent } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #13, the manager's side of click-and-collect, on a desktop and a phone: from the event page a new manager
 * makes the date's shop, sees its public address and QR code, makes the payout account (the sandbox's is ready at
 * once), says where and when orders are collected, opens the shop and closes it. The tour, its online product and its
 * ready date are made through the API (their screens have their own journeys); a fresh tour, never the demo one.
 */
const VIEWPORTS = [
  { name: 'desktop 1440×900', width: 1440, height: 900 },
  { name: 'phone 390×844', width: 390, height: 844 },
];
const PRODUCT = 'T-shirt Tournée';

for (const viewport of VIEWPORTS) {
  test(`a manager prepares, opens and closes the shop of a date (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const manager = await createVerifiedManager(request, 'shop-manager');
    await page.goto('/dashboard/projects');
    await signInAs(page, manager.email, manager.password);
    await acceptTermsIfAsked(page);

    const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée boutique ${Date.now()}` });
    const product = await callApi<{ id: string }>(page, 'POST', '/v1/products', { projectId: project.id, title: PRODUCT, category: 'merchandising', price: 2500, vat: 20 });
    await callApi(page, 'PATCH', `/v1/products/${product.id}`, { isOnline: true });
    const event = await createReadyEvent(page, project.id, 'Rennes – Le Liberté', 'Stand du hall');

    await page.goto(`/dashboard/event/projects/${project.id}/tour/${event.id}`);
    const card = page.getByRole('region', { name: 'Boutique en ligne' });
    await expect(card.getByText('Aucune boutique en ligne pour cette date.')).toBeVisible();
    await card.getByRole('button', { name: 'Créer la boutique' }).click();

    // The shop, a draft, with its short public address, its QR code and the PNG to print.
    await expect(card.getByTestId('shop-status')).toHaveText('Brouillon');
    const address = card.getByTestId('shop-address');
    await expect(address).toHaveText(/^http:\/\/localhost:\d+\/s\/[a-z2-9]{10}$/);
    const url = await address.innerText();
    await expect(card.getByRole('img', { name: `QR code de l’adresse de la boutique ${url}` })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Télécharger le QR code' }).click()]);
    expect(download.suggestedFilename()).toBe(`boutique-${url.split('/s/')[1]}.png`);
    await expect(card.getByRole('link', { name: `Modifier ${PRODUCT}` })).toHaveAttribute('href', `/dashboard/projects/${project.id}/products/${product.id}`);
    await expectAccessible(page);
    // Stock reaches the shop by an ordinary transfer, opened from the warehouse to this shop.
    await card.getByRole('link', { name: 'Envoyer du stock à la boutique' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveau transfert', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Destination').locator('option:checked')).toHaveText(/Boutique en ligne · Rennes – Le Liberté/);
    await expect(page.getByLabel('Source').locator('option:checked')).toHaveText('Entrepôt');
    await page.goBack();

    // Opening waits for a collection stand and for an account that can receive payments.
    const open = card.getByRole('button', { name: 'Ouvrir la boutique' });
    await expect(open).toBeDisabled();
    await card.getByRole('button', { name: 'Créer mon compte de paiement' }).click();
    await expect(card.getByText('Compte prêt à recevoir les paiements')).toBeVisible();
    await expect(card.getByText('Mode test')).toBeVisible();
    await expect(card.getByText(/au moins un stand de retrait/)).toBeVisible();

    await card.getByRole('checkbox', { name: 'Stand du hall' }).check();
    await card.getByLabel('Début du retrait').fill('2027-06-12T18:00');
    await card.getByLabel('Fin du retrait').fill('2027-06-12T23:30');
    await card.getByRole('button', { name: 'Enregistrer le retrait' }).click();
    await expect(page.getByText('Retrait enregistré')).toBeVisible();
    await expect(open).toBeEnabled();
    await open.click();
    await expect(card.getByTestId('shop-status')).toHaveText('Ouverte');
    await expectAccessible(page);

    // Closing asks first: spectators can no longer order.
    await card.getByRole('button', { name: 'Fermer la boutique' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fermer la boutique ?' });
    await expect(dialog).toContainText('ne pourront plus commander');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Fermer la boutique' }).click();
    await expect(card.getByTestId('shop-status')).toHaveText('Fermée');
    await expect(card.getByRole('button', { name: 'Ouvrir la boutique' })).toBeEnabled();

    // What was saved is what the API holds, read again after a reload.
    await page.reload();
    await expect(card.getByRole('checkbox', { name: 'Stand du hall' })).toBeChecked();
    await expect(card.getByLabel('Début du retrait')).toHaveValue('2027-06-12T18:00');
  });
}
