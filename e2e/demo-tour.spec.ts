import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';
import { chooseEventAction, eventMenuItems } from './support/event-actions';

test('the demo manager finds the demo tour, in English too, and edits a started date through the funnel', async ({ page }) => {
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: 'Tournée Démo 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Tournée Démo 2026', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nantes/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Catalogue' }).click();
  await expect(page.getByText('T-shirt Logo Tournée')).toBeVisible();
  await expect(page.getByText('Vinyle « Nuits Blanches »')).toBeVisible();

  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByRole('link', { name: /Nantes/ }).click();
  await expect(page.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible();
  await expect(page.getByText('Stand principal').first()).toBeVisible();
  await chooseEventAction(page, 'Modifier la date');
  await expect(page.getByLabel('Lieu', { exact: true })).toHaveValue('Zénith Nantes Métropole');
  await page.getByLabel('Lieu', { exact: true }).fill('Zénith de Nantes');
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: /Terminer|Enregistrer|Valider/ }).click();
  await expect(page.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible();
  await expect(page.getByText(/Zénith de Nantes/)).toBeVisible();

  await page.getByLabel('Langue').selectOption('en');
  expect(await eventMenuItems(page, 'More actions')).toContain('Edit the date');
  await expectAccessible(page);
  await page.goto('/en/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'Tours', level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr');
});
