import { expect, test, type Route } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { createOfflineStand, expectServerTruth, goOffline, openRegisterOnline, pendingText, PRICE, sellOfflineInCash, standOrders, TABLET } from './support/offline-stand';

test.use({ viewport: TABLET });

const QUEUED = 6;

test('the network drops again while the outbox drains: when it returns, every sale arrives once', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const stand = await createOfflineStand(request, baseURL!, 'sync');
  const number = await openRegisterOnline(page, stand);

  // A rush with no network: six cash sales wait on the tablet.
  await goOffline(context, page);
  const receipts = Array.from({ length: QUEUED }, (_, index) => `${number}-${index + 1}`);
  for (const receipt of receipts) await sellOfflineInCash(page, receipt);
  await expect(page.getByTestId('register-pending')).toHaveText(pendingText(QUEUED));
  await expectAccessible(page);
  // Closing the stand now warns first, and keeps the sales.
  await page.getByRole('button', { name: 'Fermer le stand' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Fermer Stand du hall ?' });
  await expect(closeDialog.getByText(`${QUEUED} ventes faites hors ligne ne sont pas encore envoyées.`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await closeDialog.getByRole('button', { name: 'Laisser ouvert' }).click();
  await expect(closeDialog).toBeHidden();

  // The network comes back and the outbox drains, oldest first. The third sale reaches the server, but the network
  // drops again before its answer reaches the tablet: the worst moment, a sale recorded that the tablet still holds.
  let sent = 0;
  let held: (() => void) | null = null;
  const thirdArrived = new Promise<void>((resolve) => (held = resolve));
  await context.route('**/api/v1/orders-event', async (route: Route) => {
    sent += 1;
    if (sent !== 3) return route.continue();
    await route.fetch();
    held?.();
    await route.abort('internetdisconnected');
  });
  await context.setOffline(false);
  await thirdArrived;
  await context.setOffline(true);
  await expect(page.getByTestId('register-status').getByText('Hors ligne')).toBeVisible();
  // The server has the first three; the tablet, still offline, holds the last four (the third's answer was lost).
  await expect.poll(async () => (await standOrders(stand)).length).toBe(3);
  await expect(page.getByTestId('register-pending')).toHaveText(pendingText(QUEUED - 2));
  await expectAccessible(page);

  // The network is back for good: the third is answered again (its Idempotency-Key), never recorded twice.
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
  await expect(page.getByTestId('register-status').getByText('En ligne')).toBeVisible();
  await expect(page.getByTestId('register-pending')).toHaveText(pendingText(0), { timeout: 30_000 });
  await expectServerTruth(stand, receipts, { cashTaken: QUEUED * PRICE });
  await stand.api.dispose();
});
