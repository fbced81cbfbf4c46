import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET and PATCH /v1/users/{id} (current user)', () => {
  it('reads the current user by "me" or by its own id, with the empty factory agreement versions', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    for (const id of ['me', user.id]) {
      const response = await app.api(`/v1/users/${id}`, { token });
      expect(response).toMatchObject({
        status: 200,
        body: { id: user.id, email: user.email, role: 'client', clientId: user.clientId, emailVerified: true, eventAgreementVersion: '', teamAgreementVersion: '' },
      });
      expect(response.body).not.toHaveProperty('passwordHash');
    }
  });

  it('sets the agreement versions to the current terms version', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    const response = await app.api(`/v1/users/${user.id}`, { method: 'PATCH', token, body: { eventAgreementVersion: '2024-09-16' } });
    expect(response.body).toMatchObject({ eventAgreementVersion: '2024-09-16', teamAgreementVersion: '' });
    expect((await app.api('/v1/users/me', { token })).body.eventAgreementVersion).toBe('2024-09-16');
  });

  it('refuses another terms version with VALIDATION_ERRORS naming the field', async () => {
    const user = await createUser(app.db);
    const response = await app.api('/v1/users/me', { method: 'PATCH', token: await tokenFor(app.db, user), body: { teamAgreementVersion: '2020-01-01', locale: 'de' } });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['teamAgreementVersion', 'locale'] } });
  });

  it('answers 404 for another user, another client’s included, and changes nothing', async () => {
    const user = await createUser(app.db);
    const other = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    expect(await app.api(`/v1/users/${other.id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND' } });
    const patch = await app.api(`/v1/users/${other.id}`, { method: 'PATCH', token, body: { firstName: 'Mallory' } });
    expect(patch).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND' } });
    const untouched = await app.api('/v1/users/me', { token: await tokenFor(app.db, other) });
    expect(untouched.body.firstName).toBeNull();
  });

  it('requires a token', async () => {
    expect((await app.api('/v1/users/me')).status).toBe(401);
    expect((await app.api('/v1/users/me', { method: 'PATCH', body: { firstName: 'X' } })).status).toBe(401);
  });
});
