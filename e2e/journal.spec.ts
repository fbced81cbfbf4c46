import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ArchiveView } from '../features/journal/types';
import { auditArchive, publishedPublicKey } from '../lib/journal/audit-archive';
import { expectAccessible } from './support/axe';
import { signInAs, signInThroughApi } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

// Shares the demo seller's main stand (its state, its stock, its drawer) with other journeys: never at the same time.
test.describe.configure({ lock: 'demo-main-stand' });

/** A 10-inch tablet held in landscape, as sellers use at the stand. */
test.use({ viewport: { width: 1280, height: 800 } });

/** An amount as lib/format.ts writes it (a no-break space before €). */
const money = (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s€`);

async function call<T>(request: APIRequestContext, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Today's main demo stand, opened if need be, with its day closed once first: what other journeys sold there goes into
 * that Z, so the Z this journey makes holds its own sale and refund only (the lock keeps them from selling meanwhile).
 */
async function freshDayAtDemoStand(page: Page): Promise<string> {
  const token = await signInThroughApi(page.request, 'seller@demo.test', 'seller');
  const events = await call<{ data: { id: string; name: string }[] }>(page.request, token, 'GET', '/v1/events?status[]=inProgress');
  const event = events.data.find((entry) => entry.name === 'Nantes – Le Zénith')!;
  const stands = await call<{ data: { id: string; name: string; status: string }[] }>(page.request, token, 'GET', `/v1/stands?eventId=${event.id}`);
  const stand = stands.data.find((entry) => entry.name === 'Stand principal')!;
  if (stand.status !== 'opened') await call(page.request, token, 'PATCH', `/v1/stands/${stand.id}`, { status: 'opened' });
  await call(page.request, token, 'POST', `/v1/stands/${stand.id}/closings`);
  return `/sellers/events/${event.id}/stands/${stand.id}`;
}

test('the seller trains, sells, refunds, reprints and closes the stand’s day; the manager finds the Z, its CSV, the FEC, the closed month’s archive and an intact journal', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto(await freshDayAtDemoStand(page));
  await expect(page.getByRole('heading', { name: 'Stand principal – Nantes – Le Zénith', level: 1 })).toBeVisible();

  // A new seller practises first: a training sale, marked and worth nothing, in no total (the Z below holds none).
  const basket = page.getByRole('region', { name: /Panier/ });
  const training = page.getByRole('button', { name: 'Mode formation' });
  await training.click();
  await expect(training).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('training-banner')).toBeVisible();
  await page.getByRole('button', { name: /^Casquette brodée,/ }).click();
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: 'Montant exact' }).click();
  await basket.getByRole('button', { name: /^Encaisser 20,00/ }).click();
  await expect(page.getByRole('heading', { name: /^Vente de formation n° \d+$/ })).toBeVisible();
  await expect(page.getByTestId('training-mark')).toHaveText('FORMATION – sans valeur');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();
  await training.click();
  await expect(training).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('training-banner')).toBeHidden();

  // A cash sale of a cap (20 €) and a tote bag (15 €).
  await page.getByRole('button', { name: /^Casquette brodée,/ }).click();
  await page.getByRole('button', { name: /^Tote bag,/ }).click();
  await expect(basket.getByTestId('basket-total')).toHaveText(money('35,00'));
  await basket.getByRole('button', { name: 'Espèces' }).click();
  await basket.getByRole('button', { name: /^Ajouter 50,00/ }).click();
  await basket.getByRole('button', { name: /^Encaisser 35,00/ }).click();
  const saved = page.getByRole('heading', { name: /^Vente enregistrée – ticket n° \d+$/ });
  await expect(saved).toBeVisible();
  const ticket = /(\d+)$/.exec((await saved.textContent())!)![1]!;
  // Kept on screen (a touch on its e-mail field), the receipt carries its journal mark; its reprint is a duplicate.
  await page.getByLabel('Envoyer le reçu par e-mail (facultatif)').click();
  await expect(page.getByText(/^Journal n° \d+ · [0-9A-F]{8}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Réimprimer le ticket' }).click();
  await expect(page.getByText('DUPLICATA n° 1')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).click();

  // The cap is refunded in cash from today's sales.
  await page.getByRole('tab', { name: 'Ventes du jour' }).click();
  const ticketButton = page.getByRole('button', { name: new RegExp(`^Ticket n° ${ticket} `) });
  const sale = page.getByRole('tabpanel', { name: 'Ventes du jour' }).getByRole('listitem').filter({ has: ticketButton });
  await expect(sale).toHaveCount(1);
  await sale.getByRole('button', { name: /^Ticket n°/ }).click();
  await sale.getByRole('button', { name: 'Rembourser' }).click();
  const refund = page.getByRole('dialog', { name: `Rembourser le ticket n° ${ticket}` });
  await refund.getByRole('button', { name: 'Ajouter 1 – À rembourser – Casquette brodée' }).click();
  await refund.getByRole('button', { name: /^Rembourser 20,00/ }).click();
  await expect(refund).toBeHidden();
  await expect(sale.getByText(/Remboursé : 20,00/)).toBeVisible();

  // The day closed from the report tab, after its confirm: the Z holds this sale and this refund only.
  await page.getByRole('tab', { name: /Rapport/ }).click();
  await page.getByRole('button', { name: 'Clôturer la journée (Z)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clôturer la journée de ce stand ?' });
  await expect(confirm.getByText(/elles iront dans le Z suivant/)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Clôturer la journée' }).click();
  const z = page.getByRole('region', { name: /^Z n° \d+ – journée du / });
  await expect(z).toBeVisible();
  const number = /^Z n° (\d+)/.exec((await z.getByRole('heading').textContent())!)![1]!;
  // Each figure is a term of the Z's list (its value beside it).
  const figure = (term: string) => z.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('..');
  await expect(figure('Ventes')).toContainText(/1 opération · 35,00\s€/);
  await expect(figure('Remboursements')).toContainText(/1 opération · 20,00\s€/);
  await expect(figure('Net \\(TTC\\)')).toContainText(money('15,00'));
  await expect(z.getByRole('row', { name: /^Espèces/ })).toContainText(/35,00\s€.*20,00\s€/);
  const fingerprint = (await figure('Empreinte').locator('dd').textContent())!;
  expect(fingerprint).toMatch(/^[0-9A-F]{8}$/);
  await expectAccessible(page);

  // The manager, in a session of her own, finds that Z among the organisation's.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true, reducedMotion: 'reduce' });
  const manager = await context.newPage();
  await manager.goto('/dashboard/journal');
  await signInAs(manager, 'manager@demo.test');
  await acceptTermsIfAsked(manager);
  await expect(manager.getByRole('heading', { name: 'Journal de caisse', level: 1 })).toBeVisible();
  const row = manager.getByRole('row').filter({ hasText: fingerprint });
  await expect(row).toContainText(`Z ${number}`);
  await expect(row).toContainText('Stand principal');
  await expect(row).toContainText(/35,00\s€.*20,00\s€.*15,00\s€/);
  await expectAccessible(manager);

  const [csv] = await Promise.all([manager.waitForEvent('download'), manager.getByRole('button', { name: 'Télécharger les Z (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^clotures-z.*\.csv$/);
  const csvLines = readFileSync((await csv.path())!, 'utf8').split(/\r?\n/);
  expect(csvLines.filter((line) => line.includes(fingerprint) && line.includes('Stand principal'))).toHaveLength(1);

  const [fec] = await Promise.all([manager.waitForEvent('download'), manager.getByRole('button', { name: 'Télécharger le FEC' }).click()]);
  expect(fec.suggestedFilename()).toMatch(/^\d{9}FEC\d{8}\.txt$/);
  const fecHeader = readFileSync((await fec.path())!, 'utf8').split('\r\n')[0]!.replace(/^\uFEFF/, '');
  expect(fecHeader.split('\t')).toEqual(['JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef', 'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise']);

  // The demo's past date closed its month (seed-demo-journal.ts): its signed archive, as an auditor receives it.
  const { accessToken } = (await (await manager.request.get('/api/auth/session')).json()) as { accessToken: string };
  const archives = await call<{ data: ArchiveView[] }>(manager.request, accessToken, 'GET', '/v1/journal/archives');
  const month = archives.data.find((archive) => archive.period === 'month')!;
  expect(month).toBeDefined();
  const [zip] = await Promise.all([manager.waitForEvent('download'), manager.getByRole('button', { name: `Télécharger l’archive ${month.key}` }).click()]);
  expect(zip.suggestedFilename()).toBe(`journal-month-${month.key}.zip`);
  const bytes = readFileSync((await zip.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const publicKeyPem = publishedPublicKey(readFileSync(path.resolve(__dirname, '../docs/journal-signing-keys.md'), 'utf8'), month.keyId)!;
  expect(auditArchive(new Uint8Array(bytes), { hash: month.hash, signature: month.signature, publicKeyPem })).toMatchObject({ intact: true, signatureChecked: true });

  await manager.getByRole('button', { name: 'Vérifier le journal' }).click();
  await expect(manager.getByText(/^Chaîne .*, intacte$/).first()).toBeVisible();
  await expect(manager.getByText(/rompue/)).toHaveCount(0);
  await context.close();
});
