import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/*
 * Issue #15: the admin issues the fee invoices of a period at /admin/billing; the demo organisation's manager then
 * finds its invoice at /dashboard/invoices and downloads the PDF. The demo organisation created events and opened a
 * shop this month through the real operations, so the period from the 1st of this month to today has fees to bill.
 * Another journey may have billed the same period already: "déjà émise" is then the answer, and the invoice the same.
 */

/** Today's date in Paris, "YYYY-MM-DD" (what the date inputs and the API take). */
function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** "2026-11-01" as the screens write it in French: "1 novembre 2026". */
function frenchDate(day: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(`${day}T12:00:00Z`));
}

test('the admin issues the month’s fee invoices, and the demo manager downloads the organisation’s invoice as a PDF', async ({ page, browser }) => {
  const periodEnd = parisToday();
  const periodStart = `${periodEnd.slice(0, 8)}01`;

  await page.goto('/admin/billing');
  await signInAs(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin\/billing/);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturation' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Frais par offre' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Début de la période').fill(periodStart);
  await page.getByLabel('Fin de la période').fill(periodEnd);
  await page.getByRole('button', { name: 'Émettre les factures de frais' }).click();
  // "2 factures émises", "1 facture émise, 1 déjà émise", or "Aucune facture émise, 3 déjà émises" after another journey.
  await expect(page.getByText(/\d+ factures? émises?|\d+ déjà émises?/).first()).toBeVisible();

  // The manager in a browser of their own: the admin's session stays where it is.
  const managerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true, reducedMotion: 'reduce' });
  const manager = await managerContext.newPage();
  try {
    await manager.goto('/dashboard/invoices');
    await signInAs(manager, 'manager@demo.test');
    await expect(manager).toHaveURL(/\/dashboard\/invoices/);
    await acceptTermsIfAsked(manager);
    await expect(manager.getByRole('heading', { level: 1, name: 'Factures et reversements' })).toBeVisible();

    const invoices = manager.getByRole('table', { name: 'Factures de la plateforme' });
    const row = invoices.getByRole('row').filter({ hasText: `du ${frenchDate(periodStart)} au ${frenchDate(periodEnd)}` }).filter({ hasText: 'Frais de service' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Émise');
    await expect(row).toContainText(/\d+,\d{2}\s€/);
    await expectAccessible(manager);

    const [download] = await Promise.all([manager.waitForEvent('download'), row.getByRole('button', { name: /^Télécharger le PDF de la facture / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^facture-.+\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  } finally {
    await managerContext.close();
  }
});
