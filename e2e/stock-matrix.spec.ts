import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, createReadyEvent, projectIdOf } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('a manager receives goods at the warehouse, reads the stock table, filters and exports it, and finds the delivery in the history', async ({ page, request }) => {
  test.setTimeout(150_000);
  const owner = await createVerifiedManager(request, 'stock-owner');
  const tourName = `Tournée stock ${Date.now()}`;
  const eventName = 'Rennes – Le Liberté';

  await page.goto('/dashboard/projects');
  await signInAs(page, owner.email, owner.password);
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByLabel('Le stock est réparti par zones (plusieurs entrepôts)').check();
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  const projectId = projectIdOf(page);

  // The catalogue and a date with its stand are set up through the API: their screens have journeys of their own.
  await callApi(page, 'POST', '/v1/products', { projectId, title: 'T-shirt Tournée', category: 'merchandising', reference: 'TS-STK', price: 2500, vat: 20, variantMatrix: { sizes: ['S', 'M', 'L'], colors: ['Noir'] } });
  await callApi(page, 'POST', '/v1/products', { projectId, title: 'Tote bag', category: 'accessories', price: 1500, vat: 20 });
  await createReadyEvent(page, projectId, eventName, 'Stand du hall');

  await page.getByRole('tab', { name: 'Stock' }).click();
  // Every tab stays mounted: the catalogue's own filters are in the page too, so look inside the Stock tab.
  const stock = page.getByRole('tabpanel', { name: 'Stock' });
  await expect(page).toHaveURL(/tab=stock/);
  await expect(page.getByText('Aucun stock pour l’instant : commencez par une réception à l’entrepôt.')).toBeVisible();
  await expect(stock.getByRole('link', { name: 'Transferts', exact: true })).toHaveAttribute('href', `/dashboard/projects/${projectId}/transfers`);
  await expect(stock.getByRole('link', { name: 'Nouveau transfert' })).toHaveAttribute('href', `/dashboard/projects/${projectId}/transfers/new`);
  await expectAccessible(page);

  // Zones: one created, then renamed.
  const sections = stock.getByRole('navigation', { name: 'Sections du stock' });
  await sections.getByRole('button', { name: 'Zones' }).click();
  await expect(page.getByText('Aucune zone pour l’instant.')).toBeVisible();
  await stock.getByLabel('Nom de la zone').fill('Dépôt Nord');
  await stock.getByRole('button', { name: 'Créer la zone' }).click();
  await expect(page.getByText('Zone « Dépôt Nord » créée.')).toBeVisible();
  await stock.getByRole('button', { name: 'Renommer la zone « Dépôt Nord »' }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer « Dépôt Nord »' });
  await rename.getByLabel('Nom de la zone').fill('Dépôt Ouest');
  await rename.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Zone renommée en « Dépôt Ouest ».')).toBeVisible();
  await expect(stock.getByTestId('zones-list')).toContainText('Dépôt Ouest');
  await expectAccessible(page);

  // The delivery: nothing typed is refused on the form, then four lines are received.
  await sections.getByRole('button', { name: 'Réception à l’entrepôt' }).click();
  await expect(page).toHaveURL(/stock=supply/);
  await stock.getByRole('button', { name: 'Enregistrer la réception' }).click();
  await expect(stock.getByRole('alert').filter({ hasText: 'Saisissez au moins une quantité reçue supérieure à 0.' })).toBeFocused();
  await stock.getByLabel('Référence de livraison').fill('BL-2026-042');
  await stock.getByLabel('Quantité reçue pour T-shirt Tournée — Noir / S').fill('10');
  await stock.getByLabel('Quantité reçue pour T-shirt Tournée — Noir / M').fill('4');
  await stock.getByLabel('Quantité reçue pour T-shirt Tournée — Noir / L').fill('20');
  await stock.getByLabel('Quantité reçue pour Tote bag — Tote bag').fill('3');
  await expect(stock.getByTestId('supply-total')).toHaveText('Total reçu : 37 unités');
  await expectAccessible(page);
  await stock.getByRole('button', { name: 'Enregistrer la réception' }).click();
  await expect(page.getByText('Réception enregistrée : 37 unités ajoutées à l’entrepôt.')).toBeVisible();

  // Back on the table: the warehouse first, the zone, the stand with its date; totals; low levels marked.
  await expect(page).toHaveURL(/stock=matrix/);
  const table = stock.getByRole('table', { name: 'Stock par variante et par lieu' });
  await expect(table.getByRole('columnheader')).toHaveText(['Produit et variante', 'Entrepôt', 'Dépôt OuestZone', `Stand du hall${eventName}`, 'Total', 'En transit']);
  await expect(stock.getByTestId('matrix-totals').getByRole('cell')).toHaveText(['37', '0', '0', '37', '0']);
  await expect(table.getByRole('row', { name: /Noir \/ M/ }).getByRole('cell')).toHaveText(['4 (stock bas)', '0', '0', '4', '0']);
  await expect(table.getByRole('row', { name: /Noir \/ L/ }).getByRole('cell').first()).toHaveText('20');
  await expectAccessible(page);

  // Filters: a category, a search, the date's stands only.
  await stock.getByLabel('Catégorie').selectOption({ label: 'Accessoires' });
  await expect(stock.getByTestId('matrix-row')).toHaveCount(1);
  await expect(stock.getByTestId('matrix-totals').getByRole('cell')).toHaveText(['3', '0', '0', '3', '0']);
  await stock.getByLabel('Catégorie').selectOption({ label: 'Toutes les catégories' });
  await stock.getByLabel('Rechercher un produit').fill('TS-STK');
  await expect(stock.getByTestId('matrix-row')).toHaveCount(3);
  await stock.getByLabel(/^Date/).selectOption({ label: eventName });
  await expect(table.getByRole('columnheader', { name: /Stand du hall/ })).toBeVisible();
  await expect(page.getByText('3 variantes affichées')).toBeVisible();

  // The CSV holds what is shown, for French Excel.
  const matrixCsv = await downloadedText(page, () => stock.getByRole('button', { name: 'Exporter en CSV' }).click());
  expect(matrixCsv.name).toMatch(/^stock-tournee-stock-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(matrixCsv.text.startsWith('\uFEFF')).toBe(true);
  expect(matrixCsv.text.slice(1).split('\r\n')).toEqual([
    `Produit;Référence;Variante;Entrepôt;Dépôt Ouest;Stand du hall – ${eventName};Total;En transit`,
    'T-shirt Tournée;TS-STK;Noir / S;10;0;0;10;0',
    'T-shirt Tournée;TS-STK;Noir / M;4;0;0;4;0',
    'T-shirt Tournée;TS-STK;Noir / L;20;0;0;20;0',
    'Total;;;34;0;0;34;0',
  ]);
  await stock.getByLabel('Rechercher un produit').fill('');
  await stock.getByLabel('Masquer les lignes sans stock').check();
  await expect(stock.getByTestId('matrix-row')).toHaveCount(4);

  // The history: one supply row per line, with its reference and who made it.
  await sections.getByRole('button', { name: 'Historique' }).click();
  const ledger = stock.getByTestId('ledger-table');
  await expect(ledger.getByTestId('ledger-row')).toHaveCount(4);
  await expect(stock.getByTestId('ledger-counts')).toContainText('Réception');
  await expect(stock.getByTestId('ledger-counts')).toContainText('4 mouvements');
  await expect(stock.getByTestId('ledger-counts')).toContainText('37 unités');
  const lRow = ledger.getByRole('row', { name: /Noir \/ L/ });
  await expect(lRow).toContainText('Réception');
  await expect(lRow).toContainText('Entrepôt');
  await expect(lRow).toContainText('+20');
  await expect(lRow).toContainText('BL-2026-042');
  await expect(lRow).toContainText('Nina Durand');
  await expectAccessible(page);

  await stock.getByLabel('Produit', { exact: true }).selectOption({ label: 'Tote bag' });
  await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
  await stock.getByRole('checkbox', { name: 'Vente', exact: true }).check();
  await expect(page.getByText('Aucun mouvement ne correspond à ces filtres.')).toBeVisible();
  await stock.getByRole('checkbox', { name: 'Vente', exact: true }).uncheck();
  await stock.getByRole('checkbox', { name: 'Réception' }).check();
  const ledgerCsv = await downloadedText(page, () => stock.getByRole('button', { name: 'Exporter en CSV' }).click());
  const ledgerLines = ledgerCsv.text.slice(1).split('\r\n');
  expect(ledgerLines[0]).toBe('Date;Mouvement;Lieu;Produit;Variante;Variation;Type de réception;Quantité;Niveau après;Référence;Transfert;Par');
  expect(ledgerLines.slice(1)).toHaveLength(1);
  expect(ledgerLines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Réception;Entrepôt;Tote bag;Tote bag;3;;3;3;BL-2026-042;;Nina Durand$/);
  await expectAccessible(page);
});
