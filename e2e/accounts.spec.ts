import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD, signInAs } from './support/sign-in';

const PASSWORD = 'Tournee-2026!';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
}

async function outbox(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMail[];
}

/** The path of the newest mail's link to `page` (the mail's origin is the server's public one, not the test's). */
async function linkFromNewestMail(request: APIRequestContext, email: string, page: '/verify-email' | '/reset-password'): Promise<string> {
  const [newest] = await outbox(request, email);
  // The verification link may carry the plan chosen on a plan's sign-up link after its token.
  const link = newest?.text.match(new RegExp(`https?://\\S+${page}\\?token=[\\w%-]+(?:&plan=\\w+)?`))?.[0];
  expect(link, `a ${page} link in the mail to ${email}`).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** An account as the sign-up form would make it, through the public API (the form itself is tested once, below). */
async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/v1/clients', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Léa',
      lastName: 'Martin',
      companyName: 'Martin Tournées',
      legalForm: 'SARL',
      phone: '+33 6 11 22 33 44',
      addressLine1: '8 rue des Lices',
      postcode: '35000',
      city: 'Rennes',
      country: 'FR',
      isProfessional: true,
      acceptTerms: true,
    },
  });
  expect(response.status()).toBe(201);
}

function currentStep(page: Page) {
  return page.getByRole('navigation', { name: 'Étapes de l’inscription' }).locator('[aria-current="step"]');
}

function rule(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

test('a professional signs up in four steps, confirms the address from the e-mail and signs in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup/manage?plan=smart');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeVisible();
  await expect(page).toHaveTitle('Créer votre compte · MerchStand');
  await expect(page.getByText('Formule choisie : Smart')).toBeVisible();
  await expect(currentStep(page)).toContainText('Compte');
  await expectAccessible(page);

  // Step 1 is checked before moving on.
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Saisissez votre prénom.')).toBeVisible();
  await expect(currentStep(page)).toContainText('Compte');
  await expect(page.getByLabel('Prénom')).toBeFocused();

  await page.getByLabel('Prénom').fill('  Inès ');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('Adresse e-mail').fill(email);
  const password = page.getByLabel('Mot de passe', { exact: true });
  await password.fill('tournee');
  await expect(page.getByText('Il manque encore : au moins 8 caractères, une lettre majuscule, un chiffre et un caractère spécial.')).toBeVisible();
  await expect(rule(page, 'Une lettre minuscule')).toContainText('règle respectée');
  await expect(rule(page, 'Une lettre majuscule')).toContainText('règle non respectée');
  await password.fill('Tournee2026');
  await expect(page.getByText('Il manque encore : un caractère spécial.')).toBeVisible();
  await expect(rule(page, 'Une lettre majuscule')).toContainText('règle respectée');
  await expect(rule(page, 'Un chiffre')).toContainText('règle respectée');
  await password.fill(PASSWORD);
  await expect(page.getByText('Le mot de passe respecte toutes les règles.')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(currentStep(page)).toContainText('Société');
  await expect(page.getByRole('heading', { level: 2, name: 'Société' })).toBeFocused();
  await page.getByLabel('Raison sociale').fill('Moreau Live');
  await page.getByLabel('Forme juridique').selectOption({ label: 'SAS – Société par actions simplifiée' });
  await page.getByLabel('SIRET (facultatif)').fill('123');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le SIRET doit comporter 14 chiffres.')).toBeVisible();
  await expect(page.getByText('Cette attestation est nécessaire pour créer un compte professionnel.')).toBeVisible();
  await page.getByLabel('SIRET (facultatif)').fill('123 456 789 00012');
  await page.getByLabel('Je certifie être majeur(e) et agir à titre professionnel').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(currentStep(page)).toContainText('Coordonnées');
  await expect(page.getByLabel('Pays')).toHaveValue('FR');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue de la Scène');
  await page.getByLabel('Code postal').fill('69001');
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Back and forth keeps what was typed.
  await expect(currentStep(page)).toContainText('Validation');
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByLabel('Ville')).toHaveValue('Lyon');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('Moreau Live')).toBeVisible();
  await expect(page.getByText('Inès Moreau')).toBeVisible();
  await expect(page.getByText('12 rue de la Scène')).toBeVisible();
  const terms = page.getByRole('link', { name: 'Conditions Générales' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vous devez accepter les Conditions Générales pour créer votre compte.')).toBeVisible();
  await page.getByLabel('J’ai lu et j’accepte les Conditions Générales', { exact: true }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeVisible();
  await expectAccessible(page);

  const mails = await outbox(page.request, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe('Confirmez votre adresse e-mail');
  await page.goto(await linkFromNewestMail(page.request, email, '/verify-email'));
  await expect(page.getByText('Adresse e-mail confirmée')).toBeVisible();
  await expect(page).toHaveTitle('Confirmation de l’adresse e-mail · MerchStand');
  await expectAccessible(page);

  // Signed up from the Smart plan's link: signing in goes on to that plan on the subscription page.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fdashboard%2Fsubscription%3Fplan%3Dsmart$/);
  await signInAs(page, email, PASSWORD);
  // A new manager may be asked to accept the terms first (a dialog); landing on the subscription page is what counts.
  await expect(page).toHaveURL(/\/dashboard\/subscription/);
  await expectAccessible(page);
});

test('a broken or missing link says so and offers a new one', async ({ page }) => {
  await page.goto('/verify-email?token=this-token-was-never-issued-by-us');
  await expect(page.getByText('Ce lien n’est plus valide')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/verify-email');
  await expect(page.getByText('Ce lien n’est plus valide')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
  await expect(page.getByText('E-mail de confirmation envoyé')).toBeVisible();
});

test('signing in before confirming says so, the resend button sends the link again, and a link works once', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await signUpThroughApi(page.request, email);
  expect(await outbox(page.request, email)).toHaveLength(1);

  await page.goto('/signin');
  await signInAs(page, email, PASSWORD);
  await expect(page.locator('#sign-in-error')).toContainText('Adresse e-mail non vérifiée');
  await expect(page).toHaveURL(/\/signin/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }).click();
  await expect(page.getByText('E-mail de confirmation envoyé')).toBeVisible();
  await expect.poll(async () => (await outbox(page.request, email)).length).toBe(2);

  const link = await linkFromNewestMail(page.request, email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Adresse e-mail confirmée')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Adresse e-mail déjà confirmée')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
  await expectAccessible(page);
});

test('a forgotten password is reset from the e-mail link: the new one works, the old one no longer does', async ({ page }) => {
  const email = uniqueEmail('reset');
  // Not confirmed yet: following the reset link proves the address too.
  await signUpThroughApi(page.request, email);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe pour cette adresse, un e-mail vient d’être envoyé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();

  const [resetMail] = await outbox(page.request, email);
  expect(resetMail?.subject).toBe('Réinitialisation de votre mot de passe');
  const resetLink = await linkFromNewestMail(page.request, email, '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
  await expectAccessible(page);

  const newPassword = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmez le nouveau mot de passe');
  await newPassword.fill('scene');
  await confirmation.fill('scene');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe ne respecte pas toutes les règles.')).toBeVisible();
  await expect(page.getByText('Il manque encore : au moins 8 caractères, une lettre majuscule, un chiffre et un caractère spécial.')).toBeVisible();
  await expect(newPassword).toBeFocused();

  await newPassword.fill('Nouvelle-Scene-7');
  await confirmation.fill('Nouvelle-Scene-8');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les deux mots de passe ne sont pas identiques.')).toBeVisible();
  await confirmation.fill('Nouvelle-Scene-7');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(resetLink);
  await newPassword.fill('Encore-Autre-9');
  await confirmation.fill('Encore-Autre-9');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Ce lien n’est plus valide')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot-password');

  await page.goto('/signin');
  await signInAs(page, email, PASSWORD);
  await expect(page.locator('#sign-in-error')).toContainText('E-mail ou mot de passe incorrect');
  await signInAs(page, email, 'Nouvelle-Scene-7');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing up with the e-mail of an existing account and another password points to sign-in and password reset', async ({ page }) => {
  await page.goto('/signup/manage');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Petit');
  await page.getByLabel('Adresse e-mail').fill('manager@demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill(`${DEMO_PASSWORD}x`);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Raison sociale').fill('Petit Spectacles');
  await page.getByLabel('Forme juridique').selectOption('ASSOCIATION');
  await page.getByLabel('Je certifie être majeur(e) et agir à titre professionnel').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Adresse', { exact: true }).fill('1 place du Théâtre');
  await page.getByLabel('Code postal').fill('1000');
  await page.getByLabel('Ville').fill('Bruxelles');
  await page.getByLabel('Pays').selectOption({ label: 'Belgique' });
  await page.getByLabel('Téléphone').fill('+32 2 123 45 67');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('J’ai lu et j’accepte les Conditions Générales', { exact: true }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(currentStep(page)).toContainText('Compte');
  await expect(page.getByText('Un compte existe déjà avec cette adresse e-mail.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeFocused();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toHaveAttribute('href', '/signin');
  await expectAccessible(page);
});

test('the sign-up form speaks English under /en', async ({ page }) => {
  await page.goto('/en/signup/manage?plan=pro');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle('Create your account · MerchStand');
  await expect(page.getByText('Chosen plan: Pro')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sign-up steps' }).locator('[aria-current="step"]')).toContainText('Account');
  for (const label of ['First name', 'Last name', 'E-mail address']) await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByText('Your password must contain:')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expectAccessible(page);
});
