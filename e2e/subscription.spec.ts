import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedManager, NEW_PASSWORD } from './support/accounts';
import { callApi, createReadyEvent } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/*
 * Issue #15: a professional goes from a plan's link on the comparison page to an active subscription, paid on the
 * billing sandbox, with the plan's limits shown once it is active; a starter organisation meets a feature its plan
 * lacks, explained where it would be used, with the way to the plan that has it.
 */

/** A sign-up as the form makes it (the form itself is walked through in accounts.spec.ts), from the Smart plan's link. */
async function signUpWithPlan(request: APIRequestContext, email: string, plan: string) {
  const response = await request.post('/api/v1/clients', {
    data: {
      email,
      password: NEW_PASSWORD,
      firstName: 'Jeanne',
      lastName: 'Rivière',
      companyName: 'Rivière Live',
      legalForm: 'SAS',
      phone: '+33 6 12 34 56 78',
      addressLine1: '5 place Bellecour',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
      isProfessional: true,
      acceptTerms: true,
      plan,
    },
  });
  expect(response.status()).toBe(201);
}

async function verificationPath(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  const link = mails[0]?.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  expect(link, 'the verification link').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('a professional follows the Smart plan from the comparison page to an active subscription paid on the sandbox', async ({ page }) => {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
  await expect(page.getByText('Sur devis')).toBeVisible();
  await expectAccessible(page);
  const smart = page.getByRole('link', { name: 'Choisir l’offre Smart' });
  await expect(smart).toHaveAttribute('href', '/signup/manage?plan=smart');
  await smart.click();
  await expect(page).toHaveURL(/\/signup\/manage\?plan=smart$/);
  await expect(page.getByText('Formule choisie : Smart')).toBeVisible();

  const email = `smart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
  await signUpWithPlan(page.request, email, 'smart');
  const verify = await verificationPath(page.request, email);
  expect(verify).toContain('plan=smart');
  await page.goto(verify);
  await expect(page.getByText('Adresse e-mail confirmée')).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signInAs(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  // A new manager accepts the terms first (their modals come over the page), by name: the plan's dialog is open too.
  for (const name of ['Conditions du service événement', 'Conditions d’utilisation pour les membres d’équipe']) {
    const terms = page.getByRole('dialog', { name });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accepter' }).click();
    await expect(terms).toBeHidden();
  }

  // The trial runs meanwhile; the plan of the link waits in a confirmation.
  const dialog = page.getByRole('dialog', { name: 'Souscrire à l’offre Smart ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/179,00\s€ HT \(214,80\s€ TTC\) par mois/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription\/checkout\/[\w-]+$/);
  await expect(page.getByText('Mode test — aucun paiement réel')).toBeVisible();
  // And above every screen while the sandbox takes the payments (issue #22).
  await expect(page.getByText(/^Mode test : les paiements par carte et les abonnements sont simulés/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  await expect(page.getByText('Paiement accepté : votre offre Smart est active.')).toBeVisible();
  await expect(page.getByText('Offre Smart').first()).toBeVisible();
  await expect(page.getByText(/ce mois simulé se termine le/)).toBeVisible();
  await expectAccessible(page);

  // Its limits are the plan's: 12 events a month, none used yet.
  await expect(page.getByText('0 sur 12 · reste 12')).toBeVisible();
});

test('a starter organisation is told the online shop is not in its plan, and moves up to Smart to make it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const manager = await createVerifiedManager(request, 'starter');
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);

  // Bought through the API (the checkout screens are walked through above): the starter plan, paid on the sandbox.
  const me = await callApi<{ clientId: string }>(page, 'GET', '/v1/users/me');
  const started = await callApi<{ subscription: { id: string } }>(page, 'POST', `/v1/clients/${me.clientId}/subscriptions`, { plan: 'starter' });
  await callApi(page, 'POST', `/v1/subscriptions/${started.subscription.id}/sandbox-outcome`, { outcome: 'paid' });
  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: `Tournée starter ${Date.now()}` });
  const event = await createReadyEvent(page, project.id, 'Brest – La Carène');

  await page.goto(`/dashboard/event/projects/${project.id}/tour/${event.id}`);
  const card = page.getByRole('region', { name: 'Boutique en ligne' });
  await expect(card.getByText('Votre offre actuelle ne comprend pas cette fonctionnalité : Boutique en ligne en click and collect.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Créer la boutique' })).toHaveCount(0);
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Passer à l’offre Smart' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  const dialog = page.getByRole('dialog', { name: 'Passer à l’offre Smart ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Changer d’offre' }).click();
  await expect(page.getByText('Vous êtes passé à l’offre Smart.')).toBeVisible();

  await page.goto(`/dashboard/event/projects/${project.id}/tour/${event.id}`);
  await card.getByRole('button', { name: 'Créer la boutique' }).click();
  await expect(card.getByTestId('shop-status')).toHaveText('Brouillon');
});
