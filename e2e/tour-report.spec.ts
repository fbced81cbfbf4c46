import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

// Issue #29: the demo manager reads the tour's report (what sold, where, per head), exports a table, enters a date's
// attendance and sees it counted; in French on a desktop, in English on a tablet, checked with axe at each step.
test('the demo manager reads the tour’s report, exports it and enters a date’s attendance', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: 'Tournée Démo 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Tournée Démo 2026', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Rapport' }).click();
  const summary = page.getByRole('region', { name: 'En bref' });
  await expect(summary).toContainText('Recettes nettes');
  await expect(summary).toContainText(/Meilleure vente : /);
  // The past date (Lille) was seeded with its attendance and its room's capacity: it has figures per head.
  const dates = page.getByRole('table', { name: 'Par date', exact: true });
  const lille = dates.getByRole('row').filter({ hasText: 'Lille' });
  await expect(lille).toContainText(/1\s850/);
  await expect(lille).toContainText(/2\s000/);
  await expect(lille.getByRole('cell').last()).toContainText('€');
  await expect(page.getByRole('table', { name: 'Par produit' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Courbe des tailles' })).toContainText('T-shirt Logo Tournée');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV : Par date' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rapport-dates-tournee-demo-2026-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFDate;Lieu;Entrées;Jauge;Ventes;Articles;Recettes nettes;Articles / spectateur;Recette / spectateur');
  expect(csv).toContain(';1850;2000;');

  // Today's date: the manager enters how many came, and the report counts it.
  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByRole('link', { name: /Nantes/ }).click();
  await expect(page.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible();
  const attendance = page.getByLabel(/^Entrées — /);
  await expect(attendance).toHaveAccessibleDescription(/Jauge : 8\s500/);
  await attendance.fill('quatre');
  await page.getByRole('button', { name: 'Enregistrer les entrées' }).click();
  await expect(page.getByText('Indiquez un nombre entier de spectateurs, ou laissez vide.')).toBeVisible();
  await attendance.fill('4200');
  await page.getByRole('button', { name: 'Enregistrer les entrées' }).click();
  await expect(page.getByText('Entrées enregistrées.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Retour à la tournée/ }).click();
  await page.getByRole('tab', { name: 'Rapport' }).click();
  await expect(page.getByRole('table', { name: 'Par date', exact: true }).getByRole('row').filter({ hasText: 'Nantes' })).toContainText(/4\s200/);

  // In English, on a tablet.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('tab', { name: 'Report' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'By date' })).toContainText('Attendance');
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('Takings per head');
  await expectAccessible(page);
  await page.getByLabel('Language').selectOption('fr');
});
