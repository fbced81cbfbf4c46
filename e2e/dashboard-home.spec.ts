import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

const TODAY = 'Nantes – Le Zénith';
const LYON = 'Lyon – La Halle Tony Garnier';

// Issue #29: the demo manager's home says what runs today with its takings per stand, what needs doing, the next
// dates and the tours; its links lead to the screens. In French on a desktop, in English on a tablet, axe at each
// step. Read-only: other journeys sell, hand over and check in beside it, so the figures are not pinned.
test('the demo manager’s home shows today’s takings per stand, what needs doing and the next dates', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);

  const today = page.getByRole('region', { name: 'Aujourd’hui' });
  await expect(today.getByRole('link', { name: TODAY })).toBeVisible({ timeout: 30_000 });
  await expect(today).toContainText('Tournée Démo 2026');
  const stands = today.getByRole('table', { name: `Recettes par stand – ${TODAY}` });
  await expect(stands.getByRole('row').filter({ hasText: 'Stand principal' })).toContainText('€');
  await expect(stands.getByRole('row').filter({ hasText: 'Stand balcon' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'À faire' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prochaines dates' }).getByRole('link', { name: LYON })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos tournées' }).getByRole('link', { name: 'Tournée Démo 2026' })).toBeVisible();
  await expectAccessible(page);

  await today.getByRole('link', { name: TODAY }).click();
  await expect(page.getByRole('heading', { name: TODAY, level: 1 })).toBeVisible({ timeout: 30_000 });

  // In English, on a tablet.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/dashboard');
  await expect(page.getByRole('region', { name: 'Today' }).getByRole('link', { name: TODAY })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'To do' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next dates' })).toContainText(LYON);
  await expect(page.getByRole('region', { name: 'Your tours' })).toContainText(/\d+ dates/);
  await expectAccessible(page);
});
