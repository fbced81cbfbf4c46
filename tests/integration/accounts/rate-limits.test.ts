import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/lib/db/schema';
import { createUser, TEST_PASSWORD } from '../../support/factories';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { mailsTo } from '../../support/accounts/outbox';
import { signInFrom } from '../../support/accounts/sign-in';
import { signUpBody, uniqueEmail } from '../../support/accounts/sign-up';

// The limits of lib/rate-limit, counted on the database. Each test sends from its own fixed IP.
let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

function expectRetryAfter(value: string | null, maxSeconds: number) {
  expect(value).toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThan(0);
  expect(Number(value)).toBeLessThanOrEqual(maxSeconds);
}

describe('abuse limits', () => {
  it('refuses the 11th sign-up in an hour from one IP with 429 and Retry-After, creating nothing', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await app.api('/v1/clients', { method: 'POST', body: signUpBody(), headers: fromIp(ip) })).status).toBe(201);
    }
    const email = uniqueEmail('eleventh');
    const refused = await app.api('/v1/clients', { method: 'POST', body: signUpBody({ email }), headers: fromIp(ip) });
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expectRetryAfter(refused.headers.get('retry-after'), 3600);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(mailsTo(app.dataDir, email)).toEqual([]);

    expect((await app.api('/v1/clients', { method: 'POST', body: signUpBody({ email }), headers: fromIp(freshIp()) })).status).toBe(201);
  });

  it('refuses the 6th reset request in an hour for one e-mail, whatever the IP and the case', async () => {
    const user = await createUser(app.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const email = attempt % 2 ? user.email : user.email.toUpperCase();
      expect((await app.api('/v1/request-reset-password', { method: 'POST', body: { email }, headers: fromIp(freshIp()) })).status).toBe(204);
    }
    const refused = await app.api('/v1/request-reset-password', { method: 'POST', body: { email: user.email }, headers: fromIp(freshIp()) });
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expectRetryAfter(refused.headers.get('retry-after'), 3600);
    expect(mailsTo(app.dataDir, user.email)).toHaveLength(5);

    const other = await createUser(app.db);
    expect((await app.api('/v1/request-reset-password', { method: 'POST', body: { email: other.email }, headers: fromIp(freshIp()) })).status).toBe(204);
  });

  it('refuses the 11th reset request in an hour from one IP, whatever the e-mail', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await app.api('/v1/request-reset-password', { method: 'POST', body: { email: uniqueEmail() }, headers: fromIp(ip) })).status).toBe(204);
    }
    const refused = await app.api('/v1/request-reset-password', { method: 'POST', body: { email: uniqueEmail() }, headers: fromIp(ip) });
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expectRetryAfter(refused.headers.get('retry-after'), 3600);
  });

  it('refuses the 21st reset attempt in an hour from one IP', async () => {
    const ip = freshIp();
    const attempt = () => app.api('/v1/reset-password', { method: 'POST', body: { token: 'z'.repeat(43), password: 'Brand-New-2025!' }, headers: fromIp(ip) });
    for (let count = 1; count <= 20; count++) expect((await attempt()).body).toEqual({ errorCode: 'INVALID_TOKEN', fields: ['token'] });
    const refused = await attempt();
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expectRetryAfter(refused.headers.get('retry-after'), 3600);
  });

  it('refuses the 11th sign-in in 15 minutes for one e-mail, the right password included, in next-auth’s shape', async () => {
    const user = await createUser(app.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const email = attempt % 2 ? user.email : ` ${user.email.toUpperCase()}`;
      expect(await signInFrom(app.baseUrl, freshIp(), { email, password: 'Wrong-Passw0rd!' })).toMatchObject({ status: 401, error: 'BAD_CREDENTIALS' });
    }
    const refused = await signInFrom(app.baseUrl, freshIp(), { email: user.email, password: TEST_PASSWORD });
    expect(refused).toMatchObject({ status: 429, error: 'TOO_MANY_REQUESTS', session: {} });
    expect(refused.url).toContain('/api/auth/error?error=TOO_MANY_REQUESTS');
    expectRetryAfter(refused.retryAfter, 15 * 60);

    const other = await createUser(app.db);
    expect((await signInFrom(app.baseUrl, freshIp(), { email: other.email, password: TEST_PASSWORD })).error).toBeNull();
  });

  it('refuses the 31st sign-in in 15 minutes from one IP, whatever the e-mail', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await signInFrom(app.baseUrl, ip, { email: uniqueEmail('nobody'), password: 'Wrong-Passw0rd!' })).error).toBe('BAD_CREDENTIALS');
    }
    const user = await createUser(app.db);
    const refused = await signInFrom(app.baseUrl, ip, { email: user.email, password: TEST_PASSWORD });
    expect(refused).toMatchObject({ status: 429, error: 'TOO_MANY_REQUESTS', session: {} });
    expectRetryAfter(refused.retryAfter, 15 * 60);
    expect((await signInFrom(app.baseUrl, freshIp(), { email: user.email, password: TEST_PASSWORD })).error).toBeNull();
  });
});
