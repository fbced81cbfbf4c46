import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, emailTokens, userRoles, users } from '@/lib/db/schema';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { linkIn, mailsTo } from '../../support/accounts/outbox';
import { signInFrom } from '../../support/accounts/sign-in';
import { SIGN_UP_PASSWORD, signUpBody, uniqueEmail } from '../../support/accounts/sign-up';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

function signUp(body: Record<string, unknown>) {
  return app.api('/v1/clients', { method: 'POST', body, headers: fromIp(freshIp()) });
}

function verify(token: unknown) {
  return app.api('/v1/verify-email', { method: 'POST', body: { token } });
}

function signIn(email: string, password = SIGN_UP_PASSWORD) {
  return signInFrom(app.baseUrl, freshIp(), { email, password });
}

async function userByEmail(email: string) {
  const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

describe('POST /v1/clients (sign-up)', () => {
  it('creates the client and its unverified client user without credentials, and mails the link in French', async () => {
    const body = signUpBody({ locale: 'fr' });
    const response = await signUp(body);
    expect(response).toMatchObject({ status: 201, body: { clientId: expect.any(String), userId: expect.any(String), email: body.email, resent: false } });

    const [user] = await app.db.select().from(users).where(eq(users.id, response.body.userId));
    expect(user).toMatchObject({ email: body.email, firstName: 'Camille', lastName: 'Martin', clientId: response.body.clientId, emailVerifiedAt: null, locale: 'fr' });
    const roles = await app.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(roles).toEqual([{ role: 'client' }]);
    const [client] = await app.db.select().from(clients).where(eq(clients.id, response.body.clientId));
    expect(client).toMatchObject({
      name: 'Tournée Productions',
      legalForm: 'SAS',
      siret: '73282932000074',
      vatNumber: 'FR40303265045',
      email: body.email,
      phone: '+33 1 23 45 67 89',
      addressLine1: '12 rue de la Paix',
      addressLine2: null,
      postcode: '75002',
      city: 'Paris',
      country: 'FR',
      status: 'active',
      allowAllFeatures: false,
    });

    const mails = mailsTo(app.dataDir, body.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Confirmez votre adresse e-mail', from: expect.stringContaining('@') });
    expect(mails[0]!.text).toContain('Bonjour Camille,');
    const { link } = linkIn(mails[0]!.text, '/verify-email');
    expect(link.origin).toBe(app.baseUrl);
    expect(link.pathname).toBe('/verify-email');
    expect(mails[0]!.html).toContain('<html lang="fr">');
  });

  it('writes the verification mail in English, with an /en link, for an English sign-up', async () => {
    const body = signUpBody({ locale: 'en', firstName: 'Alex' });
    expect((await signUp(body)).status).toBe(201);
    expect((await userByEmail(body.email as string))?.locale).toBe('en');
    const [mail] = mailsTo(app.dataDir, body.email as string);
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address' });
    expect(mail!.text).toContain('Hello Alex,');
    expect(linkIn(mail!.text, '/verify-email').link.pathname).toBe('/en/verify-email');
  });

  it('defaults the locale to French', async () => {
    const body = signUpBody({ locale: undefined });
    expect((await signUp(body)).status).toBe(201);
    expect((await userByEmail(body.email as string))?.locale).toBe('fr');
  });

  it('stores the strings trimmed, the e-mail lowercased and empty optional fields as null', async () => {
    const email = uniqueEmail('Trimmed');
    const response = await signUp(
      signUpBody({ email: `  ${email.toUpperCase()} `, companyName: '  Les Tréteaux  ', firstName: ' Camille ', lastName: ' Martin  ', city: ' Lyon ', siret: '', vatNumber: undefined, addressLine2: '   ' }),
    );
    expect(response).toMatchObject({ status: 201, body: { email: email.toLowerCase() } });
    const [client] = await app.db.select().from(clients).where(eq(clients.id, response.body.clientId));
    expect(client).toMatchObject({ name: 'Les Tréteaux', city: 'Lyon', email: email.toLowerCase(), siret: null, vatNumber: null, addressLine2: null });
    expect(await userByEmail(email)).toMatchObject({ email: email.toLowerCase(), firstName: 'Camille', lastName: 'Martin' });
  });

  it('refuses signing in before the link is followed, verifies once with it, then lets the user in', async () => {
    const body = signUpBody();
    const created = await signUp(body);
    expect(await signIn(body.email as string)).toMatchObject({ error: 'EMAIL_NOT_VERIFIED', session: {} });

    const { token } = linkIn(mailsTo(app.dataDir, body.email as string)[0]!.text, '/verify-email');
    expect(await verify(token)).toMatchObject({ status: 200, body: { email: body.email } });
    expect((await userByEmail(body.email as string))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verify(token)).toMatchObject({ status: 409, body: { errorCode: 'EMAIL_ALREADY_VERIFIED' } });

    const signedIn = await signIn(body.email as string);
    expect(signedIn).toMatchObject({ error: null, session: { user: { id: created.body.userId, role: 'client' }, accessToken: expect.any(String) } });
    const me = await app.api('/v1/users/me', { token: signedIn.session.accessToken });
    expect(me.body).toMatchObject({ id: created.body.userId, clientId: created.body.clientId, emailVerified: true });
  });

  it('makes the verification link valid for 48 hours', async () => {
    const { body: created } = await signUp(signUpBody());
    const [row] = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, created.userId));
    expect(row?.purpose).toBe('verify_email');
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
  });

  it('answers INVALID_TOKEN for a forged token and VALIDATION_ERRORS for a malformed one', async () => {
    expect(await verify('f'.repeat(43))).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN', fields: ['token'] } });
    for (const token of ['short', undefined, 42]) {
      expect(await verify(token)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['token'] } });
    }
  });

  it('answers INVALID_TOKEN for an expired link and leaves the user unverified', async () => {
    const body = signUpBody();
    const { body: created } = await signUp(body);
    await app.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, created.userId));
    const { token } = linkIn(mailsTo(app.dataDir, body.email as string)[0]!.text, '/verify-email');
    expect(await verify(token)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN', fields: ['token'] } });
    expect((await userByEmail(body.email as string))?.emailVerifiedAt).toBeNull();
  });

  it('refuses the same e-mail, in any case, with another password: 409 EMAIL_ALREADY_EXISTS_BAD_PASSWORD and nothing created', async () => {
    const body = signUpBody();
    expect((await signUp(body)).status).toBe(201);
    const again = await signUp(signUpBody({ email: (body.email as string).toUpperCase(), password: 'Other-Passw0rd!', companyName: 'Intruder' }));
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'EMAIL_ALREADY_EXISTS_BAD_PASSWORD', fields: ['email'] } });
    expect(mailsTo(app.dataDir, body.email as string)).toHaveLength(1);
    expect(await app.db.select({ name: clients.name }).from(clients).where(eq(clients.email, body.email as string))).toEqual([{ name: 'Tournée Productions' }]);
  });

  it('sends the link again when the same e-mail and password sign up while unverified (201, resent: true)', async () => {
    const body = signUpBody();
    const first = await signUp(body);
    const again = await signUp({ ...body, email: ` ${(body.email as string).toUpperCase()}`, companyName: 'Ignored Name' });
    expect(again).toMatchObject({ status: 201, body: { resent: true, userId: first.body.userId, clientId: first.body.clientId, email: body.email } });
    const [client] = await app.db.select().from(clients).where(eq(clients.id, first.body.clientId));
    expect(client?.name).toBe('Tournée Productions');

    const mails = mailsTo(app.dataDir, body.email as string);
    expect(mails).toHaveLength(2);
    const firstToken = linkIn(mails[0]!.text, '/verify-email').token;
    const secondToken = linkIn(mails[1]!.text, '/verify-email').token;
    expect(secondToken).not.toBe(firstToken);
    expect((await verify(secondToken)).status).toBe(200);
  });

  it('answers EMAIL_ALREADY_VERIFIED when a verified account signs up again with its password', async () => {
    const body = signUpBody();
    await signUp(body);
    await verify(linkIn(mailsTo(app.dataDir, body.email as string)[0]!.text, '/verify-email').token);
    const again = await signUp(body);
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'EMAIL_ALREADY_VERIFIED', fields: ['email'] } });
    expect(mailsTo(app.dataDir, body.email as string)).toHaveLength(1);
  });

  describe('validation', () => {
    it.each([
      { case: 'acceptTerms missing', overrides: { acceptTerms: undefined }, fields: ['acceptTerms'] },
      { case: 'acceptTerms false', overrides: { acceptTerms: false }, fields: ['acceptTerms'] },
      { case: 'isProfessional missing', overrides: { isProfessional: undefined }, fields: ['isProfessional'] },
      { case: 'isProfessional false', overrides: { isProfessional: false }, fields: ['isProfessional'] },
      { case: 'isProfessional as the string "true"', overrides: { isProfessional: 'true' }, fields: ['isProfessional'] },
      { case: 'a malformed e-mail', overrides: { email: 'camille.at.example.com' }, fields: ['email'] },
      { case: 'a password of 7 characters', overrides: { password: 'Ab1-xyz' }, fields: ['password'] },
      { case: 'a password without uppercase', overrides: { password: 'tour-2024-paris!' }, fields: ['password'] },
      { case: 'a password without lowercase', overrides: { password: 'TOUR-2024-PARIS!' }, fields: ['password'] },
      { case: 'a password without digit', overrides: { password: 'Tour-Paris-Lyon!' }, fields: ['password'] },
      { case: 'a password without special character', overrides: { password: 'Tour2024Paris' }, fields: ['password'] },
      { case: 'a SIRET of 13 digits', overrides: { siret: '7328293200007' }, fields: ['siret'] },
      { case: 'a SIRET with a letter', overrides: { siret: '7328293200007A' }, fields: ['siret'] },
      { case: 'a VAT number without country prefix', overrides: { vatNumber: '40303265045' }, fields: ['vatNumber'] },
      { case: 'a country outside the list', overrides: { country: 'US' }, fields: ['country'] },
      { case: 'an unknown legal form', overrides: { legalForm: 'LLC' }, fields: ['legalForm'] },
      { case: 'a company name of one character once trimmed', overrides: { companyName: '  A  ' }, fields: ['companyName'] },
      { case: 'a blank first name', overrides: { firstName: '   ' }, fields: ['firstName'] },
      { case: 'a phone with letters', overrides: { phone: 'call me maybe' }, fields: ['phone'] },
      { case: 'a postcode with symbols', overrides: { postcode: '#!' }, fields: ['postcode'] },
      { case: 'an unsupported locale', overrides: { locale: 'de' }, fields: ['locale'] },
      { case: 'several faults at once', overrides: { email: 'nope', country: 'US', acceptTerms: false }, fields: ['email', 'country', 'acceptTerms'] },
    ])('refuses $case with VALIDATION_ERRORS and creates nothing', async ({ overrides, fields }) => {
      const email = uniqueEmail('invalid');
      const response = await signUp(signUpBody({ email, ...overrides }));
      expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
      expect(await userByEmail(email)).toBeUndefined();
      expect(mailsTo(app.dataDir, email)).toEqual([]);
    });

    it('refuses a body that is not an object', async () => {
      const response = await app.api('/v1/clients', { method: 'POST', body: [signUpBody()], headers: fromIp(freshIp()) });
      expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['body'] } });
    });
  });
});
