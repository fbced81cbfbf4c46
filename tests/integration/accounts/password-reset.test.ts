import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@/lib/db/schema';
import { createUser, TEST_PASSWORD, tokenFor } from '../../support/factories';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { linkIn, mailsTo } from '../../support/accounts/outbox';
import { signInFrom } from '../../support/accounts/sign-in';
import { uniqueEmail } from '../../support/accounts/sign-up';

const NEW_PASSWORD = 'Brand-New-2025!';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

function post(path: string, body: unknown) {
  return app.api(path, { method: 'POST', body, headers: fromIp(freshIp()) });
}

function signIn(email: string, password: string) {
  return signInFrom(app.baseUrl, freshIp(), { email, password });
}

/** Asks for a reset link for `email` and returns the token of the mail it sends. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await post('/v1/request-reset-password', { email })).status).toBe(204);
  const mails = mailsTo(app.dataDir, email);
  return linkIn(mails.at(-1)!.text, '/reset-password').token;
}

describe('POST /v1/resend-verification', () => {
  it('answers 204 alike for an unknown and a known address, and mails only the known, unverified one', async () => {
    const unknown = uniqueEmail('unknown');
    const user = await createUser(app.db, { verified: false });

    const forUnknown = await post('/v1/resend-verification', { email: unknown });
    const forKnown = await post('/v1/resend-verification', { email: user.email.toUpperCase() });
    expect(forUnknown).toMatchObject({ status: 204, body: undefined });
    expect(forKnown).toMatchObject({ status: 204, body: undefined });

    expect(mailsTo(app.dataDir, unknown)).toEqual([]);
    const [mail] = mailsTo(app.dataDir, user.email);
    expect(mail).toMatchObject({ subject: 'Confirmez votre adresse e-mail' });
    const verified = await app.api('/v1/verify-email', { method: 'POST', body: { token: linkIn(mail!.text, '/verify-email').token } });
    expect(verified).toMatchObject({ status: 200, body: { email: user.email } });
  });

  it('sends nothing to an address already verified', async () => {
    const user = await createUser(app.db);
    expect((await post('/v1/resend-verification', { email: user.email })).status).toBe(204);
    expect(mailsTo(app.dataDir, user.email)).toEqual([]);
  });

  it('refuses a malformed e-mail with VALIDATION_ERRORS on email', async () => {
    expect(await post('/v1/resend-verification', { email: 'nope' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
  });
});

describe('POST /v1/request-reset-password', () => {
  it('answers 204 alike for an unknown and a known address, and mails only the known one', async () => {
    const unknown = uniqueEmail('unknown');
    const user = await createUser(app.db);
    expect(await post('/v1/request-reset-password', { email: unknown })).toMatchObject({ status: 204, body: undefined });
    expect(await post('/v1/request-reset-password', { email: ` ${user.email.toUpperCase()} ` })).toMatchObject({ status: 204, body: undefined });

    expect(mailsTo(app.dataDir, unknown)).toEqual([]);
    const mails = mailsTo(app.dataDir, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Réinitialisation de votre mot de passe' });
    expect(mails[0]!.text).toContain(`Bonjour ${user.email},`);
    const { link } = linkIn(mails[0]!.text, '/reset-password');
    expect(`${link.origin}${link.pathname}`).toBe(`${app.baseUrl}/reset-password`);
  });

  it('writes in English, with an /en link, to an English-speaking user', async () => {
    const user = await createUser(app.db);
    await app.db.update(users).set({ locale: 'en', firstName: 'Alex' }).where(eq(users.id, user.id));
    await post('/v1/request-reset-password', { email: user.email });
    const [mail] = mailsTo(app.dataDir, user.email);
    expect(mail).toMatchObject({ subject: 'Resetting your password' });
    expect(mail!.text).toContain('Hello Alex,');
    expect(linkIn(mail!.text, '/reset-password').link.pathname).toBe('/en/reset-password');
  });

  it('refuses a malformed e-mail with VALIDATION_ERRORS on email', async () => {
    expect(await post('/v1/request-reset-password', {})).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
  });
});

describe('POST /v1/reset-password', () => {
  it('sets the new password: the old one no longer signs in, the new one does', async () => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    expect(await post('/v1/reset-password', { token, password: NEW_PASSWORD })).toMatchObject({ status: 204, body: undefined });

    expect((await signIn(user.email, TEST_PASSWORD)).error).toBe('BAD_CREDENTIALS');
    expect(await signIn(user.email, NEW_PASSWORD)).toMatchObject({ error: null, session: { user: { id: user.id } } });
  });

  it('keeps only the token’s SHA-256, valid for one hour', async () => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    const [row] = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'reset_password', tokenHash: createHash('sha256').update(token).digest('hex'), usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(61 * 60 * 1000);
  });

  it('lets only one of two simultaneous resets with one token succeed', async () => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    const passwords = ['First-Racer-2025!', 'Second-Racer-2025!'];
    const responses = await Promise.all(passwords.map((password) => post('/v1/reset-password', { token, password })));
    expect(responses.map((response) => response.status).sort()).toEqual([204, 400]);
    const winner = passwords[responses.findIndex((response) => response.status === 204)]!;
    const loser = passwords.find((password) => password !== winner)!;
    expect((await signIn(user.email, winner)).error).toBeNull();
    expect((await signIn(user.email, loser)).error).toBe('BAD_CREDENTIALS');
  });

  it('accepts a token once: the second use answers INVALID_TOKEN and keeps the first password', async () => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    expect((await post('/v1/reset-password', { token, password: NEW_PASSWORD })).status).toBe(204);
    const second = await post('/v1/reset-password', { token, password: 'Second-Try-2025!' });
    expect(second).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN', fields: ['token'] } });
    expect((await signIn(user.email, NEW_PASSWORD)).error).toBeNull();
  });

  it('answers INVALID_TOKEN for an expired token and changes nothing', async () => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    await app.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, user.id));
    expect(await post('/v1/reset-password', { token, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN', fields: ['token'] } });
    expect((await signIn(user.email, TEST_PASSWORD)).error).toBeNull();
  });

  it('answers INVALID_TOKEN for a forged token and for a verification link’s token', async () => {
    const user = await createUser(app.db, { verified: false });
    await post('/v1/resend-verification', { email: user.email });
    const verifyToken = linkIn(mailsTo(app.dataDir, user.email)[0]!.text, '/verify-email').token;
    for (const token of ['x'.repeat(43), verifyToken]) {
      expect(await post('/v1/reset-password', { token, password: NEW_PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN', fields: ['token'] } });
    }
  });

  it.each([
    { case: 'too short', password: 'Ab1-xyz' },
    { case: 'without a special character', password: 'BrandNew2025' },
    { case: 'without a digit', password: 'Brand-New-Pass!' },
  ])('refuses a weak password ($case) with VALIDATION_ERRORS on password, leaving the token usable', async ({ password }) => {
    const user = await createUser(app.db);
    const token = await resetTokenFor(user.email);
    expect(await post('/v1/reset-password', { token, password })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['password'] } });
    expect((await post('/v1/reset-password', { token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('refuses a missing token with VALIDATION_ERRORS on token', async () => {
    expect(await post('/v1/reset-password', { password: NEW_PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['token'] } });
  });

  it('revokes the API tokens issued before the reset', async () => {
    const user = await createUser(app.db);
    const before = await tokenFor(app.db, user);
    expect((await app.api('/v1/users/me', { token: before })).status).toBe(200);
    await post('/v1/reset-password', { token: await resetTokenFor(user.email), password: NEW_PASSWORD });
    const after = await app.api('/v1/users/me', { token: before });
    expect(after).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect((await app.api('/v1/users/me', { token: await tokenFor(app.db, user) })).status).toBe(200);
  });

  it('proves the e-mail: an unverified user who resets can sign in', async () => {
    const user = await createUser(app.db, { verified: false });
    expect((await signIn(user.email, TEST_PASSWORD)).error).toBe('EMAIL_NOT_VERIFIED');
    await post('/v1/reset-password', { token: await resetTokenFor(user.email), password: NEW_PASSWORD });
    expect((await signIn(user.email, NEW_PASSWORD)).error).toBeNull();
  });
});
