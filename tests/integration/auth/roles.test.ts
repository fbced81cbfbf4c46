import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, users } from '@/lib/db/schema';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /v1/auth/me/roles', () => {
  it('answers 401 JSON without a token, with a forged token and with an expired-version token', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    await app.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));

    for (const candidate of [undefined, 'not-a-jwt', `${token.slice(0, -4)}AAAA`, token]) {
      const response = await app.api('/v1/auth/me/roles', { token: candidate });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ errorCode: 'UNAUTHORIZED' });
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('lists every role held, the current one marked, admin never switchable', async () => {
    const user = await createUser(app.db, { roles: ['client', 'seller', 'admin'] });
    const response = await app.api('/v1/auth/me/roles', { token: await tokenFor(app.db, user, 'seller') });
    expect(response.body).toEqual([
      { role: 'client', isCurrent: false, canSwitchTo: true },
      { role: 'seller', isCurrent: true, canSwitchTo: false },
      { role: 'admin', isCurrent: false, canSwitchTo: false },
    ]);
  });

  it('stops a suspended client’s tokens at the next call', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    expect((await app.api('/v1/auth/me/roles', { token })).status).toBe(200);
    await app.db.update(clients).set({ status: 'suspended' }).where(eq(clients.id, user.clientId!));
    const response = await app.api('/v1/auth/me/roles', { token });
    expect(response).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_SUSPENDED' } });
  });
});

describe('PUT /v1/auth/me (switch role)', () => {
  it('issues a token for another held role, which the API then honours', async () => {
    const user = await createUser(app.db, { roles: ['client', 'seller'] });
    const response = await app.api('/v1/auth/me', { method: 'PUT', token: await tokenFor(app.db, user, 'client'), body: { role: 'seller' } });
    expect(response).toMatchObject({ status: 200, body: { role: 'seller', accessToken: expect.any(String) } });
    const me = await app.api('/v1/users/me', { token: response.body.accessToken });
    expect(me.body).toMatchObject({ id: user.id, role: 'seller', roles: expect.arrayContaining(['client', 'seller']) });
  });

  it.each([
    { case: 'to admin, though held', roles: ['client', 'admin'] as const, from: 'client' as const, to: 'admin' },
    { case: 'to the current role', roles: ['client', 'seller'] as const, from: 'client' as const, to: 'client' },
    { case: 'to a role not held', roles: ['client'] as const, from: 'client' as const, to: 'seller' },
  ])('refuses a switch $case with ROLE_SWITCH_NOT_ALLOWED', async ({ roles, from, to }) => {
    const user = await createUser(app.db, { roles: [...roles] });
    const response = await app.api('/v1/auth/me', { method: 'PUT', token: await tokenFor(app.db, user, from), body: { role: to } });
    expect(response).toMatchObject({ status: 403, body: { errorCode: 'ROLE_SWITCH_NOT_ALLOWED' } });
  });

  it('refuses an unknown role value and a missing body with VALIDATION_ERRORS on role', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    for (const body of [{ role: 'superuser' }, {}]) {
      const response = await app.api('/v1/auth/me', { method: 'PUT', token, body });
      expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['role'] } });
    }
  });

  it('answers malformed JSON with MALFORMED_JSON, never a 500', async () => {
    const user = await createUser(app.db);
    const response = await app.api('/v1/auth/me', {
      method: 'PUT',
      token: await tokenFor(app.db, user),
      rawBody: '{"role": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'MALFORMED_JSON' } });
  });
});
