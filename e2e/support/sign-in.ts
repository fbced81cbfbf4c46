import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2024!';

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
