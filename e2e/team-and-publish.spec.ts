import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../features/auth/types';
import { createVerifiedManager, NEW_PASSWORD } from './support/accounts';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { acceptSellerInvitationWithNewAccount } from './support/sellers';
import { DEMO_PASSWORD, signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

// Issue #12.9 and #12.10, at the viewports our users have: the Team tab shows people with real buttons, and
// publishing an announcement asks first, saying to whom it goes.
const viewports = [
  { device: 'desktop', viewport: { width: 1440, height: 900 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
];
const runTag = `e2e-publish-${Date.now().toString(36)}`;

/** Signs `request` in with e-mail and password (next-auth's own endpoints) and gives the API token. */
async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email, password, json: 'true' } });
  const session = await (await request.get('/api/auth/session')).json();
  if (!session?.accessToken) throw new Error(`sign-in of ${email} failed`);
  return session.accessToken as string;
}

/** The page does not scroll sideways: everything fits the screen's width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.afterEach(async ({ request }) => {
  // The announcements this file made go, whatever happened (other journeys sign in as the demo manager).
  const auth = { Authorization: `Bearer ${await apiToken(request, 'admin@demo.test', DEMO_PASSWORD)}` };
  const list = await (await request.get(`/api/v1/announcements?q=${runTag}&limit=200`, { headers: auth })).json();
  for (const announcement of list.data ?? []) await request.delete(`/api/v1/announcements/${announcement.id}`, { headers: auth });
});

for (const { device, viewport } of viewports) {
  test.describe(`on a ${device} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the Team tab lists the people of each organisation and the sellers, with outlined buttons; removing is confirmed in red', async ({ page, request }) => {
      test.setTimeout(120_000);
      const owner = await createVerifiedManager(request, 'team-owner');
      // The owner's terms are accepted beforehand: on a slow machine their modal came after the page had settled, past
      // acceptTermsIfAsked, and covered the button this journey clicks.
      const ownerToken = await apiToken(request, owner.email, owner.password);
      const terms = await request.patch('/api/v1/users/me', { headers: { Authorization: `Bearer ${ownerToken}` }, data: { eventAgreementVersion: TERMS_VERSION, teamAgreementVersion: TERMS_VERSION } });
      expect(terms.status()).toBe(200);
      const guest = await createVerifiedManager(request, 'team-guest');
      const sellerEmail = `team-seller-${Date.now()}@test.local`;
      const pendingEmail = `team-pending-${Date.now()}@test.local`;

      await page.goto('/dashboard/projects');
      await signInAs(page, owner.email, owner.password);
      await acceptTermsIfAsked(page);
      // The team is set up through the API: inviting and accepting have journeys of their own (tours.spec.ts).
      const tour = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée équipe ${device} ${Date.now()}` });
      await callApi(page, 'POST', '/v1/projects/client-invitation', { projectId: tour.id, email: guest.email, role: 'projectManager' });
      const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(guest.email)}`)).json()) as { text: string }[];
      const invitation = mails.map((mail) => mail.text.match(/projects\/invitation\?token=([\w-]+)/)?.[1]).find(Boolean);
      const guestToken = await apiToken(request, guest.email, NEW_PASSWORD);
      const accepted = await request.post('/api/v1/projects/client-acceptation', { headers: { Authorization: `Bearer ${guestToken}` }, data: { token: invitation } });
      expect(accepted.status()).toBe(200);
      await callApi(page, 'POST', `/v1/projects/${tour.id}/sellers`, { email: sellerEmail, firstName: 'Inès', lastName: 'Martin' });
      await acceptSellerInvitationWithNewAccount(request, sellerEmail);
      await callApi(page, 'POST', '/v1/projects/client-invitation', { projectId: tour.id, email: pendingEmail, role: 'viewer' });

      await page.goto(`/dashboard/projects/${tour.id}?tab=team`);
      const team = page.getByRole('region', { name: 'Équipe de la tournée' });
      await expect(team).toBeVisible();
      // People first: each organisation's members by name and e-mail, under the organisation and its role.
      const organisations = team.getByRole('region', { name: 'Nina Productions' });
      await expect(organisations).toHaveCount(2);
      const ownerGroup = organisations.filter({ hasText: owner.email });
      const guestGroup = organisations.filter({ hasText: guest.email });
      await expect(ownerGroup.getByRole('listitem')).toContainText(['Nina Durand']);
      await expect(ownerGroup).toContainText('Propriétaire');
      await expect(guestGroup.getByRole('combobox', { name: 'Rôle de Nina Productions' })).toHaveValue('projectManager');
      const sellers = team.getByRole('region', { name: 'Vendeurs' });
      await expect(sellers.getByRole('listitem')).toContainText(['Inès Martin']);
      await expect(sellers).toContainText(sellerEmail);
      await expect(page.getByRole('region', { name: 'Invitations en attente' })).toContainText(pendingEmail);
      // No table of organisations with an empty Actions column.
      await expect(team.getByRole('columnheader')).toHaveCount(0);

      // The owner's organisation cannot be removed; the guest's can, with an outlined button, not red text.
      await expect(ownerGroup.getByRole('button', { name: /^Retirer/ })).toHaveCount(0);
      const remove = guestGroup.getByRole('button', { name: 'Retirer Nina Productions' });
      await expect(remove).toBeVisible();
      await expect(remove).toHaveCSS('border-top-width', '1px');
      await expect(remove).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`team-${device}.png`), fullPage: true });
      await expectAccessible(page);

      await remove.click();
      const confirm = page.getByRole('dialog', { name: 'Retirer Nina Productions de l’équipe ?' });
      await expect(confirm).toContainText('Son membre (1 personne) n’aura plus accès à cette tournée.');
      const confirmButton = confirm.getByRole('button', { name: 'Retirer' });
      // The red is the confirmation's: the row's button was white.
      await expect(confirmButton).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expectAccessible(page);
      await confirmButton.click();
      await expect(page.getByText('Organisation retirée de l’équipe.')).toBeVisible();
      await expect(organisations).toHaveCount(1);
      await expect(team).not.toContainText(guest.email);
    });

    test('publishing an announcement, from the form or the list, is confirmed in a dialog that says to whom it goes', async ({ page }) => {
      const title = `Nouveautés ${device} ${runTag}`;
      await page.goto('/admin/announcements/new');
      await signInAs(page, 'admin@demo.test');
      await expect(page.getByRole('heading', { name: 'Nouvelle annonce', level: 1 })).toBeVisible();
      await page.getByRole('radio', { name: /^Bandeau/ }).check();
      await page.getByLabel('Titre', { exact: true }).fill(title);
      await page.getByLabel('Contenu', { exact: true }).fill('Le module de stock évolue.');
      await page.getByRole('checkbox', { name: 'Starter', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Toutes fonctionnalités', exact: true }).check();
      await page.getByLabel('Date d’expiration (facultatif)').fill('2099-01-01T12:00');

      // From the form: one click on "Publier" only asks; cancelling publishes nothing.
      await page.getByRole('button', { name: 'Publier', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Publier « ${title} » ?` });
      await expect(dialog).toContainText('Le bandeau sera affiché aux abonnés Starter et aux organisations avec toutes les fonctionnalités, jusqu’au 1 janvier 2099 à 12:00.');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/announcements\/new$/);
      await page.getByRole('button', { name: 'Enregistrer comme brouillon' }).click();
      await expect(page.getByText(`Annonce « ${title} » enregistrée comme brouillon.`)).toBeVisible();

      // From the list: the row's "Publier" asks the same, and publishes on confirmation.
      await page.getByLabel('Rechercher une annonce').fill(runTag);
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toContainText('Brouillon');
      await row.getByRole('button', { name: /^Publier/ }).click();
      await expect(dialog).toContainText('aux abonnés Starter et aux organisations avec toutes les fonctionnalités');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`publish-${device}.png`) });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Publier l’annonce' }).click();
      await expect(page.getByText(`Annonce « ${title} » publiée.`)).toBeVisible();
      await expect(row).toContainText('Publiée');

      // Unpublishing only hides it: one click, no question.
      await row.getByRole('button', { name: /^Dépublier/ }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(row).toContainText('Brouillon');
    });
  });
}
