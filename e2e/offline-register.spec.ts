import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/sign-in';

// Sells at the demo seller's main stand (its stock, its drawer): never at the same time as the other journeys there.
test.describe.configure({ lock: 'demo-main-stand' });

/** A 10-inch tablet held in landscape, as sellers use at the stand. */
test.use({ viewport: { width: 1280, height: 800 } });

/** The number the server gave this tablet on the stand, once the register has registered it (IndexedDB). */
async function deviceNumber(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('merch-register-outbox');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('devices')) return resolve(null);
          const read = db.transaction('devices').objectStore('devices').getAll();
          read.onsuccess = () => resolve((read.result as Array<{ number: number }>)[0]?.number ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );
}

async function sellOneCap(page: Page) {
  await page.getByRole('button', { name: /^Casquette brodée,/ }).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: 'Montant exact' }).click();
  await basket.getByRole('button', { name: /^Encaisser / }).click();
}

test('the register sells cash with no network, keeps selling after a reload, and every sale arrives once back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/sellers');
  await signInAs(page, 'seller@demo.test');
  await page.getByRole('region', { name: 'Mes stands' }).getByRole('link', { name: 'Ouvrir la caisse – Stand principal, Nantes – Le Zénith' }).click();
  await expect(page.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();
  // The demo may have left the stand closed: it is opened as in the morning, online.
  const open = page.getByRole('button', { name: 'Ouvrir le stand' });
  if (await open.isVisible()) {
    await page.getByRole('checkbox', { name: /J’ai compté le fonds de caisse/ }).check();
    await open.click();
  }
  await expect(page.getByRole('button', { name: /^Casquette brodée,/ })).toBeVisible();
  const status = page.getByTestId('register-status');
  await expect(status.getByText('En ligne')).toBeVisible();

  // Opened online: the service worker holds the register, and the tablet has its number on the stand.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await expect.poll(() => deviceNumber(page), { timeout: 20_000 }).not.toBeNull();
  const number = (await deviceNumber(page))!;
  // The catalogue and stock are read again through the worker, which keeps them for offline.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Casquette brodée,/ })).toBeVisible();

  // The network drops: two cash sales, each with its own offline receipt number.
  await context.setOffline(true);
  await expect(status.getByText('Hors ligne')).toBeVisible();
  await sellOneCap(page);
  await expect(page.getByRole('heading', { name: `Vente enregistrée – ticket n° ${number}-1` })).toBeVisible();
  await expect(page.getByText('Hors ligne, en attente d’envoi')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await sellOneCap(page);
  await expect(page.getByRole('heading', { name: `Vente enregistrée – ticket n° ${number}-2` })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await expect(page.getByTestId('register-pending')).toHaveText('2 ventes en attente d’envoi');

  // A reload with no network: the register opens from the tablet, still signed in, the sales still waiting.
  const reloadedAt = Date.now();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Casquette brodée,/ })).toBeVisible();
  test.info().annotations.push({ type: 'register opened offline from the cache (ms)', description: String(Date.now() - reloadedAt) });
  await expect(page.getByTestId('register-pending')).toHaveText('2 ventes en attente d’envoi');
  await page.getByRole('button', { name: /^Casquette brodée,/ }).click();
  const basket = page.getByRole('region', { name: /Panier/ });
  await expect(basket.getByText('Pas de réseau : le paiement par carte a besoin du réseau. Encaissez en espèces.')).toBeVisible();
  await expect(basket.getByRole('button', { name: 'Carte bancaire' })).toBeDisabled();
  await basket.getByRole('button', { name: 'Vider' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Vider/ }).click();

  // Another page needs the network, and says so.
  const other = await context.newPage();
  await other.goto('/dashboard').catch(() => {});
  await expect(other.getByRole('heading', { name: 'Pas de réseau' })).toBeVisible();
  await other.close();

  // The network is back: both sales arrive, the counter returns to 0, and today's sales show their receipts.
  await context.setOffline(false);
  await expect(status.getByText('En ligne')).toBeVisible();
  await expect(page.getByTestId('register-pending')).toHaveText('Aucune vente en attente', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Ventes du jour' }).click();
  await expect(page.getByText(`${number}-1`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(`${number}-2`, { exact: false }).first()).toBeVisible();
});
