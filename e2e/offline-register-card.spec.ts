import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { createOfflineStand, expectServerTruth, goOffline, openRegisterOnline, pendingText, PRICE, productButton, standOrders, TABLET } from './support/offline-stand';

test.use({ viewport: TABLET });

test('the network drops during a card payment: never paid until the provider says so, the seller takes cash, nothing is paid twice', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const stand = await createOfflineStand(request, baseURL!, 'card');
  const number = await openRegisterOnline(page, stand);

  // A bottle by card, online: the sale waits for the terminal, its units held.
  await productButton(page).click();
  await page.getByRole('region', { name: /Panier/ }).getByRole('button', { name: 'Carte bancaire' }).click();
  const cardScreen = page.getByRole('region', { name: 'Paiement par carte – ticket n° 1' });
  await expect(cardScreen.getByRole('button', { name: 'Paiement accepté' })).toBeEnabled();
  const [card] = await standOrders(stand);
  expect(card).toMatchObject({ status: 'inProgress', payments: [{ method: 'card', status: 'pending', amount: PRICE }] });

  // The network drops while the buyer holds the card: no answer can reach the server, and the screen says so.
  await goOffline(context, page);
  await expect(cardScreen.getByRole('alert')).toHaveText(/Pas de réseau : ce paiement par carte ne peut pas être confirmé/);
  await expect(cardScreen.getByRole('button', { name: 'Paiement accepté' })).toBeDisabled();
  await expect(cardScreen.getByRole('button', { name: 'Abandonner le paiement' })).toBeDisabled();
  await expectAccessible(page);

  // The seller takes cash instead: the basket comes back, paid in cash, kept on the tablet with its offline receipt.
  await cardScreen.getByRole('button', { name: 'Encaisser en espèces' }).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  await expect(basket.getByText('Gourde alu', { exact: true })).toBeVisible();
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: 'Montant exact' }).click();
  await basket.getByRole('button', { name: /^Encaisser / }).click();
  await expect(page.getByRole('heading', { name: `Vente enregistrée – ticket n° ${number}-1` })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await expect(page.getByTestId('register-pending')).toHaveText(pendingText(1));
  // Still offline: the card sale is not paid on the server, nor is the cash one there yet.
  expect(await standOrders(stand)).toMatchObject([{ id: card!.id, status: 'inProgress' }]);

  // The network is back: the cash sale arrives, the abandoned card payment is cancelled and its units given back.
  await context.setOffline(false);
  await expect(page.getByTestId('register-pending')).toHaveText(pendingText(0), { timeout: 30_000 });
  await expect.poll(async () => (await standOrders(stand)).find((order) => order.id === card!.id)?.status, { timeout: 20_000 }).toBe('canceled');
  // The terminal's late answer can no longer make it paid: the buyer paid once, in cash.
  const late = await stand.api.call('POST', `/v1/payments/${(await standOrders(stand)).find((order) => order.id === card!.id)!.payments[0]!.id}/sandbox-outcome`, { outcome: 'approve' }).catch((error: Error) => error.message);
  expect(late).toMatch(/answered 409.*PAYMENT_NOT_PENDING/);
  await expectServerTruth(stand, [`${number}-1`], { cashTaken: PRICE });
  await stand.api.dispose();
});
