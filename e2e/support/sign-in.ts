import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2024!';

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // The button is enabled once React has hydrated the form: fields typed into before then could be rendered again
  // empty on a loaded machine, and the sign-in would fail for want of an e-mail.
  const submit = page.getByRole('button', { name: 'Se connecter' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await submit.click();
}

/**
 * Signs `request` in through next-auth's own endpoints (no screen) and gives the API token of the session. With
 * `page.request`, the page's browser context shares the session cookie, so its pages open signed in.
 */
export async function signInThroughApi(request: APIRequestContext, email: string, role?: 'client' | 'seller'): Promise<string> {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  await request.post('/api/auth/callback/credentials', { form: { csrfToken, email, password: DEMO_PASSWORD, json: 'true', ...(role ? { role } : {}) } });
  const session = await (await request.get('/api/auth/session')).json();
  if (!session?.accessToken) throw new Error(`sign-in of ${email} failed`);
  return session.accessToken as string;
}
