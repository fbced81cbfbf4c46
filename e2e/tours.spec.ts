import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('a manager creates a tour, invites a member who accepts, and adds a seller', async ({ page, request, browser }) => {
  const owner = await createVerifiedManager(request, 'tour-owner');
  const guest = await createVerifiedManager(request, 'tour-guest');
  const tourName = `Tournée ${Date.now()}`;

  await page.goto('/dashboard/projects');
  await signInAs(page, owner.email, owner.password);
  await acceptTermsIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Tournées', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucune tournée pour l’instant')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByLabel('Date de début').fill('2027-03-01');
  await dialog.getByLabel('Date de fin').fill('2027-02-01');
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(dialog.getByText('La date de fin doit suivre la date de début')).toBeVisible();
  await dialog.getByLabel('Date de fin').fill('2027-05-31');
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();

  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  await expect(page.getByText('Votre rôle : Propriétaire')).toBeVisible();
  await page.getByRole('tab', { name: 'Équipe' }).click();
  await expectAccessible(page);
  await page.getByLabel('Adresse e-mail').fill(guest.email);
  await page.getByLabel('Rôle', { exact: true }).selectOption('projectManager');
  await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${guest.email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations en attente' }).getByRole('listitem').filter({ hasText: guest.email })).toContainText('Tour manager');

  await page.getByRole('tab', { name: 'Vendeurs' }).click();
  const sellerEmail = `seller-${Date.now()}@test.local`;
  await page.getByLabel('E-mail', { exact: true }).fill(sellerEmail);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByRole('button', { name: 'Ajouter le vendeur' }).click();
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toContainText('Mot de passe à choisir');
  await expectAccessible(page);

  // The guest reads the invitation e-mail and accepts it in their own browser.
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(guest.email)}`)).json()) as { text: string }[];
  const link = outbox[0]!.text.match(/(http\S+\/projects\/invitation\?token=[\w-]+)/)![1]!;
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(new URL(link).pathname + new URL(link).search);
  await guestPage.getByRole('link', { name: /Connectez-vous/ }).click();
  await signInAs(guestPage, guest.email, guest.password);
  await acceptTermsIfAsked(guestPage);
  await guestPage.getByRole('button', { name: 'Accepter l’invitation' }).click();
  await expect(guestPage.getByText(`Vous avez rejoint la tournée « ${tourName} ».`)).toBeVisible();
  await expectAccessible(guestPage);
  await guestPage.getByRole('link', { name: 'Ouvrir la tournée' }).click();
  await expect(guestPage.getByText('Votre rôle : Tour manager')).toBeVisible();
  await guestContext.close();

  await page.getByRole('tab', { name: 'Équipe' }).click();
  await page.reload();
  // Both test organisations are called Nina Productions; only the guest's role can be changed (not the owner's).
  await expect(page.getByRole('combobox', { name: 'Rôle de Nina Productions' })).toHaveValue('projectManager');
});
