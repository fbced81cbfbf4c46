import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';

// Shares the demo seller's main stand (its state, its stock, its drawer) with other journeys: never at the same time.
test.describe.configure({ lock: 'demo-main-stand' });

/** A 10-inch tablet held in landscape, as sellers use at the stand. */
test.use({ viewport: { width: 1280, height: 800 } });

/** An amount as lib/format.ts writes it (a no-break space before €). */
const money = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);

async function pickTshirt(page: Page) {
  await page.getByRole('button', { name: /^T-shirt Logo Tournée,/ }).click();
  const picker = page.getByRole('dialog', { name: 'T-shirt Logo Tournée : choisir' });
  await expect(picker).toBeVisible();
  return picker;
}

test('the demo seller runs the register of her stand: opening, cash and card sales, receipt, refund, cash count, closing', async ({ page }) => {
  // A whole day at the till, with an accessibility check on every screen.
  test.setTimeout(240_000);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });

  // The sellers home: her stands by date, today's first; another date's stands are shown with why they are shut.
  await page.goto('/sellers');
  await signInAs(page, 'seller@demo.test');
  const home = page.getByRole('region', { name: 'Mes stands' });
  await expect(home.getByRole('heading', { name: 'Aujourd’hui' })).toBeVisible();
  await expect(home.getByRole('heading', { name: 'À venir' })).toBeVisible();
  await expect(home.getByText(/La date n’a pas commencé/).first()).toBeVisible();
  await expect(home.getByText(/articles en stock/).first()).toBeVisible();
  await expectAccessible(page);
  await home.getByRole('link', { name: 'Ouvrir la caisse – Stand principal, Nantes – Le Zénith' }).click();

  // The demo opened today's stands and sold there already: the stand is closed first, to be opened as in the morning.
  await expect(page.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();
  const openedAlready = page.getByRole('button', { name: 'Fermer le stand' });
  if (await openedAlready.isVisible()) {
    await openedAlready.click();
    await page.getByRole('dialog', { name: 'Fermer Stand principal ?' }).getByRole('button', { name: 'Fermer le stand' }).click();
    // A closed stand lands on its Z; its first tab opens it again.
    await expect(page.getByRole('heading', { name: 'Rapport de fin de service (Z)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Ouverture' }).click();
  }

  // Opening: the change fund is counted and confirmed before the first sale.
  await expect(page.getByRole('heading', { name: 'Ouvrir le stand' })).toBeVisible();
  await expect(page.getByTestId('change-fund')).toHaveText(money('150,00'));
  await expectAccessible(page);
  const open = page.getByRole('button', { name: 'Ouvrir le stand' });
  await expect(open).toBeDisabled();
  await page.getByRole('checkbox', { name: /J’ai compté le fonds de caisse/ }).check();
  await open.click();

  // A cash sale: a cap, and a T-shirt picked by size and colour; the change to give is shown.
  await expect(page.getByRole('tab', { name: 'Vente', selected: true })).toBeVisible();
  await page.getByRole('button', { name: /^Casquette brodée,/ }).click();
  const picker = await pickTshirt(page);
  await expectAccessible(page);
  await picker.getByRole('button', { name: /^Noir \/ M – \d+ restants/ }).click();
  await expect(picker.getByRole('button', { name: /^Noir \/ M – .*1 au panier$/ })).toBeVisible();
  await picker.getByRole('button', { name: 'Terminé' }).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  await expect(basket.getByTestId('basket-total')).toHaveText(money('45,00'));
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: /^Ajouter 50,00/ }).click();
  await expect(basket.getByTestId('change-due')).toHaveText(money('5,00'));
  await expectAccessible(page);
  await basket.getByRole('button', { name: /^Encaisser 45,00/ }).click();
  await expect(page.getByRole('heading', { name: /^Vente enregistrée – ticket n° \d+$/ })).toBeVisible();
  await expect(page.getByText('Monnaie à rendre')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code du reçu/ })).toBeVisible();
  // The receipt would give way to a new sale by itself; a touch on its e-mail field keeps it while the customer types.
  await expect(page.getByRole('timer')).toHaveText(/^Nouvelle vente dans \d secondes?$/);
  await page.getByLabel('Envoyer le reçu par e-mail (facultatif)').click();
  await expect(page.getByRole('timer')).toHaveText(/^Le reçu reste affiché/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();

  // A card sale: the basket survives a reload, the amount goes to the sandbox terminal, approved in "Mode test".
  await page.getByRole('button', { name: /^Tote bag,/ }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: /Panier/ }).getByText('Tote bag', { exact: true })).toBeVisible();
  await page.getByRole('region', { name: /Panier/ }).getByRole('button', { name: 'Carte bancaire' }).click();
  await expect(page.getByText('Montant envoyé au terminal')).toBeVisible();
  await expect(page.getByText('En attente du paiement sur le terminal…')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mode test' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Paiement accepté' }).click();
  await expect(page.getByRole('heading', { name: /^Vente enregistrée – ticket n° \d+$/ })).toBeVisible();
  await expect(page.getByText(/15,00\s€ payés par carte/)).toBeVisible();
  const qr = page.getByRole('img', { name: /^QR code du reçu/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('data-url')).toMatch(/^http:\/\/localhost:\d+\/receipts\/[0-9a-f-]{36}\?token=[\w-]+$/);
  // Untouched, the receipt goes back to a new sale by itself (after 8 s), with an empty basket.
  await expect(page.getByRole('region', { name: /Panier/ }).getByText('Touchez un produit pour l’ajouter.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Nouvelle vente' })).toBeHidden();

  // Today's sales: the cash sale is found and one cap is refunded in cash.
  await page.getByRole('tab', { name: 'Ventes du jour' }).click();
  const sales = page.getByRole('tabpanel', { name: 'Ventes du jour' });
  const cashSale = sales.getByRole('listitem').filter({ hasText: 'Espèces' }).filter({ hasText: /45,00/ });
  await expect(cashSale).toHaveCount(1);
  await expect(sales.getByRole('listitem').filter({ hasText: 'Carte' }).filter({ hasText: /15,00/ })).toHaveCount(1);
  await expectAccessible(page);
  await cashSale.getByRole('button', { name: /^Ticket n°/ }).click();
  await cashSale.getByRole('button', { name: 'Rembourser' }).click();
  const refund = page.getByRole('dialog', { name: /^Rembourser le ticket n° \d+$/ });
  await refund.getByRole('button', { name: 'Ajouter 1 – À rembourser – Casquette brodée' }).click();
  await expect(refund.getByText(/Montant remboursé : 20,00/)).toBeVisible();
  await expectAccessible(page);
  await refund.getByRole('button', { name: /^Rembourser 20,00/ }).click();
  await expect(refund).toBeHidden();
  await expect(cashSale.getByText(/Remboursé : 20,00/)).toBeVisible();

  // The cash count by denomination, beside what the drawer should hold (the fund, today's cash sales, less refunds).
  await page.getByRole('tab', { name: 'Comptage de caisse' }).click();
  const count = page.getByRole('tabpanel', { name: 'Comptage de caisse' });
  await count.getByLabel(/^Billets de 100,00/).fill('1');
  await count.getByLabel(/^Billets de 50,00/).fill('1');
  await count.getByLabel(/^Billets de 20,00/).fill('1');
  await count.getByRole('button', { name: /^Ajouter 1 – Billets de 5,00/ }).click();
  await expect(count.getByTestId('cash-total')).toHaveText(money('175,00'));
  await expect(count.getByText(/^Attendu/).locator('..')).toContainText(/\d,\d\d\s€/);
  await expect(count.getByText('Écart')).toBeVisible();
  await expectAccessible(page);
  await count.getByRole('button', { name: 'Enregistrer le comptage' }).click();
  await expect(count.getByText(/^Dernier comptage :/)).toContainText(/175,00/);

  // Closing at the end of the day.
  await page.getByRole('button', { name: 'Fermer le stand' }).click();
  const closing = page.getByRole('dialog', { name: 'Fermer Stand principal ?' });
  await expectAccessible(page);
  await closing.getByRole('button', { name: 'Fermer le stand' }).click();

  // Closed, the day stays readable: the register lands on the stand's Z, which is printed or sent by e-mail.
  const report = page.getByRole('tabpanel', { name: 'Rapport Z' });
  await expect(report.getByRole('heading', { name: 'Rapport de fin de service (Z)' })).toBeVisible();
  await expect(report.getByRole('table', { name: 'Recettes du stand par moyen de paiement' }).getByRole('row', { name: /^Espèces aux stands/ })).toBeVisible();
  await expect(report.getByText(/^Espèces comptées \(comptage du/).locator('..')).toContainText(/175,00/);
  await expect(report.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expectAccessible(page);
  await report.getByLabel('Autre adresse e-mail (facultatif)').fill('compta@demo.test');
  await report.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(/^Rapport envoyé à .*compta@demo\.test/)).toBeVisible();
  await page.getByRole('tab', { name: 'Ventes du jour' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Ventes du jour' }).getByRole('listitem').filter({ hasText: /45,00/ }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Ouverture' }).click();
  await expect(page.getByRole('heading', { name: 'Ouvrir le stand' })).toBeVisible();

  // The same register in English.
  await page.goto(`/en${new URL(page.url()).pathname}`);
  await expect(page.getByRole('heading', { name: 'Open the stand' })).toBeVisible();
  await expectAccessible(page);
  expect(missing).toEqual([]);
});
