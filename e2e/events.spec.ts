import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { expectAccessible } from './support/axe';
import { acceptSellerInvitationWithNewAccount } from './support/sellers';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';
import { chooseEventAction, eventMenuItems } from './support/event-actions';

test('a manager creates an event through the funnel, starts it and duplicates it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const manager = await createVerifiedManager(request, 'event-manager');
  const tourName = `Tournée ${Date.now()}`;
  const eventName = 'Zénith de Nantes';
  const copyName = 'Zénith de Nantes – reprise';
  const sellerEmail = `event-seller-${Date.now()}@test.local`;

  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const tourDialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await tourDialog.getByLabel('Nom de la tournée').fill(tourName);
  await tourDialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();

  // A seller to put on a stand: invited, she joins once she has accepted (her own journey is tours.spec.ts).
  await page.getByRole('tab', { name: 'Vendeurs' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(sellerEmail);
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByRole('button', { name: 'Inviter le vendeur' }).click();
  await expect(page.getByRole('region', { name: 'Vendeurs invités' }).getByRole('row').filter({ hasText: sellerEmail })).toBeVisible();
  await acceptSellerInvitationWithNewAccount(request, sellerEmail);

  await page.getByRole('tab', { name: 'Dates' }).click();
  await expect(page.getByText('Aucune date pour l’instant.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ajouter une date' }).click();

  // Step 1: details.
  await expect(page.getByRole('heading', { name: 'Nouvelle date', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Détails' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le nom doit contenir entre 2 et 200 caractères')).toBeVisible();
  await page.getByLabel('Nom de l’événement').fill(eventName);
  await page.getByLabel('Lieu', { exact: true }).fill('Zénith');
  await page.getByLabel('Code postal').fill('44800');
  await page.getByLabel('Ville').fill('Saint-Herblain');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 2: a room and two performances.
  await expect(page.getByRole('heading', { name: 'Étape 2 sur 4 : Dates et représentations' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une salle ou scène' }).click();
  await page.getByLabel('Nom de la salle ou scène', { exact: true }).fill('Grande salle');
  await page.getByLabel('Date et heure de la représentation 1').fill('2027-04-10T20:30');
  await page.getByLabel('Salle ou scène de la représentation 1').selectOption('Grande salle');
  await page.getByRole('button', { name: 'Ajouter une représentation' }).click();
  await page.getByLabel('Date et heure de la représentation 2').fill('2027-04-11T15:00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 3: two stands.
  await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Stands' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ajoutez au moins un stand avant de continuer')).toBeVisible();
  await page.getByLabel('Nom du stand').fill('Hall');
  await page.getByLabel('Fonds de caisse (€)').fill('150,50');
  await page.getByRole('checkbox', { name: /Inès/ }).check();
  await page.getByRole('button', { name: 'Ajouter ce stand' }).click();
  await expect(page.getByText('Stand « Hall » ajouté.')).toBeVisible();
  await page.getByLabel('Nom du stand').fill('Bar');
  await page.getByLabel('Accepte les espèces').uncheck();
  await page.getByRole('button', { name: 'Ajouter ce stand' }).click();
  await expect(page.getByText('Stand « Bar » ajouté.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stands de l’événement' }).getByRole('listitem').filter({ hasText: 'Hall' })).toContainText('150,50');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Step 4: fees, then the funnel is completed.
  await expect(page.getByRole('heading', { name: 'Étape 4 sur 4 : Commissions' })).toBeVisible();
  await page.getByRole('radio', { name: 'Commission de la salle' }).check();
  await page.getByLabel('Taux de la commission de la salle (%)').fill('12,5');
  await page.getByLabel('TVA sur la commission de la salle (%)').fill('20');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Terminer la création' }).click();

  // The event page.
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText('En attente', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Hall/ })).toContainText('150,50');
  await expect(page.getByRole('row', { name: /Hall/ })).toContainText('Inès');
  await expect(page.getByRole('row', { name: /Bar/ })).toContainText('Non');
  await expect(page.getByRole('region', { name: 'Représentations' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Démarrer' }).click();
  await expect(page.getByText('Événement démarré.')).toBeVisible();
  await expect(page.getByText('En cours', { exact: true })).toBeVisible();
  // Started: its sales are the one primary action; the closing, not built yet, waits in the menu marked as coming.
  await expect(page.getByRole('link', { name: 'Voir les ventes' })).toBeVisible();
  expect(await eventMenuItems(page)).toContain('Clôturer l’événement');

  await chooseEventAction(page, 'Dupliquer');
  const duplicateDialog = page.getByRole('dialog', { name: `Dupliquer « ${eventName} »` });
  await expect(duplicateDialog.getByLabel('Nom de la copie')).toHaveValue(`${eventName} (copie)`);
  await expectAccessible(page);
  await duplicateDialog.getByLabel('Nom de la copie').fill(copyName);
  await duplicateDialog.getByRole('button', { name: 'Dupliquer l’événement' }).click();
  await expect(page.getByText('Événement dupliqué avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { name: copyName, level: 1 })).toBeVisible();
  await expect(page.getByText('À compléter', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Hall/ })).toContainText('Fermé');
  await expectAccessible(page);

  // Both dates are on the tour's timeline.
  await page.getByRole('link', { name: `Retour à la tournée « ${tourName} »` }).click();
  await expect(page.getByRole('link', { name: eventName, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: copyName })).toBeVisible();
  await expectAccessible(page);
});
