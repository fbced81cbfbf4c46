import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

// Announcements are shared by every user of the run: each test tags its titles and deletes what it made.
// A banner for everyone (or a modal) would show in every other journey running meanwhile: these run alone.
test.describe.configure({ lock: '-exclusive-' });
const runTag = `e2e-${Date.now().toString(36)}`;
const VIEWPORT = { width: 1280, height: 900 };
const XSS = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">x</a>';

/** An admin session through next-auth's own endpoints, for the API calls around the journeys. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email: 'admin@demo.test', password: DEMO_PASSWORD, json: 'true' } });
  const session = await (await request.get('/api/auth/session')).json();
  if (!session?.accessToken) throw new Error('admin sign-in failed');
  return session.accessToken as string;
}

test.afterEach(async ({ request }) => {
  // Whatever happened above, nothing this file created survives it (the other journeys sign in as the demo manager).
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = await (await request.get(`/api/v1/announcements?q=${runTag}&limit=200`, { headers: auth })).json();
  for (const announcement of list.data ?? []) await request.delete(`/api/v1/announcements/${announcement.id}`, { headers: auth });
});

async function signInAsAdmin(page: Page, path: string): Promise<void> {
  await page.setViewportSize(VIEWPORT);
  await page.goto(path);
  await signInAs(page, 'admin@demo.test');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The demo manager in a browser of their own, terms accepted, so that only announcements can open a dialog later. */
async function managerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await signInAs(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptTermsIfAsked(page);
  return page;
}

/** Loads a page and waits for the display's question (`last`), so that "nothing shown" means something. */
async function gotoAndWaitForLast(page: Page, path: string) {
  const last = page.waitForResponse((response) => response.url().endsWith('/api/v1/announcements/last'));
  await page.goto(path);
  return last;
}

/** Publishing is confirmed in a dialog that says what goes to whom; the journey reads it, then confirms. */
async function confirmPublication(page: Page, title: string, says: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: `Publier « ${title} » ?` });
  await expect(dialog).toContainText(says);
  await dialog.getByRole('button', { name: 'Publier l’annonce' }).click();
}

async function createFromForm(page: Page, options: { type: 'Bandeau' | 'Fenêtre modale'; title: string; content: string; audiences: string[]; expiresAt?: string }) {
  await page.goto('/admin/announcements/new');
  await page.getByRole('radio', { name: new RegExp(`^${options.type}`) }).check();
  await page.getByLabel('Titre', { exact: true }).fill(options.title);
  await page.getByLabel('Contenu', { exact: true }).fill(options.content);
  for (const audience of options.audiences) await page.getByRole('checkbox', { name: audience, exact: true }).check();
  if (options.expiresAt) await page.getByLabel('Date d’expiration (facultatif)').fill(options.expiresAt);
}

test('the admin publishes a banner for everyone and a modal for Smart: the manager without a plan sees the banner only, closes it for good, and the admin tidies up', async ({ page, browser }) => {
  const manager = await managerPage(browser);
  const bannerTitle = `Maintenance ${runTag}`;
  const modalTitle = `Offre Smart ${runTag}`;

  await signInAsAdmin(page, '/admin/announcements');
  await expect(page.getByRole('heading', { name: 'Annonces', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // (a) The shared schema's messages, word for word, under the fields; nothing is sent.
  // The header's link (an empty list offers a second one).
  await page.getByRole('link', { name: 'Nouvelle annonce' }).first().click();
  await expect(page).toHaveURL(/\/admin\/announcements\/new$/);
  await page.getByLabel('Titre', { exact: true }).fill('ab');
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await expect(page.getByText('Le type est requis')).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toHaveAccessibleDescription('Le titre doit contenir au moins 3 caractères');
  await expect(page.getByText('Le contenu doit contenir au moins 3 caractères')).toBeVisible();
  await expectAccessible(page);

  await createFromForm(page, { type: 'Bandeau', title: bannerTitle, content: 'Le service sera interrompu dimanche.', audiences: ['Tous'], expiresAt: '2099-01-01T12:00' });
  const preview = page.getByTestId('announcement-preview');
  await expect(preview.getByTestId('announcement-banner')).toContainText(bannerTitle);
  await expect(preview.getByTestId('announcement-banner')).toContainText('Le service sera interrompu dimanche.');
  await page.screenshot({ path: test.info().outputPath('form-banner-preview.png'), fullPage: true });
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmPublication(page, bannerTitle, 'Le bandeau sera affiché à tous les utilisateurs, jusqu’au 1 janvier 2099 à 12:00.');
  await expect(page.getByText(`Annonce « ${bannerTitle} » publiée.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/announcements$/);

  await createFromForm(page, { type: 'Fenêtre modale', title: modalTitle, content: '<h2>Nouveau</h2><p>Le forfait <strong>Smart</strong> évolue.</p>', audiences: ['Smart'] });
  await expect(preview.getByRole('heading', { name: 'Nouveau' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmPublication(page, modalTitle, 'La fenêtre modale sera affichée aux abonnés Smart, sans date d’expiration.');
  await expect(page.getByText(`Annonce « ${modalTitle} » publiée.`)).toBeVisible();

  await page.getByLabel('Rechercher une annonce').fill(runTag);
  const bannerRow = page.getByRole('row', { name: new RegExp(bannerTitle) });
  const modalRow = page.getByRole('row', { name: new RegExp(modalTitle) });
  await expect(bannerRow).toContainText('Bandeau');
  await expect(bannerRow).toContainText('Tous');
  await expect(bannerRow).toContainText('Publiée');
  await expect(bannerRow).toContainText('01/01/2099 12:00');
  await expect(modalRow).toContainText('Fenêtre modale');
  await expect(modalRow).toContainText('Smart');
  await page.screenshot({ path: test.info().outputPath('admin-list.png'), fullPage: true });
  await expectAccessible(page);

  // The edit form starts from the saved values (the expiry back in Paris time) and keeps the publication.
  await bannerRow.getByRole('link', { name: /Modifier/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifier l’annonce', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(bannerTitle);
  await expect(page.getByLabel('Date d’expiration (facultatif)')).toHaveValue('2099-01-01T12:00');
  await expect(page.getByRole('radio', { name: /^Bandeau/ })).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Nombre d’intervalles (facultatif)').fill('0');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Saisissez un nombre entier entre 1 et 1000')).toBeVisible();
  await page.getByLabel('Nombre d’intervalles (facultatif)').fill('');
  await page.getByLabel('Contenu', { exact: true }).fill('Le service sera interrompu dimanche de 2 h à 4 h.');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText(`Annonce « ${bannerTitle} » enregistrée.`)).toBeVisible();
  await page.getByLabel('Rechercher une annonce').fill(runTag);
  await expect(bannerRow).toContainText('Publiée');

  // (b) The manager's organisation has no plan: the banner for everyone, never the modal for Smart.
  await gotoAndWaitForLast(manager, '/dashboard');
  const banner = manager.getByRole('region', { name: 'Annonce' });
  await expect(banner).toContainText(bannerTitle);
  await expect(banner).toContainText('Le service sera interrompu dimanche de 2 h à 4 h.');
  await expect(manager.getByRole('dialog')).toHaveCount(0);
  await manager.screenshot({ path: test.info().outputPath('manager-banner.png') });
  await expectAccessible(manager);

  // Closing hides it before the server has even answered.
  let answerDismiss!: () => void;
  const dismissHeld = new Promise<void>((resolve) => (answerDismiss = resolve));
  await manager.route('**/api/v1/announcements/*/dismiss', async (route) => {
    await dismissHeld;
    await route.continue();
  });
  const dismissed = manager.waitForResponse((response) => response.url().endsWith('/dismiss'));
  await banner.getByRole('button', { name: 'Fermer' }).click();
  await expect(manager.getByText(bannerTitle)).toHaveCount(0);
  answerDismiss();
  expect((await dismissed).status()).toBe(204);

  expect((await gotoAndWaitForLast(manager, '/dashboard')).ok()).toBe(true);
  await expect(manager.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  await expect(manager.getByText(bannerTitle)).toHaveCount(0);
  await expect(manager.getByRole('dialog', { name: modalTitle })).toHaveCount(0);
  await expect(manager.getByText(modalTitle)).toHaveCount(0);

  // (c) The admin is never shown an announcement, and the API has none for them.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bonjour/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annonce' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const session = await (await page.request.get('/api/auth/session')).json();
  const last = await page.request.get('/api/v1/announcements/last', { headers: { Authorization: `Bearer ${session.accessToken}` } });
  expect(last.status()).toBe(204);

  // (e) Unpublished, then deleted after confirmation, from the list.
  await page.goto('/admin/announcements');
  await page.getByLabel('Rechercher une annonce').fill(runTag);
  await bannerRow.getByRole('button', { name: /Dépublier/ }).click();
  await expect(page.getByText(`Annonce « ${bannerTitle} » dépubliée : elle n’est plus affichée.`)).toBeVisible();
  await expect(bannerRow).toContainText('Brouillon');
  await expect(bannerRow.getByRole('button', { name: /^Publier/ })).toBeVisible();
  for (const [row, title] of [[bannerRow, bannerTitle], [modalRow, modalTitle]] as const) {
    await row.getByRole('button', { name: /Supprimer/ }).click();
    const confirm = page.getByRole('dialog', { name: `Supprimer « ${title} » ?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Supprimer l’annonce' }).click();
    await expect(page.getByText(`Annonce « ${title} » supprimée.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByText('Aucune annonce ne correspond à ces filtres.')).toBeVisible();
  await manager.context().close();
});

test('a modal whose HTML carries a script, an event handler and a javascript: link shows to the manager with none of them', async ({ page, browser }) => {
  const manager = await managerPage(browser);
  const title = `Modale piégée ${runTag}`;

  await signInAsAdmin(page, '/admin/announcements/new');
  // Long enough for the form, empty once the server has cleaned it: its refusal lands under the field.
  await createFromForm(page, { type: 'Fenêtre modale', title, content: '<script>window.__pwned=1</script>', audiences: ['Tous'] });
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmPublication(page, title, 'à tous les utilisateurs');
  await expect(page.getByLabel('Contenu', { exact: true })).toHaveAccessibleDescription(/Le contenu doit contenir au moins 3 caractères/);
  await expect(page).toHaveURL(/\/admin\/announcements\/new$/);

  await page.getByLabel('Contenu', { exact: true }).fill(`<h2>Bonjour</h2><p>Lisez ceci.</p>${XSS}`);
  // The preview shows the allowed part and runs none of the rest, on the admin's page either.
  const preview = page.getByTestId('announcement-preview');
  await expect(preview.getByRole('heading', { name: 'Bonjour' })).toBeVisible();
  await expect(preview.getByText('Aperçu approché')).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath('form-modal-preview.png'), fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmPublication(page, title, 'à tous les utilisateurs');
  await expect(page.getByText(`Annonce « ${title} » publiée.`)).toBeVisible();

  await gotoAndWaitForLast(manager, '/dashboard');
  const dialog = manager.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Bonjour' })).toBeVisible();
  await expect(dialog).toContainText('Lisez ceci.');
  const html = await dialog.innerHTML();
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toMatch(/javascript:/i);
  const hrefs = await dialog.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).not.toMatch(/^\s*javascript:/i);
  expect(await manager.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await manager.screenshot({ path: test.info().outputPath('manager-modal.png') });
  await expectAccessible(manager);

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(manager.getByRole('dialog', { name: title })).toHaveCount(0);
  expect(await manager.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await manager.context().close();
});
