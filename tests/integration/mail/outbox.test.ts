import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { linkIn, mailsTo } from '../../support/accounts/outbox';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

function requestReset(email: string) {
  return app.api('/v1/request-reset-password', { method: 'POST', body: { email }, headers: fromIp(freshIp()) });
}

describe('the development outbox (no SMTP_URL)', () => {
  it('writes each mail as a JSON file under DATA_DIR/outbox, with its sender and time', async () => {
    const user = await createUser(app.db);
    const before = Date.now();
    await requestReset(user.email);
    const [mail] = mailsTo(app.dataDir, user.email);
    expect(mail).toMatchObject({ id: expect.any(String), from: 'MerchStand <no-reply@merchstand.local>', to: user.email, subject: 'Réinitialisation de votre mot de passe' });
    expect(Date.parse(mail!.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(mail!.html).toContain(linkIn(mail!.text, '/reset-password').token);
  });

  it('GET /v1/dev/outbox lists the mails newest first, without credentials, filtered by recipient in any case', async () => {
    const alice = await createUser(app.db);
    const bob = await createUser(app.db);
    await requestReset(alice.email);
    await requestReset(bob.email);
    await requestReset(alice.email);

    const forAlice = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(alice.email.toUpperCase())}`);
    expect(forAlice.status).toBe(200);
    expect(forAlice.body).toEqual(mailsTo(app.dataDir, alice.email).reverse());
    expect(forAlice.body).toHaveLength(2);

    const all = await app.api('/v1/dev/outbox');
    const recipients = all.body.map((mail: { to: string }) => mail.to);
    expect(recipients.slice(0, 3)).toEqual([alice.email, bob.email, alice.email]);
  });
});

describe('reading the outbox over HTTP is an explicit development opt-in', () => {
  it('answers 404 without DEV_OUTBOX=1, even on the embedded database, while the mails are still written', async () => {
    const user = await createUser(app.db);
    delete process.env.DEV_OUTBOX;
    try {
      await requestReset(user.email);
      const refused = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(user.email)}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ errorCode: 'NOT_FOUND' });
      expect(mailsTo(app.dataDir, user.email)).toHaveLength(1);
    } finally {
      process.env.DEV_OUTBOX = '1';
    }
    expect((await app.api(`/v1/dev/outbox?to=${encodeURIComponent(user.email)}`)).body).toHaveLength(1);
  });
});
