import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../support/factories';
import { signInWithNextAuth } from '../../support/next-auth-client';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  app = await startTestApp();
});
afterAll(() => app.close());

/** A fresh address per test, so the per-IP counts of one test never reach another's. */
const fromNewIp = () => ({ 'X-Forwarded-For': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

describe('sign-in abuse limits', () => {
  it('blocks an e-mail after 10 failed attempts, even with the right password, with Retry-After', async () => {
    const user = await createUser(app.db);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const failed = await signInWithNextAuth(app.baseUrl, { email: user.email, password: 'Wrong-Passw0rd!' }, fromNewIp());
      expect(failed.error).toBe('BAD_CREDENTIALS');
    }
    const blocked = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, fromNewIp());
    expect(blocked).toMatchObject({ status: 429, error: 'TOO_MANY_REQUESTS', session: {} });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
  });

  it('does not count successful sign-ins, and a success clears the failures', async () => {
    const user = await createUser(app.db);
    const headers = fromNewIp();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, headers)).error).toBeNull();
    }
    for (let attempt = 0; attempt < 9; attempt += 1) await signInWithNextAuth(app.baseUrl, { email: user.email, password: 'Wrong-Passw0rd!' }, fromNewIp());
    expect((await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, fromNewIp())).error).toBeNull();
    for (let attempt = 0; attempt < 9; attempt += 1) await signInWithNextAuth(app.baseUrl, { email: user.email, password: 'Wrong-Passw0rd!' }, fromNewIp());
    expect((await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, fromNewIp())).error).toBeNull();
  });

  it('blocks an IP after 30 failed attempts across e-mails', async () => {
    const headers = fromNewIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await signInWithNextAuth(app.baseUrl, { email: `nobody-${randomUUID()}@test.local`, password: 'Wrong-Passw0rd!' }, headers);
    }
    const user = await createUser(app.db);
    const blocked = await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, headers);
    expect(blocked).toMatchObject({ status: 429, error: 'TOO_MANY_REQUESTS' });
    expect((await signInWithNextAuth(app.baseUrl, { email: user.email, password: TEST_PASSWORD }, fromNewIp())).error).toBeNull();
  });
});
