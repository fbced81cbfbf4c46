import { expect, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../../features/auth/types';
import { callApi } from './api';

interface Agreements {
  role: string;
  eventAgreementVersion: string;
  teamAgreementVersion: string;
}

/** How many terms the user has to accept, by the app's rule (features/terms/terms-required.ts, spec §4). */
function pendingTermsCount(user: Agreements): number {
  if (user.role === 'admin') return 0;
  return [user.eventAgreementVersion, user.teamAgreementVersion].filter((version) => version !== TERMS_VERSION).length;
}

/**
 * Accepts the event then the team terms when the page asks for them. Whether it will is read from the signed-in
 * user, so a journey waits for a modal only when one is coming, and for as long as the machine needs: guessing from a
 * quiet network and a few seconds cost every journey seconds, and could miss a modal that came late.
 */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  // A sign-in's click returns before its answer: the terms are asked on the page it leads to.
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'), { timeout: 30_000 });
  const user = await callApi<Agreements>(page, 'GET', '/v1/users/me');
  const pending = pendingTermsCount(user);
  if (!pending) return;
  // They are asked on the dashboard's pages only, and the page may still be on its way there (a link just clicked).
  const onDashboard = await page.waitForURL((url) => url.pathname.includes('/dashboard'), { timeout: 15_000 }).then(() => true, () => false);
  if (!onDashboard) return;
  for (let left = pending; left > 0; left -= 1) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    // The team terms replace the event terms at once: wait for this very modal, by its title, to go.
    const title = await dialog.getByRole('heading').first().innerText();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: /Accepter|Accept/ }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeHidden();
  }
}
