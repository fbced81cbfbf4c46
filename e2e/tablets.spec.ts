import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #26, "the manager sees, per stand and per tablet, when it last synced and what it still holds": a tablet
 * registered on the balcony stand that holds sales it could not send for 20 minutes shows on the date's page, in the
 * « Tablettes » card, with the loud warning. The tablet is set up through the API (the register's journeys cover its
 * screens); the balcony stand is the one no register journey sells at.
 */
const STAND = 'Stand balcon';
const EVENT = 'Nantes – Le Zénith';

test('a registered tablet holding unsent sales shows on the date’s page, with the warning', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: 'Tournée Démo 2026' }).click();
  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByRole('link', { name: new RegExp(EVENT) }).first().click();
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').at(-1)!;

  const view = await callApi<{ stands: { standId: string; standName: string }[] }>(page, 'GET', `/v1/events/${eventId}/devices`);
  const standId = view.stands.find((stand) => stand.standName === STAND)!.standId;
  const device = await callApi<{ deviceId: string; number: number }>(page, 'POST', `/v1/stands/${standId}/devices`, { deviceId: randomUUID(), label: 'Caisse balcon' });
  await callApi(page, 'POST', `/v1/stands/${standId}/devices/${device.deviceId}/status`, { pending: 2, oldestPendingAt: new Date(Date.now() - 20 * 60_000).toISOString() });

  await page.reload();
  const card = page.getByRole('region', { name: 'Tablettes' });
  await expect(card).toBeVisible();
  // Tablet numbers count per stand: another journey's tablet 2 may sit on another stand of this date.
  const row = card.getByRole('region', { name: STAND }).getByTestId(`tablet-${device.number}`);
  await expect(row).toContainText(`Tablette ${device.number} · Caisse balcon`);
  await expect(row).toContainText('2 ventes en attente d’envoi');
  await expect(row).toContainText('Sans nouvelles');
  await expect(card.getByRole('alert')).toContainText(`${STAND} : Tablette ${device.number}, 2 ventes non envoyées`);
  await expectAccessible(page);
});
