import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2024!';

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
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
