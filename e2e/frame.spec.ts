import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInThroughApi } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The demo manager, signed in, terms accepted (their modals have their own journey); the demo tour's id. */
async function demoManager(page: Page): Promise<{ projectId: string }> {
  const token = await signInThroughApi(page.request, 'manager@demo.test', 'client');
  const headers = { authorization: `Bearer ${token}` };
  await page.request.patch('/api/v1/users/me', { headers, data: { eventAgreementVersion: '2024-09-16', teamAgreementVersion: '2024-09-16' } });
  const projects = (await (await page.request.get('/api/v1/projects?limit=100', { headers })).json()) as { data: { id: string; name: string }[] };
  return { projectId: projects.data.find((project) => project.name === 'Tournée Démo 2026')!.id };
}

test('on a phone the menu starts closed and opens as a drawer holding the links, the account and its sign-out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { projectId } = await demoManager(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Tournées' })).toBeVisible();
  await expect(drawer.getByText('Manager', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Se déconnecter' })).toBeInViewport();
  await expect(drawer.getByLabel('Langue')).toBeVisible();
  await expectAccessible(page);

  // Escape closes it and gives the focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  // A link takes you there and closes the drawer.
  await menuButton.click();
  await drawer.getByRole('link', { name: 'Paramètres du compte' }).click();
  await expect(page.getByRole('heading', { name: 'Paramètres du compte', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  // The tour's six tabs stay on one row that scrolls: the chosen last one is brought into view.
  await page.goto(`/dashboard/projects/${projectId}?tab=sales`);
  const salesTab = page.getByRole('tab', { name: 'Ventes' });
  await expect(salesTab).toHaveAttribute('aria-selected', 'true');
  // (Its bottom pixel sits under the row's border line, hence not a full ratio of 1.)
  await expect(salesTab).toBeInViewport({ ratio: 0.9 });
  const rows = await page.getByRole('tab').evaluateAll((tabs) => new Set(tabs.map((tab) => (tab as HTMLElement).offsetTop)).size);
  expect(rows).toBe(1);
});

test('on a desktop the menu is a side column, open by default, and stays as the manager left it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await demoManager(page);
  await page.goto('/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Afficher ou masquer la navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(navigation).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
  await page.getByRole('button', { name: 'Afficher ou masquer la navigation' }).click();
  await expect(navigation).toBeVisible();
});

test('a tour, date or product that is not there shows a not-found state with its way back, never a retry', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const { projectId } = await demoManager(page);

  await page.goto(`/dashboard/projects/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'Tournée introuvable', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await expect(page).toHaveTitle('Tournée · MerchStand');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Retour aux tournées' }).click();
  await expect(page.getByRole('heading', { name: 'Tournées', level: 1 })).toBeVisible();

  await page.goto(`/dashboard/event/projects/${projectId}/tour/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'Date introuvable', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour à la tournée' }).first()).toBeVisible();

  await page.goto(`/en/dashboard/projects/${projectId}/products/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'Product not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page).toHaveTitle('Product · MerchStand');
});

test('each page names itself in the browser tab, in the interface language', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const { projectId } = await demoManager(page);
  await page.goto('/dashboard/projects');
  await expect(page).toHaveTitle('Tournées · MerchStand');
  await page.goto(`/dashboard/projects/${projectId}`);
  await expect(page).toHaveTitle('Tournée Démo 2026 · MerchStand');
  await page.goto('/en/dashboard/account');
  await expect(page).toHaveTitle('Account settings · MerchStand');
  await page.goto('/en/signin');
  await expect(page).toHaveTitle('Sign in · MerchStand');
});
