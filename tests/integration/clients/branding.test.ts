import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBrandings } from '@/lib/db/schema';
import { createUser, tokenFor } from '../../support/factories';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { postImage, tinyPng } from '../../support/accounts/images';

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** A client user with a token, and a PNG its organisation uploaded. */
async function clientWithLogo() {
  const user = await createUser(app.db);
  const token = await tokenFor(app.db, user);
  const logo = await postImage(app.baseUrl, tinyPng(), { token });
  expect(logo.status).toBe(201);
  return { user, clientId: user.clientId!, token, logoId: logo.body.id as string };
}

function saveBranding(token: string | undefined, body: unknown) {
  return app.api('/v1/clients/branding', { method: 'POST', token, body });
}

async function brandingRow(clientId: string) {
  const [row] = await app.db.select().from(clientBrandings).where(eq(clientBrandings.clientId, clientId));
  return row;
}

describe('client branding', () => {
  it('answers 204 No Content before any branding exists: absence is a normal answer, not an error', async () => {
    const { clientId, token } = await clientWithLogo();
    const response = await app.api(`/v1/clients/branding/${clientId}`, { token });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
  });

  it('still answers 404 NOT_FOUND to an admin asking for a client that does not exist', async () => {
    const admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
    expect(await app.api(`/v1/clients/branding/${UNKNOWN_UUID}`, { token: admin })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('creates the branding with its own logo, then a second POST replaces it under the same id', async () => {
    const { clientId, token, logoId } = await clientWithLogo();
    const created = await saveBranding(token, { primaryColor: '#112233', secondaryColor: '#AABBCC', logoImageId: logoId });
    expect(created).toMatchObject({
      status: 200,
      body: { id: expect.any(String), clientId, primaryColor: '#112233', secondaryColor: '#AABBCC', logoImageId: logoId, logoUrl: `/api/v1/images/${logoId}` },
    });
    expect(await app.api(`/v1/clients/branding/${clientId}`, { token })).toMatchObject({ status: 200, body: created.body });

    const replaced = await saveBranding(token, { primaryColor: '#000000', secondaryColor: '#ffffff' });
    expect(replaced).toMatchObject({ status: 200, body: { id: created.body.id, clientId, primaryColor: '#000000', secondaryColor: '#ffffff', logoImageId: null, logoUrl: null } });
    expect(await app.db.select().from(clientBrandings).where(eq(clientBrandings.clientId, clientId))).toHaveLength(1);
  });

  it('PATCH changes only the fields sent, by the branding’s id', async () => {
    const { clientId, token, logoId } = await clientWithLogo();
    const created = await saveBranding(token, { primaryColor: '#112233', secondaryColor: '#445566' });
    const patched = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token, body: { secondaryColor: '#778899' } });
    expect(patched).toMatchObject({ status: 200, body: { id: created.body.id, primaryColor: '#112233', secondaryColor: '#778899', logoImageId: null } });
    const withLogo = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token, body: { logoImageId: logoId } });
    expect(withLogo.body).toMatchObject({ primaryColor: '#112233', secondaryColor: '#778899', logoImageId: logoId, logoUrl: `/api/v1/images/${logoId}` });
    const withoutLogo = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token, body: { logoImageId: null } });
    expect(withoutLogo.body).toMatchObject({ logoImageId: null, logoUrl: null });
    expect(await brandingRow(clientId)).toMatchObject({ primaryColor: '#112233', secondaryColor: '#778899', logoImageId: null });
  });

  it.each([
    { case: 'a colour name', body: { primaryColor: 'red', secondaryColor: '#000000' }, fields: ['primaryColor'] },
    { case: 'a 3-digit colour', body: { primaryColor: '#fff', secondaryColor: '#000000' }, fields: ['primaryColor'] },
    { case: 'a missing secondary colour', body: { primaryColor: '#000000' }, fields: ['secondaryColor'] },
    { case: 'a logo id that is no uuid', body: { primaryColor: '#000000', secondaryColor: '#000000', logoImageId: 'logo.png' }, fields: ['logoImageId'] },
    { case: 'an unknown logo', body: { primaryColor: '#000000', secondaryColor: '#000000', logoImageId: UNKNOWN_UUID }, fields: ['logoImageId'] },
  ])('POST refuses $case with VALIDATION_ERRORS and creates nothing', async ({ body, fields }) => {
    const { clientId, token } = await clientWithLogo();
    expect(await saveBranding(token, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await brandingRow(clientId)).toBeUndefined();
  });

  it('PATCH refuses an invalid colour with VALIDATION_ERRORS on primaryColor and changes nothing', async () => {
    const { clientId, token } = await clientWithLogo();
    const created = await saveBranding(token, { primaryColor: '#112233', secondaryColor: '#445566' });
    const response = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token, body: { primaryColor: '#12345G' } });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['primaryColor'] } });
    expect((await brandingRow(clientId))?.primaryColor).toBe('#112233');
  });

  it('refuses a logo uploaded by another client, on POST and on PATCH, with VALIDATION_ERRORS on logoImageId', async () => {
    const mine = await clientWithLogo();
    const theirs = await clientWithLogo();
    const post = await saveBranding(mine.token, { primaryColor: '#112233', secondaryColor: '#445566', logoImageId: theirs.logoId });
    expect(post).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['logoImageId'] } });

    const created = await saveBranding(mine.token, { primaryColor: '#112233', secondaryColor: '#445566' });
    const patch = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token: mine.token, body: { logoImageId: theirs.logoId } });
    expect(patch).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['logoImageId'] } });
    expect((await brandingRow(mine.clientId))?.logoImageId).toBeNull();
  });

  it('answers 404 NOT_FOUND for another client’s branding, on GET and PATCH, and changes nothing', async () => {
    const mine = await clientWithLogo();
    const theirs = await clientWithLogo();
    const their = await saveBranding(theirs.token, { primaryColor: '#112233', secondaryColor: '#445566' });

    expect(await app.api(`/v1/clients/branding/${theirs.clientId}`, { token: mine.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    const patch = await app.api(`/v1/clients/branding/${their.body.id}`, { method: 'PATCH', token: mine.token, body: { primaryColor: '#000000' } });
    expect(patch).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await brandingRow(theirs.clientId))?.primaryColor).toBe('#112233');
  });

  it('never lets a client POST another client’s branding through clientId', async () => {
    const mine = await clientWithLogo();
    const theirs = await clientWithLogo();
    await saveBranding(theirs.token, { primaryColor: '#112233', secondaryColor: '#445566' });
    await saveBranding(mine.token, { primaryColor: '#000000', secondaryColor: '#000000', clientId: theirs.clientId });
    expect(await brandingRow(theirs.clientId)).toMatchObject({ primaryColor: '#112233', secondaryColor: '#445566' });
  });

  it('answers 404 NOT_FOUND for unknown ids and ids that are no uuid (never a 500)', async () => {
    const { token } = await clientWithLogo();
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await app.api(`/v1/clients/branding/${id}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(await app.api(`/v1/clients/branding/${id}`, { method: 'PATCH', token, body: { primaryColor: '#000000' } })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('refuses a seller with 403 FORBIDDEN and anonymous callers with 401', async () => {
    const owner = await clientWithLogo();
    const created = await saveBranding(owner.token, { primaryColor: '#112233', secondaryColor: '#445566' });
    const seller = await tokenFor(app.db, await createUser(app.db, { roles: ['seller'], clientId: owner.clientId }));
    for (const token of [seller, undefined]) {
      const expected = token ? { status: 403, body: { errorCode: 'FORBIDDEN' } } : { status: 401, body: { errorCode: 'UNAUTHORIZED' } };
      expect(await app.api(`/v1/clients/branding/${owner.clientId}`, { token })).toMatchObject(expected);
      expect(await saveBranding(token, { primaryColor: '#000000', secondaryColor: '#000000' })).toMatchObject(expected);
      expect(await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token, body: { primaryColor: '#000000' } })).toMatchObject(expected);
    }
    expect((await brandingRow(owner.clientId))?.primaryColor).toBe('#112233');
  });

  describe('as an admin', () => {
    it('creates, reads and edits any client’s branding, naming the client in the body', async () => {
      const owner = await clientWithLogo();
      const admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
      const created = await saveBranding(admin, { clientId: owner.clientId, primaryColor: '#101010', secondaryColor: '#202020', logoImageId: owner.logoId });
      expect(created).toMatchObject({ status: 200, body: { clientId: owner.clientId, logoImageId: owner.logoId } });
      expect(await app.api(`/v1/clients/branding/${owner.clientId}`, { token: admin })).toMatchObject({ status: 200, body: { id: created.body.id } });
      const patched = await app.api(`/v1/clients/branding/${created.body.id}`, { method: 'PATCH', token: admin, body: { primaryColor: '#303030' } });
      expect(patched).toMatchObject({ status: 200, body: { primaryColor: '#303030', secondaryColor: '#202020' } });
      expect(await app.api(`/v1/clients/branding/${owner.clientId}`, { token: owner.token })).toMatchObject({ status: 200, body: { primaryColor: '#303030' } });
    });

    it('refuses a POST without clientId with VALIDATION_ERRORS on clientId', async () => {
      const admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
      expect(await saveBranding(admin, { primaryColor: '#101010', secondaryColor: '#202020' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['clientId'] } });
    });

    it('answers 404 NOT_FOUND for a POST naming a client that does not exist (never a 500)', async () => {
      const admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
      expect(await saveBranding(admin, { clientId: UNKNOWN_UUID, primaryColor: '#101010', secondaryColor: '#202020' })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    });
  });
});
