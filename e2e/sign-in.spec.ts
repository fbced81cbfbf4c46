import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('an anonymous visit to a dashboard path lands on the sign-in page with the path to come back to', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('#sign-in-error')).toContainText('Veuillez vous connecter');
  await expectAccessible(page);
});

test('the demo manager signs in, lands on the dashboard, stays signed in after a reload, and signs out', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin/);
  await signInAs(page, 'manager@demo.test');

  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
  await expect(page.getByTestId('current-role')).toHaveText('Rôle actuel : Manager');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard/);
});

test('a wrong password shows the catalogue message without saying which field is wrong', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'manager@demo.test', 'Not-the-password1!');
  await expect(page.locator('#sign-in-error')).toContainText('E-mail ou mot de passe incorrect');
  await expect(page).toHaveURL(/\/signin/);
  await expectAccessible(page);
});

test('the navigation open state survives a reload', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation).toBeVisible();
  await page.getByRole('button', { name: 'Afficher ou masquer la navigation' }).click();
  await expect(navigation).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
  await expect(navigation).toBeHidden();
});

test('the language switch turns the app to English and keeps it', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Hello Camille' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expectAccessible(page);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByTestId('current-role')).toHaveText('Current role: Manager');
});

test('the admin lands on the administration home; an unknown page shows the 404', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectAccessible(page);
});

test('an anonymous visit under the sellers area goes to the sellers sign-in first', async ({ page }) => {
  await page.goto('/sellers/events');
  await expect(page).toHaveURL(/\/sellers\?callbackUrl=%2Fsellers%2Fevents/);
  await expect(page.getByRole('heading', { name: 'Connexion vendeur' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/sellers');
  await signInAs(page, 'seller@demo.test');
  await expect(page.getByRole('heading', { name: 'Espace vendeurs' })).toBeVisible();
});
