import { expect, test, type APIRequestContext } from '@playwright/test';
import { NEW_PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/*
 * Issue #15: a professional goes from a plan's link on the comparison page to an active subscription, paid on the
 * billing sandbox, with the plan's limits shown once it is active.
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
  await acceptTermsIfAsked(page);

  // The trial runs meanwhile; the plan of the link waits in a confirmation.
  const dialog = page.getByRole('dialog', { name: 'Souscrire à l’offre Smart ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/179,00\s€ HT par mois/);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription\/checkout\/[\w-]+$/);
  await expect(page.getByText('Mode test — aucun paiement réel')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  await expect(page.getByText('Paiement accepté : votre offre Smart est active.')).toBeVisible();
  await expect(page.getByText('Offre Smart').first()).toBeVisible();
  await expect(page.getByText(/Prochain renouvellement le/)).toBeVisible();
  await expectAccessible(page);

  // Its limits are the plan's: 12 events a month, none used yet.
  await expect(page.getByText('0 sur 12 · reste 12')).toBeVisible();
});
