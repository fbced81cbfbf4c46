import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '@/lib/db/schema';
import { createUser, TEST_PASSWORD } from '../../support/factories';
import { signInWithNextAuth } from '../../support/next-auth-client';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('sign-in through next-auth', () => {
  it('gives a session whose access token opens the product API', async () => {
    const user = await createUser(app.db, { roles: ['client'] });
    const { error, session } = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(session).toMatchObject({ user: { id: user.id, role: 'client' }, accessToken: expect.any(String) });

    const roles = await app.api('/v1/auth/me/roles', { token: session.accessToken });
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual([{ role: 'client', isCurrent: true, canSwitchTo: false }]);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    const user = await createUser(app.db);
    const { error } = await signInWithNextAuth(app.baseUrl, { email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(error).toBeNull();
  });

  it('answers BAD_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(app.db);
    const wrongPassword = await signInWithNextAuth(app.baseUrl, { email: user.email, password: 'Wrong-Passw0rd!' });
    const unknownEmail = await signInWithNextAuth(app.baseUrl, { email: 'nobody@test.local', password: TEST_PASSWORD });
    expect(wrongPassword.error).toBe('BAD_CREDENTIALS');
    expect(unknownEmail.error).toBe('BAD_CREDENTIALS');
    expect(wrongPassword.session).toEqual({});
  });

  it('refuses an unverified e-mail with EMAIL_NOT_VERIFIED', async () => {
    const user = await createUser(app.db, { verified: false });
    const { error } = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD });
    expect(error).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses the users of a suspended client', async () => {
    const user = await createUser(app.db);
    await app.db.update(clients).set({ status: 'suspended' }).where(eq(clients.id, user.clientId!));
    const { error, session } = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD });
    expect(error).toBe('ACCOUNT_SUSPENDED');
    expect(session).toEqual({});
  });

  it('starts in the role the sellers area asks for when the user holds it', async () => {
    const user = await createUser(app.db, { roles: ['client', 'seller'] });
    const asSeller = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD, role: 'seller' });
    const byDefault = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD });
    expect(asSeller.session).toMatchObject({ user: { role: 'seller' } });
    expect(byDefault.session).toMatchObject({ user: { role: 'client' } });
  });

  it('keeps a switched role in the session after POST session with the new token', async () => {
    const user = await createUser(app.db, { roles: ['client', 'seller'] });
    const { session, cookieHeader } = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD });
    const switched = await app.api('/v1/auth/me', { method: 'PUT', token: session.accessToken, body: { role: 'seller' } });
    expect(switched.status).toBe(200);

    const csrf = (await (await fetch(`${app.baseUrl}/api/auth/csrf`, { headers: { Cookie: cookieHeader() } })).json()) as { csrfToken: string };
    const updated = await fetch(`${app.baseUrl}/api/auth/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeader() },
      body: JSON.stringify({ csrfToken: csrf.csrfToken, data: { accessToken: switched.body.accessToken } }),
    });
    expect(await updated.json()).toMatchObject({ user: { role: 'seller' }, accessToken: switched.body.accessToken });
  });
});
