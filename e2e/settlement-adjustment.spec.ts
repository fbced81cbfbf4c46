import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { callApi } from './support/api';
import { closeThroughApi, startedDateWithASale } from './support/closed-date';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * Issue #22: a customer comes back after the date was closed. The manager refunds them from the closing report, by
 * keyboard, and the refund is listed below the figures the closing confirmed, which do not change. The journey makes
 * its own organisation and closed date (through the API), so it shares no demo data and takes no lock.
 */
test('a manager refunds a sale after the closing and sees it listed below the confirmed figures', async ({ page }) => {
  test.setTimeout(180_000);
  const manager = await createVerifiedManager(page.request, 'adjustment');
  await page.goto('/signin');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const date = await startedDateWithASale(page, { tour: 'Tournée ajustements', event: 'Rennes – Le Liberté', stand: 'Stand du hall', product: 'T-shirt Tournée' });
  await closeThroughApi(page, date);

  await page.goto(`/dashboard/event/projects/${date.projectId}/tour/${date.eventId}/settlement`);
  await expect(page.getByRole('heading', { level: 1, name: `Bilan de clôture – ${date.eventName}` })).toBeVisible();
  await expect(page.getByText(/^Empreinte du bilan confirmé \(SHA-256\) : [0-9a-f]{64}$/)).toBeVisible();
  const section = page.getByRole('region', { name: 'Ajustements après clôture' });
  await expect(section.getByText('Aucun ajustement après clôture.')).toBeVisible();
  const grossBefore = await page.getByRole('region', { name: 'Synthèse' }).innerText();
  await expectAccessible(page);

  // By keyboard: the button, the search, the sale, its line, the reason.
  const open = section.getByRole('button', { name: 'Rembourser après clôture' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rembourser après clôture' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Rechercher la vente' });
  await expect(search).toBeFocused();
  await search.fill(String(date.ticketNumber));
  const sale = dialog.getByRole('radio', { name: new RegExp(`Ticket n° ${date.ticketNumber}\\b`) });
  await sale.focus();
  await page.keyboard.press('Space');
  await expect(sale).toBeChecked();
  const quantity = dialog.getByRole('spinbutton', { name: 'Quantité à rembourser – T-shirt Tournée' });
  await expect(quantity).toHaveAttribute('max', '2');
  await quantity.fill('1');
  // A cash sale at the stand goes back in cash; its unit goes to the tour's warehouse.
  await expect(dialog.getByRole('radio', { name: 'Espèces', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'À l’entrepôt de la tournée' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Motif' }).fill('Taille trop petite, revenu le lendemain');
  await expect(dialog.getByText('Montant remboursé : 25,00 €')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Rembourser 25,00 €' }).press('Enter');

  await expect(page.getByText(`25,00 € remboursés sur Ticket n° ${date.ticketNumber}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  const row = section.getByRole('row', { name: new RegExp(`Ticket n° ${date.ticketNumber}`) });
  await expect(row).toContainText('Nina Durand');
  await expect(row).toContainText('25,00 €');
  await expect(row).toContainText('Espèces');
  await expect(row).toContainText('1 à l’entrepôt');
  await expect(row).toContainText('Sans effet');
  await expect(row).toContainText('Taille trop petite, revenu le lendemain');
  await expect(section.getByRole('row', { name: /Total remboursé après clôture/ })).toContainText('25,00 €');
  // The confirmed figures are the closing's, not recomputed with the refund.
  expect(await page.getByRole('region', { name: 'Synthèse' }).innerText()).toBe(grossBefore);
  await expectAccessible(page);

  // The unit is back in the tour's warehouse, which had sent everything to the stand.
  const levels = await callApi<{ totals: Record<string, number>; inventories: { id: string; kind: string }[] }>(page, 'GET', `/v1/projects/${date.projectId}/inventory-levels-full`);
  const warehouse = levels.inventories.find((inventory) => inventory.kind === 'warehouse')!.id;
  expect(levels.totals[warehouse]).toBe(1);
});
