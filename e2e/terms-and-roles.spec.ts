import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('a new manager accepts the event terms, then the team terms (a first acceptance, not an update), then reaches the dashboard for good', async ({ page, request }) => {
  const manager = await createVerifiedManager(request);
  await page.goto('/signin');
  await signInAs(page, manager.email, manager.password);

  const eventTerms = page.getByRole('dialog', { name: 'Conditions du service événement' });
  await expect(eventTerms).toBeVisible();
  // They have just accepted the general conditions at sign-up: nothing "was updated" for them.
  await expect(eventTerms).toContainText('Document 1 sur 2');
  await expect(eventTerms).toContainText('Avant votre première utilisation');
  await expect(eventTerms).not.toContainText('mises à jour');
  await expectAccessible(page);
  const accept = eventTerms.getByRole('button', { name: 'Accepter' });
  await expect(accept).toBeDisabled();
  await eventTerms.getByLabel('En cliquant sur Accepter, vous reconnaissez avoir lu et accepté les Conditions du service événement.').check();
  await accept.click();

  const teamTerms = page.getByRole('dialog', { name: 'Conditions d’utilisation pour les membres d’équipe' });
  await expect(teamTerms).toBeVisible();
  await expect(teamTerms).toContainText('Document 2 sur 2');
  await expect(teamTerms.getByRole('checkbox', { name: /les Conditions d’utilisation pour les membres d’équipe\.$/ })).not.toBeChecked();
  await expect(teamTerms.getByRole('button', { name: 'Accepter' })).toBeDisabled();
  await teamTerms.getByRole('checkbox').check();
  await teamTerms.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Bonjour Nina' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bonjour Nina' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed acceptance shows the error in the modal and unticks the box', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'failing');
  await page.route('**/api/v1/users/me', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 409, contentType: 'application/json', body: '{"errorCode":"CANT_UPDATE_EVENT"}' }) : route.fallback(),
  );
  await page.goto('/signin');
  await signInAs(page, manager.email, manager.password);
  const dialog = page.getByRole('dialog', { name: 'Conditions du service événement' });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Impossible de mettre à jour l’événement');
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Accepter' })).toBeDisabled();
});

test('the admin is never asked to accept terms', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a user holding two roles switches from manager to seller and back', async ({ page }) => {
  await page.goto('/signin');
  await signInAs(page, 'seller@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptTermsIfAsked(page);
  await expect(page.getByTestId('current-role')).toHaveText('Rôle actuel : Manager');
  await expectAccessible(page);

  await page.getByLabel('Rôle actif').selectOption('seller');
  await expect(page).toHaveURL(/\/sellers$/);
  await expect(page.getByRole('heading', { name: 'Espace vendeurs' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Espace vendeurs' })).toBeVisible();
  await page.getByLabel('Rôle actif').selectOption('client');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('current-role')).toHaveText('Rôle actuel : Manager');
});

test('the terms pages show the update date and the seven articles first', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
  await expect(page.getByText('16 septembre 2024')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Article 1');
  await expectAccessible(page);
  await page.goto('/en/terms/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
