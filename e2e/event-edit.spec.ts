import { expect, test } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { createReadyEvent, projectIdOf } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';
import { chooseEventAction } from './support/event-actions';

test('reopening a set-up date through "Modifier la date" saves it ("Enregistrer") instead of finishing its creation again', async ({ page, request }) => {
  const manager = await createVerifiedManager(request, 'edit-manager');
  const tourName = `Tournée modification ${Date.now()}`;
  const eventName = 'Lille – L’Aéronef';

  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  await page.getByRole('button', { name: 'Nouvelle tournée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
  await dialog.getByLabel('Nom de la tournée').fill(tourName);
  await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();
  const projectId = projectIdOf(page);
  // A date already through the funnel (its screens are covered by events.spec.ts).
  const event = await createReadyEvent(page, projectId, eventName);

  await page.goto(`/dashboard/event/projects/${projectId}/tour/${event.id}`);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText('En attente', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terminer la configuration' })).toHaveCount(0);
  await chooseEventAction(page, 'Modifier la date');

  await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Détails' })).toBeVisible();
  await expect(page.getByLabel('Lieu', { exact: true })).toHaveValue('Le Liberté');
  await page.getByLabel('Lieu', { exact: true }).fill('L’Aéronef');
  await page.getByLabel('Ville').fill('Lille');
  await page.getByLabel('Code postal').fill('59000');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Étape 2 sur 4 : Dates et représentations' })).toBeVisible();
  await expect(page.getByLabel('Date et heure de la représentation 1')).toHaveValue('2027-06-12T20:30');
  await page.getByLabel('Date et heure de la représentation 1').fill('2027-06-13T21:00');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Stands' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stands de l’événement' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // The last step saves: it does not offer to finish a creation that is already done.
  await expect(page.getByRole('heading', { name: 'Étape 4 sur 4 : Commissions' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sans commission' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Terminer la création' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

  await expect(page.getByText('Événement mis à jour avec succès.')).toBeVisible();
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(page.getByText(/L’Aéronef, 59000 Lille/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Représentations' }).getByRole('listitem')).toHaveText([/13 juin 2027 à 21:00/]);
  // Still set up and pending: it can be started.
  await expect(page.getByText('En attente', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Démarrer' })).toBeEnabled();
  await expectAccessible(page);
});
