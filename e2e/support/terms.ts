import { expect, type Page } from '@playwright/test';

/** Accepts the event then the team terms when they are asked for (users who have not accepted them yet). */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  // The modal follows the current user's fetch: on a loaded machine it may come well after the page. Wait for the
  // page's requests to settle first, so that "no modal" really means none is coming.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  for (let round = 0; round < 2; round += 1) {
    const dialog = page.getByRole('dialog');
    const visible = await dialog.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false);
    if (!visible) return;
    // The team terms replace the event terms at once: wait for this very modal, by its title, to go.
    const title = await dialog.getByRole('heading').first().innerText();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /Accepter|Accept/ }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
  }
}
