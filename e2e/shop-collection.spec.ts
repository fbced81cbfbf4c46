import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumLaunch, E2E_PORT } from '../playwright.config';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { writeCameraVideo } from './support/fake-camera';
import { paidOrderOfAnotherEvent } from './support/shop-elsewhere';
import { signInAs, signInThroughApi } from './support/sign-in';

/**
 * Issue #13's "done means": a spectator buys from the demo date's shop on a phone, and the demo seller hands the
 * order over at the demo stand, after scanning its QR code with the tablet's camera (Chromium's fake camera playing
 * a video of that code). The seeded orders are found by number and by name.
 * Issue #22: the QR code carries the order's secret, which the scan sends; a seeded order handed over without it
 * (a lost phone) needs its number, name and e-mail, and shows as handed over by hand; another event's code is refused
 * at the stand with the catalogue's message; the bare order id hands nothing over.
 */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1280, height: 800 };
const video = path.join(os.tmpdir(), `merch-e2e-camera-${E2E_PORT}.y4m`);
writeCameraVideo(video, null);

// Shares the demo seller's main stand (its state, its stock, its drawer) with other journeys: never at the same time.
test.describe.configure({ lock: 'demo-main-stand' });

test.use({
  launchOptions: { ...chromiumLaunch, args: [...chromiumLaunch.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`] },
});

test('a spectator buys from the demo shop on a phone and collects at the demo stand: scanned, checked, handed over once', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  // The demo shop's address, as the demo manager shares it.
  const office = await browser.newContext({ baseURL });
  const managerToken = await signInThroughApi(office.request, 'manager@demo.test', 'client');
  const read = async (url: string) => (await office.request.get(`/api${url}`, { headers: { authorization: `Bearer ${managerToken}` } })).json();
  const tours = (await read('/v1/projects?limit=200')).data as { id: string; name: string }[];
  const demoTour = tours.find((tour) => tour.name === 'Tournée Démo 2026')!;
  const shop = ((await read(`/v1/shops?projectId=${demoTour.id}`)).data as { slug: string; status: string }[]).find((entry) => entry.status === 'opened')!;
  expect(shop).toBeTruthy();

  // The phone: a record, the checkout, the sandbox's payment, the confirmation.
  const phoneContext = await browser.newContext({ viewport: PHONE, baseURL });
  const phone = await phoneContext.newPage();
  await phone.goto(`/s/${shop.slug}`);
  await expect(phone.getByRole('heading', { name: 'Nantes – Le Zénith', level: 1 })).toBeVisible();
  await expect(phone.getByText('Au stand : Stand principal')).toBeVisible();
  const record = phone.getByTestId('shop-product').filter({ hasText: 'Vinyle « Nuits Blanches »' });
  await record.getByRole('button', { name: 'Ajouter au panier : Vinyle « Nuits Blanches »' }).click();
  await phone.getByRole('button', { name: /Voir le panier/ }).click();
  await phone.getByRole('region', { name: 'Votre panier' }).getByRole('link', { name: 'Commander' }).click();
  await phone.getByLabel('Nom').fill('Léa Dupont');
  await phone.getByLabel('Adresse e-mail').fill('lea.dupont@example.com');
  await phone.getByRole('checkbox', { name: /J’accepte les conditions de vente/ }).check();
  await phone.getByRole('button', { name: /Payer 30,00/ }).click();
  await phone.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(phone.getByText('Commande confirmée')).toBeVisible();
  const number = (await phone.getByTestId('order-number').textContent())!.replace(/\D/g, '');
  const orderId = new URL(phone.url()).pathname.split('/').pop()!;
  // What the phone's QR code holds: the order's id and its secret, as its confirmation reads them.
  const confirmation = await (await phoneContext.request.get(`/api/v1/shop-orders/${orderId}?token=${new URL(phone.url()).searchParams.get('token')}`)).json();
  const code = confirmation.order.collectionCode as string;
  expect(code).toMatch(new RegExp(`^merch-order:v2:${orderId}:`));
  // A spectator of another organiser's date, come to the wrong venue.
  const elsewhere = await paidOrderOfAnotherEvent(browser, baseURL);

  // The tablet at the main stand, its camera showing the spectator's QR code.
  writeCameraVideo(video, code);
  const tabletContext = await browser.newContext({ viewport: TABLET, baseURL, permissions: ['camera'] });
  const tablet = await tabletContext.newPage();
  await tablet.goto('/sellers');
  await signInAs(tablet, 'seller@demo.test');
  await tablet.getByRole('region', { name: 'Mes stands' }).getByRole('link', { name: 'Ouvrir la caisse – Stand principal, Nantes – Le Zénith' }).click();
  await expect(tablet.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();
  // Another journey may have closed the stand at the end of its day: open it again, as in the morning.
  const standId = new URL(tablet.url()).pathname.split('/').pop()!;
  if (!(await tablet.getByRole('button', { name: 'Fermer le stand' }).isVisible())) {
    await callApi(tablet, 'PATCH', `/v1/stands/${standId}`, { status: 'opened' });
    await tablet.reload();
  }
  await tablet.getByRole('tab', { name: /^Retraits \(\d+\)$/ }).click();
  await expect(tablet.getByRole('heading', { name: 'Commandes en ligne à remettre' })).toBeVisible();
  await expect(tablet.getByRole('article', { name: `Commande n° ${number}` })).toContainText('Léa Dupont');
  await expectAccessible(tablet);

  await tablet.getByRole('button', { name: 'Scanner le QR code' }).click();
  const scanner = tablet.getByRole('dialog', { name: 'Scanner le QR code de la commande' });
  const scanned = scanner.getByRole('article', { name: `Commande n° ${number}` });
  await expect(scanned).toContainText('1 × Vinyle « Nuits Blanches »', { timeout: 20_000 });
  await expectAccessible(tablet);
  await scanned.getByRole('button', { name: 'Remettre au client' }).click();
  const confirm = tablet.getByRole('dialog', { name: `Remettre la commande n° ${number} ?` });
  await expect(confirm).toContainText('Client : Léa Dupont');
  await confirm.getByRole('button', { name: 'Confirmer la remise' }).click();
  await expect(tablet.getByText(`Commande n° ${number} remise`)).toBeVisible();
  await expect(tablet.getByRole('article', { name: `Commande n° ${number}` })).toHaveCount(0);

  // Scanned again: the order shows as handed over, with nothing left to do.
  await tablet.getByRole('button', { name: 'Scanner le QR code' }).click();
  await expect(scanner.getByRole('article', { name: `Commande n° ${number}` })).toContainText(/Remise le .* au stand Stand principal/, { timeout: 20_000 });
  await expect(scanner.getByRole('article', { name: `Commande n° ${number}` })).toContainText('Sur présentation du QR code de la commande.');
  await expect(scanner.getByRole('button', { name: 'Remettre au client' })).toHaveCount(0);
  await scanner.getByRole('button', { name: 'Fermer' }).click();

  // Another event's code: refused at the stand, with the catalogue's words, and nothing to hand over.
  writeCameraVideo(video, elsewhere.collectionCode);
  await tablet.getByRole('button', { name: 'Scanner le QR code' }).click();
  await expect(scanner.getByRole('alert')).toContainText('Commande d’un autre événement', { timeout: 20_000 });
  await expect(scanner.getByRole('alert')).toContainText('elle ne se retire pas à ce stand');
  await expect(scanner.getByRole('article')).toHaveCount(0);
  await expectAccessible(tablet);
  await scanner.getByRole('button', { name: 'Fermer' }).click();

  // A seeded order, found by its number, made ready, then handed over by hand (its spectator lost their phone):
  // the number, the name and the e-mail address they give are checked; another, found by name.
  await tablet.getByLabel('Numéro de commande ou nom').fill('1');
  await tablet.getByRole('button', { name: 'Rechercher' }).click();
  const first = tablet.getByRole('article', { name: 'Commande n° 1' });
  await expect(first).toContainText('Camille Martin');
  await first.getByRole('button', { name: 'Marquer prête' }).click();
  await expect(first).toContainText('Prête');
  await first.getByRole('button', { name: 'Remettre au client' }).click();
  const manual = tablet.getByRole('dialog', { name: 'Remise sans QR code – commande n° 1' });
  await expect(manual).toContainText('1 × Vinyle « Nuits Blanches »');
  await manual.getByLabel('Numéro de commande').fill('1');
  await manual.getByLabel('Nom du client').fill('camille martin');
  await manual.getByLabel('Adresse e-mail de la commande').fill('camille@example.com');
  await manual.getByRole('button', { name: 'Vérifier et remettre' }).click();
  await expect(manual.getByRole('alert')).toHaveText('Ces informations ne sont pas celles de la commande : rien n’a été remis.');
  await expect(manual.getByText('Ce n’est pas l’adresse e-mail de la commande.')).toBeVisible();
  await expectAccessible(tablet);
  await manual.getByLabel('Adresse e-mail de la commande').fill('camille.martin@example.com');
  await manual.getByRole('button', { name: 'Vérifier et remettre' }).click();
  await expect(manual).toBeHidden();
  await expect(tablet.getByText('Aucune commande ne correspond à cette recherche.')).toBeVisible();
  await tablet.getByLabel('Numéro de commande ou nom').fill('bernard');
  await tablet.getByRole('button', { name: 'Rechercher' }).click();
  await expect(tablet.getByRole('article', { name: 'Commande n° 2' })).toContainText('Prête');

  // The handed-over ones, newest first; the same order from another tablet is refused.
  await tablet.getByLabel('Numéro de commande ou nom').fill('');
  await tablet.getByRole('button', { name: 'Rechercher' }).click();
  await tablet.getByRole('button', { name: 'Déjà remises' }).click();
  await expect(tablet.getByRole('article').first()).toHaveAccessibleName('Commande n° 1');
  await expect(tablet.getByRole('article', { name: 'Commande n° 1' })).toContainText('Remise manuelle, sans QR code : numéro, nom et adresse e-mail vérifiés.');
  await expect(tablet.getByRole('article', { name: `Commande n° ${number}` })).toContainText('Léa Dupont');
  await expectAccessible(tablet);
  // The bare order id hands nothing over; the same order with its secret, from another tablet, is handed over already.
  const session = await (await tablet.request.get('/api/auth/session')).json();
  const put = (data: unknown) =>
    tablet.request.put(`/api/v1/stands/${standId}/collections/${orderId}`, { headers: { authorization: `Bearer ${session.accessToken}`, 'Idempotency-Key': 'another-tablet' }, data });
  const bare = await put({ status: 'exchanged' });
  expect(bare.status()).toBe(400);
  expect((await bare.json()).errorCode).toBe('VALIDATION_ERRORS');
  const again = await put({ status: 'exchanged', proof: { method: 'scan', secret: code.split(':').at(-1) } });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('ORDER_ALREADY_HANDED_OVER');

  await Promise.all([office.close(), phoneContext.close(), tabletContext.close()]);
});
