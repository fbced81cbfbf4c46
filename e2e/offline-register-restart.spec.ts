import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { createOfflineStand, expectServerTruth, goOffline, openRegisterOnline, pendingText, PRICE, productButton, sellOfflineInCash, standOrders, TABLET } from './support/offline-stand';

/**
 * The tablet's browser, with a profile on disk that outlives it: what a restarted tablet finds again. Offline, it
 * has no network at all: the page says so (`offline`), and every request, its service worker's included, goes to a
 * proxy nobody listens on (Playwright's offline mode does not reach a worker that starts with the browser, whose
 * Background Sync would then send the sales behind the journey's back).
 */
async function launchTablet(userDataDir: string, baseURL: string, offline = false): Promise<{ browser: BrowserContext; page: Page }> {
  const args = offline ? [...chromiumLaunch.args, '--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=<-loopback>'] : chromiumLaunch.args;
  const browser = await chromium.launchPersistentContext(userDataDir, { ...chromiumLaunch, args, baseURL, viewport: TABLET, reducedMotion: 'reduce', offline });
  return { browser, page: browser.pages()[0] ?? (await browser.newPage()) };
}

test('the tablet restarts with no network: the register opens from the tablet, its queued sales still there, and all arrive once back online', async ({ request, baseURL }) => {
  // Three starts of a browser: more than the other journeys' time on a loaded machine.
  test.setTimeout(150_000);
  const stand = await createOfflineStand(request, baseURL!, 'restart');
  const userDataDir = test.info().outputPath('tablet-profile');

  // Opened online once, then the network drops and two sales wait on the tablet.
  let tablet = await launchTablet(userDataDir, baseURL!);
  const number = await openRegisterOnline(tablet.page, stand);
  await goOffline(tablet.browser, tablet.page);
  await sellOfflineInCash(tablet.page, `${number}-1`);
  await sellOfflineInCash(tablet.page, `${number}-2`);
  await expect(tablet.page.getByTestId('register-pending')).toHaveText(pendingText(2));
  await tablet.browser.close();

  // The browser starts again, still with no network: the register opens from the tablet, signed in, the sales kept.
  tablet = await launchTablet(userDataDir, baseURL!, true);
  const openedAt = Date.now();
  await tablet.page.goto(stand.path);
  await expect(tablet.page.getByRole('heading', { name: /^Stand du hall – Rennes – L’Étage/, level: 1 })).toBeVisible();
  await expect(productButton(tablet.page)).toBeVisible();
  test.info().annotations.push({ type: 'register opened offline after a browser restart (ms)', description: String(Date.now() - openedAt) });
  await expect(tablet.page.getByTestId('register-status').getByText('Hors ligne')).toBeVisible();
  await expect(tablet.page.getByTestId('register-pending')).toHaveText(pendingText(2));
  await expectAccessible(tablet.page);

  // Selling goes on, the receipt numbers after the ones given before the restart.
  await sellOfflineInCash(tablet.page, `${number}-3`);
  await expect(tablet.page.getByTestId('register-pending')).toHaveText(pendingText(3));
  await tablet.browser.close();
  // Nothing left the tablet meanwhile.
  expect(await standOrders(stand)).toHaveLength(0);

  // The network is back when the tablet starts again: the register sends the three, once each.
  tablet = await launchTablet(userDataDir, baseURL!);
  await tablet.page.goto(stand.path);
  await expect(tablet.page.getByTestId('register-status').getByText('En ligne')).toBeVisible();
  // The strip reads "none waiting" for the moment before it has read the outbox: the server's count is waited on.
  await expect.poll(async () => (await standOrders(stand)).length, { timeout: 30_000 }).toBe(3);
  await expect(tablet.page.getByTestId('register-pending')).toHaveText(pendingText(0));
  await tablet.browser.close();
  await expectServerTruth(stand, [`${number}-1`, `${number}-2`, `${number}-3`], { cashTaken: 3 * PRICE });
  await stand.api.dispose();
});
