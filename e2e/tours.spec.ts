import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { sellerInvitationPath, SELLER_PASSWORD } from './support/sellers';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

test('a manager creates a tour, invites a member who accepts, and invites two sellers who join once they accept', async ({ page, request, browser }) => {
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
  // The guest is invited again below, as a seller, with the same words: this toast must be gone first, or both match.
  await expect(page.getByText(`Invitation envoyée à ${guest.email}.`)).toBeHidden({ timeout: 15_000 });

  // Two sellers are invited: an address without an account, and the guest's (a manager, who can sell too).
  await page.getByRole('tab', { name: 'Vendeurs' }).click();
  const sellerEmail = `seller-${Date.now()}@test.local`;
  await page.getByLabel('E-mail', { exact: true }).fill(sellerEmail);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByRole('button', { name: 'Inviter le vendeur' }).click();
  await expect(page.getByText(`Invitation envoyée à ${sellerEmail}.`)).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(guest.email);
  await page.getByRole('button', { name: 'Inviter le vendeur' }).click();
  await expect(page.getByText(`Invitation envoyée à ${guest.email}.`)).toBeVisible();
  // Invited is not joined: both wait in their own list, with the date sent and the means to send again or cancel.
  const joinedSellers = page.getByRole('region', { name: 'Vendeurs de la tournée' });
  const invitedSellers = page.getByRole('region', { name: 'Vendeurs invités' });
  await expect(joinedSellers.getByText('Aucun vendeur pour l’instant.')).toBeVisible();
  await expect(invitedSellers.getByRole('row').filter({ hasText: sellerEmail })).toContainText('jusqu’au');
  await expect(invitedSellers.getByRole('row').filter({ hasText: guest.email })).toBeVisible();
  await invitedSellers.getByRole('button', { name: `Actions pour l’invitation de ${sellerEmail}` }).click();
  await page.getByRole('menuitem', { name: 'Renvoyer l’invitation' }).click();
  await expect(page.getByText(`L’invitation vient d’être envoyée à ${sellerEmail} : vous pourrez la renvoyer dans une minute.`)).toBeVisible();
  await expectAccessible(page);

  // The guest reads the invitation e-mail and accepts it in their own browser.
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(guest.email)}`)).json()) as { text: string }[];
  const link = outbox.map((mail) => mail.text.match(/(http\S+\/projects\/invitation\?token=[\w-]+)/)?.[1]).find(Boolean)!;
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

  // Signed in already, the guest accepts to sell too, which gives their account the seller role.
  await guestPage.goto(await sellerInvitationPath(request, guest.email));
  await expect(guestPage.getByText(`Vous êtes connecté avec l’adresse ${guest.email}.`)).toBeVisible();
  await guestPage.getByRole('button', { name: 'Accepter l’invitation' }).click();
  await expect(guestPage.getByText(`Vous vendez désormais pour la tournée « ${tourName} ».`)).toBeVisible();
  await expect(guestPage.getByText('Pour travailler sur ses stands, choisissez le rôle Vendeur dans l’espace vendeurs.')).toBeVisible();
  await guestContext.close();

  // The new seller follows the link, chooses her password and lands in the sellers area.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(await sellerInvitationPath(request, sellerEmail));
  await expect(sellerPage.getByRole('heading', { name: 'Invitation à vendre pour une tournée' })).toBeVisible();
  await sellerPage.getByLabel('Mot de passe', { exact: true }).fill(SELLER_PASSWORD);
  await sellerPage.getByLabel('Confirmez le mot de passe').fill('Autre-2026!');
  await sellerPage.getByRole('button', { name: 'Créer mon compte et rejoindre la tournée' }).click();
  await expect(sellerPage.getByText('Les deux mots de passe sont différents.')).toBeVisible();
  await sellerPage.getByLabel('Confirmez le mot de passe').fill(SELLER_PASSWORD);
  await expectAccessible(sellerPage);
  await sellerPage.getByRole('button', { name: 'Créer mon compte et rejoindre la tournée' }).click();
  await expect(sellerPage.getByText(`Vous vendez désormais pour la tournée « ${tourName} ».`)).toBeVisible();
  await sellerPage.getByRole('link', { name: 'Ouvrir l’espace vendeurs' }).click();
  await expect(sellerPage.getByRole('heading', { name: 'Espace vendeurs' })).toBeVisible();
  await sellerContext.close();

  // Both have joined: the manager sees them among the tour's sellers, and nobody left waiting.
  await page.reload();
  await page.getByRole('tab', { name: 'Vendeurs' }).click();
  await expect(joinedSellers.getByRole('row').filter({ hasText: sellerEmail })).toContainText('Actif');
  await expect(joinedSellers.getByRole('row').filter({ hasText: guest.email })).toBeVisible();
  await expect(invitedSellers.getByText('Aucune invitation en attente.')).toBeVisible();

  await page.getByRole('tab', { name: 'Équipe' }).click();
  // Both test organisations are called Nina Productions; only the guest's role can be changed (not the owner's).
  await expect(page.getByRole('combobox', { name: 'Rôle de Nina Productions' })).toHaveValue('projectManager');
});
