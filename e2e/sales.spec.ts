import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('the demo manager sees today’s takings per stand on the date’s page, and the tour’s sales with their detail and CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: 'Tournée Démo 2026' }).click();
  await page.getByRole('link', { name: /Nantes/ }).click();
  await expect(page.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible();

  // The seeded sales of today: three at the main stand (cash and card), two by card at the balcony.
  const takings = page.getByRole('region', { name: 'Stand principal' });
  await expect(takings.getByText('Espèces')).toBeVisible();
  await expect(page.getByText(/Mis à jour automatiquement/)).toBeVisible();
  await expect(page.getByText(/encaissés en \d+ ventes/)).toBeVisible();
  await expect(page.getByRole('table', { name: /Unités vendues par produit au stand Stand principal/ })).toContainText('T-shirt Logo Tournée');
  await expectAccessible(page);

  await page.getByRole('link', { name: /Tournée Démo 2026/ }).first().click();
  await page.getByRole('tab', { name: 'Ventes' }).click();
  await expect(page).toHaveURL(/tab=sales/);
  const sales = page.getByRole('tabpanel', { name: 'Ventes' });
  await expect(sales.getByText(/\d+ ventes · .* encaissés net/)).toBeVisible();
  const firstTicket = sales.getByRole('button', { name: /^Ticket n° \d+$/ }).first();
  await expect(firstTicket).toBeVisible();
  await expectAccessible(page);

  await sales.getByLabel('Paiement').selectOption('card');
  await expect(sales.getByRole('cell', { name: 'Espèces' })).toHaveCount(0);
  await expect(sales.getByRole('cell', { name: 'Carte' }).first()).toBeVisible();
  await sales.getByLabel('Paiement').selectOption('');

  await firstTicket.click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('term').filter({ hasText: 'Total TTC' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Voir le ticket' })).toHaveAttribute('href', /^\/receipts\/[0-9a-f-]+\?token=/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(firstTicket).toBeFocused();

  const [download] = await Promise.all([page.waitForEvent('download'), sales.getByRole('button', { name: 'Exporter en CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ventes-tournee-demo-2026-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFTicket;Date;Date de tournée;Stand;Vendeur;Statut;Paiement;Produit')).toBe(true);
  expect(csv).toContain('T-shirt Logo Tournée');
});
