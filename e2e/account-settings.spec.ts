import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { tinyPng } from './support/png';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/** Users who have not accepted the current terms get a modal on /dashboard paths; accept it when it shows. */

async function openAccountSettingsAs(page: Page, email: string, password?: string): Promise<void> {
  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/signin/);
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Paramètres du compte', level: 1 })).toBeVisible();
}

test('a new organisation without branding yet opens its settings without a failed request or a console error', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'no-branding');
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await openAccountSettingsAs(page, manager.email, manager.password);
  await expect(page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Ville')).toHaveValue('Nantes');
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test('the manager edits the organisation’s city, and the change survives a reload', async ({ page }) => {
  await openAccountSettingsAs(page, 'manager@demo.test');
  const organisation = page.getByRole('region', { name: 'Organisation', exact: true });
  const city = organisation.getByLabel('Ville');
  await expect(city).toHaveValue('Paris');
  await expect(organisation.getByLabel('Pays')).toHaveValue('FR');
  await expect(organisation.getByLabel('Forme juridique')).toHaveValue('SAS');
  await expectAccessible(page);

  // A field the shared schema refuses is reported under it, and nothing is sent.
  await organisation.getByLabel('Code postal').fill('!!');
  await organisation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(organisation.getByLabel('Code postal')).toHaveAccessibleDescription('Saisissez un code postal valide.');
  await organisation.getByLabel('Code postal').fill('69002');

  await city.fill('Lyon');
  await organisation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le profil de l’organisation a été enregistré.')).toBeVisible();

  await page.reload();
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Ville')).toHaveValue('Lyon');
  await expect(page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Code postal')).toHaveValue('69002');

  // Put the demo organisation back as it was for the journeys that follow.
  await page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Ville').fill('Paris');
  await page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Code postal').fill('75011');
  await page.getByRole('region', { name: 'Organisation', exact: true }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le profil de l’organisation a été enregistré.').first()).toBeVisible();
});

test('the manager uploads a logo and changes the primary colour: the preview follows at once, and both are kept once saved', async ({ page }) => {
  await openAccountSettingsAs(page, 'manager@demo.test');
  await page.getByRole('tab', { name: 'Image de marque' }).click();
  const header = page.getByTestId('preview-header');
  const previewButton = page.getByTestId('preview-button');
  await expect(header).toHaveCSS('background-color', 'rgb(67, 56, 202)');
  await expect(page.getByTestId('preview-logo')).toHaveCount(0);
  await expectAccessible(page);

  // A file that only claims to be a PNG is refused by the API with its catalogue message.
  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Ceci est un simple fichier texte, pas une image.\n') });
  await expect(page.getByTestId('logo-error')).toContainText(/Type de fichier non pris en charge|Format d’image non reconnu/);
  // More than 2 MB is refused before anything is sent.
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByTestId('logo-error')).toContainText('Image trop volumineuse');

  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Logo importé. Enregistrez pour le publier.')).toBeVisible();
  await expect(page.getByTestId('logo-error')).toHaveCount(0);
  await expect(page.getByTestId('preview-logo')).toBeVisible();

  // The preview changes before anything is saved; a colour white text cannot be read on gets a warning.
  const primaryHex = page.getByLabel('Code hexadécimal – Couleur principale');
  await primaryHex.fill('#ffd84d');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 216, 77)');
  await expect(page.getByTestId('contrast-warning')).toContainText('Contraste insuffisant');
  await primaryHex.fill('#0f766e');
  await expect(header).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(previewButton).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await expect(page.getByText('Modifications non enregistrées.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer l’image de marque' }).click();
  await expect(page.getByText('Image de marque enregistrée.')).toBeVisible();

  await page.reload();
  await acceptTermsIfAsked(page);
  await page.getByRole('tab', { name: 'Image de marque' }).click();
  await expect(page.getByLabel('Code hexadécimal – Couleur principale')).toHaveValue('#0f766e');
  await expect(page.getByTestId('preview-header')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  const savedLogo = page.getByTestId('logo-thumbnail');
  await expect(savedLogo).toHaveAttribute('src', /\/api\/v1\/images\/[0-9a-f-]{36}$/);
  await expect.poll(() => savedLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
  await expect(page.getByTestId('preview-logo')).toBeVisible();
});

test.describe('the admin suspends and reactivates a client', () => {
  test('found by search, suspended after confirmation, then reactivated', async ({ page, request }) => {
    // An organisation of its own: suspending the demo one would sign out every journey that uses it.
    const client = `Suspendue ${Date.now()}`;
    await createVerifiedManager(request, 'suspended', client);
    await page.goto('/admin/clients');
    await signInAs(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin\/clients$/);
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByTestId('clients-count')).toHaveText(/^\d+ clients?$/);
    await expectAccessible(page);

    await page.getByLabel('Rechercher un client').fill('zzz-personne');
    await expect(page.getByText('Aucun client ne correspond à votre recherche.')).toBeVisible();
    await expect(page.getByTestId('clients-count')).toHaveText('Aucun client');
    await expectAccessible(page);

    await page.getByLabel('Rechercher un client').fill(client);
    const row = page.getByRole('row', { name: new RegExp(client) });
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
    await expect(page.getByTestId('clients-count')).toHaveText('1 client');
    await expect(row).toContainText('Nantes');
    await expect(row).toContainText('France');
    await expect(row).toContainText('Actif');

    // Escape closes the dialog without changing anything, and focus goes back to the row's button.
    const suspend = row.getByRole('button', { name: `Suspendre ${client}` });
    await suspend.click();
    const suspendDialog = page.getByRole('dialog', { name: `Suspendre ${client} ?` });
    await expect(suspendDialog).toBeVisible();
    await expect(suspendDialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(suspendDialog).toBeHidden();
    await expect(suspend).toBeFocused();
    await expect(row).toContainText('Actif');

    await suspend.click();
    await suspendDialog.getByRole('button', { name: 'Suspendre l’organisation' }).click();
    await expect(page.getByText(`Client « ${client} » suspendu.`)).toBeVisible();
    await expect(suspendDialog).toBeHidden();
    await expect(row).toContainText('Suspendu');

    // The status filter: the suspended client is not among the active ones.
    await page.getByLabel('Statut').selectOption('active');
    await expect(page.getByText('Aucun client ne correspond à votre recherche.')).toBeVisible();
    await page.getByLabel('Statut').selectOption('suspended');
    await expect(row).toContainText('Suspendu');

    await row.getByRole('button', { name: `Réactiver ${client}` }).click();
    const reactivateDialog = page.getByRole('dialog', { name: `Réactiver ${client} ?` });
    await reactivateDialog.getByRole('button', { name: 'Réactiver l’organisation' }).click();
    await expect(page.getByText(`Client « ${client} » réactivé.`)).toBeVisible();
    await page.getByLabel('Statut').selectOption('all');
    await expect(row).toContainText('Actif');
  });
});

test('a wrong current password is reported under its field, and the user stays signed in', async ({ page }) => {
  await openAccountSettingsAs(page, 'manager@demo.test');
  await page.getByRole('tab', { name: 'Mot de passe' }).click();
  const rules = page.locator('li[data-rule]');
  await expect(rules).toHaveCount(5);
  await expect(page.locator('li[data-rule="uppercase"]')).toHaveAttribute('data-met', 'false');
  await expectAccessible(page);

  // The checklist follows the typing.
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau');
  await expect(page.locator('li[data-rule="lowercase"]')).toHaveAttribute('data-met', 'true');
  await expect(page.locator('li[data-rule="digit"]')).toHaveAttribute('data-met', 'false');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-2025!');
  await expect(page.locator('li[data-rule][data-met="false"]')).toHaveCount(0);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Nouveau-2026!');
  await page.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1!');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByLabel('Confirmation du nouveau mot de passe')).toHaveAccessibleDescription('Les deux mots de passe ne correspondent pas.');

  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Nouveau-2025!');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByLabel('Mot de passe actuel')).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
  await expect(page.getByLabel('Mot de passe actuel')).toBeFocused();

  // The refusal (403 BAD_CREDENTIALS) did not end the session; the open section is in the address.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/account\?tab=password$/);
  await expect(page.getByRole('tab', { name: 'Mot de passe' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Mot de passe actuel')).toBeVisible();
});

test('a password change keeps this session signed in and signs the others out', async ({ page, browser, request }) => {
  const email = `password-${randomUUID()}@test.local`;
  const oldPassword = 'Tour-2024-Paris!';
  const newPassword = 'Encore-2025-Lyon!';
  const signUp = await request.post('/api/v1/clients', {
    data: {
      email,
      password: oldPassword,
      firstName: 'Inès',
      lastName: 'Durand',
      companyName: 'Tournée Test',
      legalForm: 'SARL',
      phone: '+33 4 72 00 00 00',
      addressLine1: '3 quai du Rhône',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
      isProfessional: true,
      acceptTerms: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const mails = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`).then((response) => response.json());
  const token = /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mails[0].text)?.[1];
  expect(token).toBeTruthy();
  expect((await request.post('/api/v1/verify-email', { data: { token: decodeURIComponent(token!) } })).ok()).toBe(true);

  // Another browser, signed in before the change.
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await openAccountSettingsAs(otherPage, email, oldPassword);

  await openAccountSettingsAs(page, email, oldPassword);
  await page.getByRole('tab', { name: 'Mot de passe' }).click();
  await page.getByLabel('Mot de passe actuel').fill(oldPassword);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié. Vos autres sessions ont été déconnectées.')).toBeVisible();
  await expect(page.getByLabel('Mot de passe actuel')).toHaveValue('');

  // This session still works, API calls included.
  await page.reload();
  await page.getByRole('tab', { name: 'Profil de l’organisation' }).click();
  await expect(page.getByRole('region', { name: 'Organisation', exact: true }).getByLabel('Raison sociale')).toHaveValue('Tournée Test');
  await expect(page).toHaveURL(/\/dashboard\/account$/);

  // The other browser is signed out at its next call.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/signin/);
  await otherContext.close();
});
