import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '@/lib/db/schema';
import { createClient, createUser, TEST_PASSWORD, tokenFor, type TestUser } from '../../support/factories';
import { freshIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { signInFrom } from '../../support/accounts/sign-in';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

async function clientRow(id: string) {
  const [row] = await app.db.select().from(clients).where(eq(clients.id, id));
  return row!;
}

async function adminToken(): Promise<string> {
  return tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
}

async function clientUser(overrides: Parameters<typeof createClient>[1] = {}): Promise<{ user: TestUser; token: string }> {
  const client = await createClient(app.db, overrides);
  const user = await createUser(app.db, { clientId: client.id });
  return { user, token: await tokenFor(app.db, user) };
}

describe('GET /v1/clients/{id}', () => {
  it('gives a client user its own organisation, without internal columns', async () => {
    const { user, token } = await clientUser({ name: 'Les Tréteaux', city: 'Lyon', country: 'FR' });
    const response = await app.api(`/v1/clients/${user.clientId}`, { token });
    expect(response).toMatchObject({
      status: 200,
      body: { id: user.clientId, name: 'Les Tréteaux', city: 'Lyon', country: 'FR', status: 'active', allowAllFeatures: false, createdAt: expect.any(String) },
    });
    expect(response.body).not.toHaveProperty('updatedAt');
  });

  it('answers 404 NOT_FOUND for another client, and for an id that is no uuid (never a 500)', async () => {
    const { token } = await clientUser();
    const other = await createClient(app.db);
    expect(await app.api(`/v1/clients/${other.id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    for (const id of ['not-a-uuid', '12345', `${other.id}x`]) {
      expect(await app.api(`/v1/clients/${id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(await app.api(`/v1/clients/${id}`, { token: await adminToken() })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('lets an admin read any client, and answers 404 for an unknown one', async () => {
    const other = await createClient(app.db, { name: 'Somebody Else' });
    const token = await adminToken();
    expect(await app.api(`/v1/clients/${other.id}`, { token })).toMatchObject({ status: 200, body: { id: other.id, name: 'Somebody Else' } });
    expect(await app.api('/v1/clients/00000000-0000-4000-8000-000000000000', { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('gives an admin the manager accounts with their e-mail verification, and the organisation’s own managers none', async () => {
    const { user, token } = await clientUser();
    const unverified = await createUser(app.db, { clientId: user.clientId, verified: false });
    await createUser(app.db, { roles: ['seller'], clientId: user.clientId });
    const asAdmin = await app.api(`/v1/clients/${user.clientId}`, { token: await adminToken() });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.accounts).toEqual([
      { id: user.id, email: user.email, firstName: null, lastName: null, emailVerifiedAt: expect.any(String) },
      { id: unverified.id, email: unverified.email, firstName: null, lastName: null, emailVerifiedAt: null },
    ]);
    expect((await app.api(`/v1/clients/${user.clientId}`, { token })).body).not.toHaveProperty('accounts');
  });

  it('refuses a seller with 403 FORBIDDEN, even on the client it belongs to, and anonymous callers with 401', async () => {
    const client = await createClient(app.db);
    const seller = await createUser(app.db, { roles: ['seller'], clientId: client.id });
    expect(await app.api(`/v1/clients/${client.id}`, { token: await tokenFor(app.db, seller) })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api(`/v1/clients/${client.id}`)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('PATCH /v1/clients/{id}', () => {
  it('updates the own profile, trimmed and normalised, leaving the fields not sent', async () => {
    const { user, token } = await clientUser({ name: 'Before', city: 'Paris', phone: '+33 1 00 00 00 00' });
    const response = await app.api(`/v1/clients/${user.clientId}`, {
      method: 'PATCH',
      token,
      body: { name: '  Après Tournée  ', email: ' Contact@Apres.TEST ', siret: '732 829 320 00074', vatNumber: 'fr 40 303265045', addressLine2: '  ', city: ' Nantes ' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { name: 'Après Tournée', email: 'contact@apres.test', siret: '73282932000074', vatNumber: 'FR40303265045', addressLine2: null, city: 'Nantes', phone: '+33 1 00 00 00 00' },
    });
    expect(await clientRow(user.clientId!)).toMatchObject({ name: 'Après Tournée', city: 'Nantes', phone: '+33 1 00 00 00 00' });
  });

  it('clears the SIRET and VAT number when sent empty', async () => {
    const { user, token } = await clientUser({ siret: '73282932000074', vatNumber: 'FR40303265045' });
    const response = await app.api(`/v1/clients/${user.clientId}`, { method: 'PATCH', token, body: { siret: '', vatNumber: '' } });
    expect(response.body).toMatchObject({ siret: null, vatNumber: null });
  });

  it.each([
    { case: 'a name of one character once trimmed', body: { name: ' X ' }, fields: ['name'] },
    { case: 'an unknown legal form', body: { legalForm: 'LLC' }, fields: ['legalForm'] },
    { case: 'a SIRET of 13 digits', body: { siret: '7328293200007' }, fields: ['siret'] },
    { case: 'a malformed VAT number', body: { vatNumber: '12' }, fields: ['vatNumber'] },
    { case: 'a malformed e-mail', body: { email: 'contact-at-example' }, fields: ['email'] },
    { case: 'a phone with letters', body: { phone: 'phone me' }, fields: ['phone'] },
    { case: 'a blank first address line', body: { addressLine1: '   ' }, fields: ['addressLine1'] },
    { case: 'a postcode with symbols', body: { postcode: '$$$' }, fields: ['postcode'] },
    { case: 'a blank city', body: { city: '' }, fields: ['city'] },
    { case: 'a country outside the list', body: { country: 'US' }, fields: ['country'] },
    { case: 'a null name', body: { name: null }, fields: ['name'] },
    { case: 'several faults at once', body: { name: '', email: 'x', country: 'ZZ' }, fields: ['name', 'email', 'country'] },
  ])('refuses $case with VALIDATION_ERRORS and changes nothing', async ({ body, fields }) => {
    const { user, token } = await clientUser({ name: 'Unchanged' });
    const response = await app.api(`/v1/clients/${user.clientId}`, { method: 'PATCH', token, body });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect((await clientRow(user.clientId!)).name).toBe('Unchanged');
  });

  it.each([
    { case: 'status', body: { status: 'suspended', name: 'Hijacked' } },
    { case: 'allowAllFeatures', body: { allowAllFeatures: true, name: 'Hijacked' } },
    { case: 'status set to its current value', body: { status: 'active' } },
  ])('refuses a client setting $case with 403 FORBIDDEN, and changes nothing', async ({ body }) => {
    const { user, token } = await clientUser({ name: 'Honest' });
    expect(await app.api(`/v1/clients/${user.clientId}`, { method: 'PATCH', token, body })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await clientRow(user.clientId!)).toMatchObject({ name: 'Honest', status: 'active', allowAllFeatures: false });
  });

  it('answers 404 NOT_FOUND on another client, and changes nothing', async () => {
    const { token } = await clientUser();
    const other = await createClient(app.db, { name: 'Not Yours' });
    expect(await app.api(`/v1/clients/${other.id}`, { method: 'PATCH', token, body: { name: 'Mine Now' } })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await clientRow(other.id)).name).toBe('Not Yours');
    expect(await app.api('/v1/clients/not-a-uuid', { method: 'PATCH', token, body: { name: 'Mine Now' } })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('refuses a seller with 403 and anonymous callers with 401', async () => {
    const client = await createClient(app.db, { name: 'Untouched' });
    const seller = await createUser(app.db, { roles: ['seller'], clientId: client.id });
    expect(await app.api(`/v1/clients/${client.id}`, { method: 'PATCH', token: await tokenFor(app.db, seller), body: { name: 'Seller Was Here' } })).toMatchObject({
      status: 403,
      body: { errorCode: 'FORBIDDEN' },
    });
    expect(await app.api(`/v1/clients/${client.id}`, { method: 'PATCH', body: { name: 'Anonymous' } })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect((await clientRow(client.id)).name).toBe('Untouched');
  });

  it('lets an admin edit any client, allowAllFeatures included, and answers 404 for an unknown one', async () => {
    const other = await createClient(app.db);
    const token = await adminToken();
    const response = await app.api(`/v1/clients/${other.id}`, { method: 'PATCH', token, body: { allowAllFeatures: true, name: ' Renamed By Admin ' } });
    expect(response).toMatchObject({ status: 200, body: { id: other.id, allowAllFeatures: true, name: 'Renamed By Admin', status: 'active' } });
    const unknown = await app.api('/v1/clients/00000000-0000-4000-8000-000000000000', { method: 'PATCH', token, body: { name: 'Ghost' } });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api(`/v1/clients/${other.id}`, { method: 'PATCH', token, body: { status: 'closed' } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status'] } });
  });
});

describe('suspension by an admin', () => {
  it('stops the client’s existing tokens and sign-ins with ACCOUNT_SUSPENDED, and reactivation restores both', async () => {
    const { user, token } = await clientUser();
    const admin = await adminToken();
    expect((await app.api('/v1/users/me', { token })).status).toBe(200);

    const suspended = await app.api(`/v1/clients/${user.clientId}`, { method: 'PATCH', token: admin, body: { status: 'suspended' } });
    expect(suspended).toMatchObject({ status: 200, body: { status: 'suspended' } });
    expect(await app.api('/v1/users/me', { token })).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_SUSPENDED' } });
    expect(await app.api(`/v1/clients/${user.clientId}`, { token })).toMatchObject({ status: 403, body: { errorCode: 'ACCOUNT_SUSPENDED' } });
    expect(await signInFrom(app.baseUrl, freshIp(), { email: user.email, password: TEST_PASSWORD })).toMatchObject({ error: 'ACCOUNT_SUSPENDED', session: {} });

    const reactivated = await app.api(`/v1/clients/${user.clientId}`, { method: 'PATCH', token: admin, body: { status: 'active' } });
    expect(reactivated).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(await app.api('/v1/users/me', { token })).toMatchObject({ status: 200, body: { id: user.id } });
    expect(await signInFrom(app.baseUrl, freshIp(), { email: user.email, password: TEST_PASSWORD })).toMatchObject({ error: null, session: { user: { id: user.id } } });
  });
});
