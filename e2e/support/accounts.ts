import type { APIRequestContext } from '@playwright/test';

export const NEW_PASSWORD = 'Tournee-2026!';

/** A new organisation and its verified manager, made through the public API and the dev outbox, as a person would. */
export async function createVerifiedManager(request: APIRequestContext, prefix = 'manager', companyName = 'Nina Productions'): Promise<{ email: string; password: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
  const signUp = await request.post('/api/v1/clients', {
    data: {
      email,
      password: NEW_PASSWORD,
      firstName: 'Nina',
      lastName: 'Durand',
      companyName,
      legalForm: 'SAS',
      phone: '+33 6 12 34 56 78',
      addressLine1: '3 quai de la Loire',
      postcode: '44000',
      city: 'Nantes',
      country: 'FR',
      isProfessional: true,
      acceptTerms: true,
    },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const outbox = (await (await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  const token = outbox[0]?.text.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no verification mail in the outbox');
  const verified = await request.post('/api/v1/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`verification failed: ${verified.status()}`);
  return { email, password: NEW_PASSWORD };
}
