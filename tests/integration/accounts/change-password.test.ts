import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, tokenFor } from '../../support/factories';
import { freshIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { signInFrom } from '../../support/accounts/sign-in';

const NEW_PASSWORD = 'Changed-2025-Pw!';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

function changePassword(token: string | undefined, body: unknown, id = 'me') {
  return app.api(`/v1/users/${id}/password`, { method: 'PUT', token, body });
}

function signIn(email: string, password: string) {
  return signInFrom(app.baseUrl, freshIp(), { email, password });
}

describe('PUT /v1/users/{id}/password', () => {
  it('changes the password and returns a new token that works while the previous one gets 401', async () => {
    const user = await createUser(app.db);
    const previous = await tokenFor(app.db, user);
    const response = await changePassword(previous, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response).toMatchObject({ status: 200, body: { accessToken: expect.any(String) } });

    expect(await app.api('/v1/users/me', { token: response.body.accessToken })).toMatchObject({ status: 200, body: { id: user.id, role: 'client' } });
    expect(await app.api('/v1/users/me', { token: previous })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect((await signIn(user.email, TEST_PASSWORD)).error).toBe('BAD_CREDENTIALS');
    expect((await signIn(user.email, NEW_PASSWORD)).error).toBeNull();
  });

  it('accepts the user’s own id as well as "me", and keeps the role the token acts in', async () => {
    const user = await createUser(app.db, { roles: ['client', 'seller'] });
    const response = await changePassword(await tokenFor(app.db, user, 'seller'), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, user.id);
    expect(response.status).toBe(200);
    expect((await app.api('/v1/users/me', { token: response.body.accessToken })).body).toMatchObject({ id: user.id, role: 'seller' });
  });

  it('refuses a wrong current password with 403 BAD_CREDENTIALS on currentPassword (not 401: the session is fine), and changes nothing', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    const response = await changePassword(token, { currentPassword: 'Not-The-Passw0rd!', newPassword: NEW_PASSWORD });
    expect(response).toMatchObject({ status: 403, body: { errorCode: 'BAD_CREDENTIALS', fields: ['currentPassword'] } });
    expect((await app.api('/v1/users/me', { token })).status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).error).toBeNull();
  });

  it('answers 404 USER_NOT_FOUND for another user’s id and changes neither password', async () => {
    const user = await createUser(app.db);
    const other = await createUser(app.db);
    const response = await changePassword(await tokenFor(app.db, user), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, other.id);
    expect(response).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND' } });
    expect((await signIn(other.email, TEST_PASSWORD)).error).toBeNull();
    expect((await signIn(user.email, TEST_PASSWORD)).error).toBeNull();
  });

  it.each([
    { case: 'a weak new password', body: { currentPassword: TEST_PASSWORD, newPassword: 'weakpass' }, fields: ['newPassword'] },
    { case: 'a missing current password', body: { newPassword: NEW_PASSWORD }, fields: ['currentPassword'] },
    { case: 'an empty body', body: {}, fields: ['currentPassword', 'newPassword'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ body, fields }) => {
    const user = await createUser(app.db);
    expect(await changePassword(await tokenFor(app.db, user), body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('requires a token', async () => {
    expect(await changePassword(undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});
