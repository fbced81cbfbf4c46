import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { startedDateWithASale } from './support/closed-date';
import { chooseEventAction } from './support/event-actions';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

async function step(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectAccessible(page);
}

/**
 * Issue #14 in English: a new manager closes a one-stand date of their own (no commission), every step checked for
 * accessibility, and downloads the closing report. The date is set up through the API (support/closed-date.ts).
 */
test('in English, a manager closes a one-stand date step by step and downloads its closing report', async ({ page }) => {
  test.setTimeout(180_000);
  const manager = await createVerifiedManager(page.request, 'closing-english');
  await page.goto('/signin');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const { projectId, eventId, eventName } = await startedDateWithASale(page, { tour: 'Closing tour', event: 'Rennes – Le Liberté', stand: 'Hall stand', product: 'Tour T-shirt' });

  await page.goto(`/en/dashboard/event/projects/${projectId}/tour/${eventId}`);
  await chooseEventAction(page, 'Close the event', 'More actions');
  await expect(page.getByRole('heading', { level: 1, name: 'Event closing' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue', exact: true });

  await step(page, 'Fees');
  await expect(page.getByLabel('No commission')).toBeChecked();
  await next.click();

  await step(page, 'Change fund – Hall stand');
  await page.getByLabel('Yes, it is complete').check();
  await next.click();

  // 120 € of change fund and 50 € of sales: 170 € expected; the drawer is counted 5 € short.
  await step(page, 'Cash – Hall stand');
  for (const [label, count] of [['50,00 € notes', '3'], ['10,00 € notes', '1'], ['5,00 € notes', '1']] as const) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await field.fill(count);
    await field.press('Tab');
  }
  await expect(page.getByText('−5,00 € (short)')).toBeVisible();
  await next.click();

  await step(page, 'Card – Hall stand');
  await page.getByLabel('Terminal total').fill('0');
  await next.click();

  await step(page, 'Sales – Hall stand');
  await expect(page.getByRole('table', { name: 'Items sold – Hall stand' }).getByRole('row', { name: /Tour T-shirt/ })).toContainText('2');
  await next.click();

  await step(page, 'Inventory – Hall stand');
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Copy the expected quantities' }).click();
  await expect(page.getByText('No gap of more than 15%.')).toBeVisible();
  await next.click();

  await step(page, 'Summary');
  await expect(page.getByRole('table', { name: 'Accounts per stand' }).getByRole('row', { name: /Hall stand/ })).toContainText('−5,00 €');
  const anyway = page.getByRole('checkbox', { name: /^Close anyway/ });
  if (await anyway.isVisible()) await anyway.check();
  await page.getByRole('button', { name: 'Confirm the closing' }).click();
  await page.getByRole('dialog', { name: `Close ${eventName}?` }).getByRole('button', { name: 'Close the date' }).click();

  // The closing lands on its report: the same money, and a CSV to take away.
  await expect(page).toHaveURL(new RegExp(`/en/dashboard/event/projects/${projectId}/tour/${eventId}/settlement$`));
  await expect(page.getByText(`${eventName} is closed.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Closing report – ${eventName}` })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain('Tour T-shirt');
});
