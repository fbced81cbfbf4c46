import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDatabase } from '@/lib/db';
import { openTestDatabase, startTestApp, type TestApp } from '../../support/test-app';
import { createUser, tokenFor } from '../../support/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the API route helper', () => {
  it('answers 405 with Allow for a method the route does not serve', async () => {
    const response = await app.api('/v1/auth/me/roles', { method: 'DELETE' });
    expect(response).toMatchObject({ status: 405, body: { errorCode: 'METHOD_NOT_ALLOWED' } });
    expect(response.headers.get('allow')).toBe('GET');
  });

  it.each(['GET', 'POST', 'DELETE'])('answers an unknown API path with a JSON 404 (%s)', async (method) => {
    const response = await app.api('/v1/no-such-thing/42', { method });
    expect(response).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('never caches API answers', async () => {
    const response = await app.api('/v1/auth/me/roles');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('turns an unexpected failure into a 500 UNEXPECTED_ERROR with no detail', async () => {
    const user = await createUser(app.db);
    const token = await tokenFor(app.db, user);
    // Break the database under the running server, then put a working one back.
    await app.handle.close();
    const response = await app.api('/v1/users/me', { token });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ errorCode: 'UNEXPECTED_ERROR' });
    const replacement = await openTestDatabase();
    installDatabase(replacement);
    app.handle = replacement;
  });
});
