import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { linkIn } from '../../support/accounts/outbox';
import { signUpBody } from '../../support/accounts/sign-up';
import { startSmtpCatcher } from '../../support/accounts/smtp-catcher';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: AccountsTestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startAccountsApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('mail over SMTP (SMTP_URL set)', () => {
  it('delivers the verification mail of a sign-up to the SMTP server, and writes no outbox', async () => {
    const body = signUpBody({ locale: 'fr' });
    expect((await app.api('/v1/clients', { method: 'POST', body, headers: fromIp(freshIp()) })).status).toBe(201);

    const delivered = smtp.messages.filter((message) => message.to.includes(body.email as string));
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail!.from).toBe('no-reply@merchstand.local');
    expect(mail!.headers.get('to')).toBe(body.email);
    expect(mail!.headers.get('subject')).toBe('Confirmez votre adresse e-mail');
    expect(mail!.text).toContain('Bonjour Camille,');
    const { link, token } = linkIn(mail!.text, '/verify-email');
    expect(`${link.origin}${link.pathname}`).toBe(`${app.baseUrl}/verify-email`);
    expect(await app.api('/v1/verify-email', { method: 'POST', body: { token } })).toMatchObject({ status: 200, body: { email: body.email } });

    expect(existsSync(path.join(app.dataDir, 'outbox'))).toBe(false);
  });

  it('delivers a password-reset mail the same way', async () => {
    const user = await createUser(app.db);
    expect((await app.api('/v1/request-reset-password', { method: 'POST', body: { email: user.email }, headers: fromIp(freshIp()) })).status).toBe(204);
    const [mail] = smtp.messages.filter((message) => message.to.includes(user.email));
    expect(mail!.headers.get('subject')).toBe('Réinitialisation de votre mot de passe');
    expect(linkIn(mail!.text, '/reset-password').token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(existsSync(path.join(app.dataDir, 'outbox'))).toBe(false);
  });

  it('hides the development outbox: GET /v1/dev/outbox answers 404 NOT_FOUND', async () => {
    expect(await app.api('/v1/dev/outbox')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });
});
