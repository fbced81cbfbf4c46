import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/**
 * Issue #11's "done means" seen from both ends: a sale the demo seller makes on her tablet reaches the demo manager's
 * desktop by itself: the date's takings count it, the date's sales list it, and the stand's stock shows one unit less.
 * The balcony stand takes cards only; the register journey works at the main stand, so the two never race.
 */
const STAND = 'Stand balcon';
const EVENT = 'Nantes – Le Zénith';

/** A whole number as the page writes it (fr grouping with narrow no-break spaces). */
async function integerIn(locator: Locator): Promise<number> {
  return Number((await locator.innerText()).replace(/\s/g, ''));
}

function standSales(page: Page): Locator {
  return page.getByRole('region', { name: STAND }).getByRole('term').filter({ hasText: /^Ventes$/ }).locator('xpath=following-sibling::dd[1]');
}

/** The Tote bag's units at the balcony stand of today's date, read in the Stock tab's table. */
async function toteBagsAtStand(page: Page): Promise<number> {
  const table = page.getByRole('tabpanel', { name: 'Stock' }).getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Tote bag' }).first()).toBeVisible();
  const column = await table.locator('thead th').evaluateAll(
    (headers, wanted) => headers.findIndex((header) => header.textContent?.includes(wanted.stand) && header.textContent.includes(wanted.event)),
    { stand: STAND, event: EVENT },
  );
  expect(column, 'a column for the balcony stand of today').toBeGreaterThan(0);
  return integerIn(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Tote bag', exact: true }) }).first().locator('th, td').nth(column));
}

test('a card sale on the seller’s tablet shows in the manager’s takings, sales and stock without anyone telling her', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // The manager's desktop: the date's page, with its takings read again while the date runs.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/projects');
  await signInAs(page, 'manager@demo.test');
  await acceptTermsIfAsked(page);
  await page.getByRole('link', { name: 'Tournée Démo 2026' }).click();
  // The click returns before the tour's page has replaced the list: its address is read once it has.
  await expect(page).toHaveURL(/\/dashboard\/projects\/[\w-]+/);
  const tourUrl = page.url();
  await page.getByRole('tab', { name: 'Stock' }).click();
  const stockBefore = await toteBagsAtStand(page);
  await page.getByRole('tab', { name: 'Dates' }).click();
  await page.getByRole('link', { name: new RegExp(EVENT) }).first().click();
  await expect(page.getByRole('heading', { name: EVENT, level: 1 })).toBeVisible();
  await expect(standSales(page)).toBeVisible();
  const salesBefore = await integerIn(standSales(page));

  // The seller's tablet, in its own session: one tote bag by card, approved in the sandbox's "Mode test".
  const tablet = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const register = await tablet.newPage();
  await register.goto('/sellers');
  await signInAs(register, 'seller@demo.test');
  await register.getByRole('region', { name: 'Mes stands' }).getByRole('link', { name: `Ouvrir la caisse – ${STAND}, ${EVENT}` }).click();
  await expect(register.getByRole('heading', { name: `${STAND} – ${EVENT}`, level: 1 })).toBeVisible();
  const openingCount = register.getByRole('checkbox', { name: /J’ai compté le fonds de caisse/ });
  await expect(openingCount.or(register.getByRole('tab', { name: 'Vente', exact: true }))).toBeVisible();
  if (await openingCount.isVisible()) {
    await openingCount.check();
    await register.getByRole('button', { name: 'Ouvrir le stand' }).click();
  }
  await register.getByRole('button', { name: /^Tote bag,/ }).click();
  const basket = register.getByRole('region', { name: /Panier/ });
  await basket.getByRole('button', { name: 'Carte bancaire' }).click();
  await register.getByRole('button', { name: 'Paiement accepté' }).click();
  const sold = register.getByRole('heading', { name: /^Vente enregistrée – ticket n° \d+$/ });
  await expect(sold).toBeVisible();
  const ticket = (await sold.innerText()).match(/n° (\d+)/)![1]!;
  await tablet.close();

  // The manager's page counts it on its next reading (every 15 s while the date runs), with no reload.
  await expect.poll(() => integerIn(standSales(page)), { timeout: 40_000 }).toBe(salesBefore + 1);
  await expectAccessible(page);

  // The date's main action leads to its sales: the new ticket is there, and the list holds this date only.
  await page.getByRole('link', { name: 'Voir les ventes', exact: true }).click();
  await expect(page).toHaveURL(/tab=sales&eventId=/);
  const sales = page.getByRole('tabpanel', { name: 'Ventes' });
  // Tickets are numbered per stand's till: the balcony's ticket is found on its own row.
  const newSale = sales.getByRole('row').filter({ hasText: `${EVENT} · ${STAND}` }).filter({ has: page.getByRole('button', { name: `Ticket n° ${ticket}`, exact: true }) });
  await expect(newSale).toHaveCount(1);
  await expect(newSale).toContainText('Carte');
  await expect(sales.getByLabel('Date', { exact: true }).locator('option:checked')).toHaveText(EVENT);
  await expect(sales.getByRole('cell', { name: /Lille/ })).toHaveCount(0);
  await expectAccessible(page);

  // And the stand's stock is one tote bag lighter.
  await page.goto(tourUrl);
  await page.getByRole('tab', { name: 'Stock' }).click();
  await expect.poll(() => toteBagsAtStand(page)).toBe(stockBefore - 1);
});
