import { expect, test, type Page } from '@playwright/test';
import { createVerifiedManager } from './support/accounts';
import { callApi, projectIdOf } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

// Issue #12.12 and #12.13, at the viewports the users have: empty lists offer their way forward, a reopened event
// draft resumes where it stopped, and the platform admin has a home and a page per client.
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const UNKNOWN_CLIENT = '00000000-0000-4000-8000-000000000000';

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('a new manager finds the way forward in every empty list, and a reopened draft resumes at its missing step', async ({ page, request }) => {
      test.setTimeout(120_000);
      const manager = await createVerifiedManager(request, `empty-${device}`);
      const tourName = `Tournée vide ${device} ${Date.now()}`;

      await page.goto('/dashboard/projects');
      await signInAs(page, manager.email, manager.password);
      await acceptTermsIfAsked(page);
      await expect(page.getByText('Aucune tournée pour l’instant')).toBeVisible();
      await expectAccessible(page);
      // The empty state itself offers to create the first tour.
      await page.getByRole('button', { name: 'Créer ma première tournée' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouvelle tournée' });
      await dialog.getByLabel('Nom de la tournée').fill(tourName);
      await dialog.getByRole('button', { name: 'Créer la tournée' }).click();
      await expect(page.getByRole('heading', { name: tourName, level: 1 })).toBeVisible();

      await page.getByRole('tab', { name: 'Dates' }).click();
      await expect(page.getByRole('link', { name: 'Ajouter la première date' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('tab', { name: 'Catalogue' }).click();
      await expect(page.getByRole('link', { name: 'Créer le premier produit' })).toHaveAttribute('href', /\/products\/new$/);
      await expectAccessible(page);

      // A draft with its details and performances but no stand yet: reopened, it opens at the stands.
      const projectId = projectIdOf(page);
      const draft = await callApi<{ id: string }>(page, 'POST', '/v1/events', { projectId, name: 'Brouillon repris', venueName: 'Le Liberté', postcode: '35000', city: 'Rennes', country: 'FR' });
      await callApi(page, 'PATCH', `/v1/events/${draft.id}`, { performances: [{ startsAt: '2027-06-12T20:30' }] });
      await page.goto(`/dashboard/event/projects/${projectId}/tour/${draft.id}`);
      await page.getByRole('link', { name: 'Terminer la configuration' }).click();
      await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Stands' })).toBeVisible();
      await expectAccessible(page);
      // The steps already filled in stay reachable.
      await page.getByRole('button', { name: /Détails/ }).click();
      await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Détails' })).toBeVisible();
      await expect(page.getByLabel('Nom de l’événement')).toHaveValue('Brouillon repris');
    });

    test('the admin goes from the home to a client’s page, suspends and reactivates it; an unknown client is not found', async ({ page, request }) => {
      test.setTimeout(120_000);
      // The admin's own client, with a tour, so that no demo organisation is ever suspended.
      const manager = await createVerifiedManager(request, `admin-view-${device}`);
      const tourName = `Tournée du client ${device} ${Date.now()}`;
      await page.goto('/dashboard/projects');
      await signInAs(page, manager.email, manager.password);
      await acceptTermsIfAsked(page);
      await expect(page.getByRole('heading', { name: 'Tournées', level: 1 })).toBeVisible();
      await callApi(page, 'POST', '/v1/projects', { name: tourName });
      await signOut(page);

      await page.goto('/admin');
      await signInAs(page, 'admin@demo.test');
      await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Derniers clients inscrits' })).toBeVisible();
      await expect(page.getByRole('definition').first()).toHaveText(/^\d+$/);
      await expectAccessible(page);

      await page.getByRole('link', { name: /Gérer les clients/ }).click();
      await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
      await page.getByLabel('Rechercher un client').fill(manager.email);
      await expect(page.getByRole('row')).toHaveCount(2);
      await page.getByRole('link', { name: 'Nina Productions' }).click();

      await expect(page.getByRole('heading', { name: 'Nina Productions', level: 1 })).toBeVisible();
      await expect(page).toHaveTitle('Nina Productions · MerchStand');
      const identity = page.getByRole('region', { name: 'Identité' });
      await expect(identity).toContainText('3 quai de la Loire');
      await expect(identity).toContainText(manager.email);
      await expect(page.getByRole('region', { name: 'Comptes gestionnaires' })).toContainText('E-mail vérifié le');
      // A new organisation is in its trial of the advanced plan.
      const plan = page.getByRole('region', { name: 'Abonnement' });
      await expect(plan).toContainText('Advanced');
      await expect(plan).toContainText('Essai gratuit');
      const tours = page.getByRole('region', { name: 'Tournées' });
      await expect(tours).toContainText(tourName);
      await expect(tours).toContainText('Propriétaire');
      await expectAccessible(page);

      const suspension = page.getByRole('region', { name: 'Suspension' });
      await suspension.getByRole('button', { name: 'Suspendre' }).click();
      const suspendDialog = page.getByRole('dialog', { name: 'Suspendre Nina Productions ?' });
      await expect(suspendDialog).toContainText('seront déconnectés');
      await expectAccessible(page);
      await suspendDialog.getByRole('button', { name: 'Suspendre l’organisation' }).click();
      await expect(page.getByText('Client « Nina Productions » suspendu.')).toBeVisible();
      await expect(page.getByRole('main').getByText(/^\W*Suspendu$/)).toBeVisible();

      await suspension.getByRole('button', { name: 'Réactiver' }).click();
      await page.getByRole('dialog', { name: 'Réactiver Nina Productions ?' }).getByRole('button', { name: 'Réactiver l’organisation' }).click();
      await expect(page.getByText('Client « Nina Productions » réactivé.')).toBeVisible();
      await expect(page.getByRole('main').getByText(/^\W*Actif$/)).toBeVisible();

      await page.goto(`/admin/clients/${UNKNOWN_CLIENT}`);
      await expect(page.getByRole('heading', { name: 'Client introuvable', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Retour aux clients' })).toHaveAttribute('href', '/admin/clients');
      await expectAccessible(page);
    });
  });
}

/** Ends the session through next-auth, so that the next sign-in is another user's. */
async function signOut(page: Page): Promise<void> {
  const { csrfToken } = await (await page.request.get('/api/auth/csrf')).json();
  await page.request.post('/api/auth/signout', { form: { csrfToken, json: 'true' } });
  await page.context().clearCookies();
}
