import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';

// On PostgreSQL every file of the run shares the database: each test lists only the clients of its own tag.
let app: AccountsTestApp;
let admin: string;
beforeAll(async () => {
  app = await startAccountsApp();
  admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));
});
afterAll(() => app.close());

/** Three clients created one after the other (oldest first), their names, e-mails or cities carrying `tag`. */
/** Three clients a second apart: rows made within one millisecond would tie on their creation time. */
async function taggedClients(tag: string) {
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
  const first = await createClient(app.db, { name: `Alpha ${tag}`, city: 'Paris', createdAt: at(3) });
  const second = await createClient(app.db, { name: 'Beta Productions', email: `contact@${tag}.test`, status: 'suspended', createdAt: at(2) });
  const third = await createClient(app.db, { name: 'Gamma Live', city: `Lyon ${tag.toUpperCase()}`, createdAt: at(1) });
  return [first, second, third] as const;
}

describe('GET /v1/clients (admin list)', () => {
  it('pages every client newest first with the convention’s meta', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await taggedClients(tag);

    const page1 = await app.api(`/v1/clients?q=${tag}&limit=2`, { token: admin });
    expect(page1).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 2, total: 3 } } });
    expect(page1.body.data.map((client: { id: string }) => client.id)).toEqual([third.id, second.id]);
    expect(page1.body.data[0]).toMatchObject({ name: 'Gamma Live', status: 'active', createdAt: expect.any(String) });
    expect(page1.body.data[0]).not.toHaveProperty('updatedAt');

    const page2 = await app.api(`/v1/clients?q=${tag}&limit=2&page=2`, { token: admin });
    expect(page2.body).toEqual({ data: [expect.objectContaining({ id: first.id })], meta: { page: 2, limit: 2, total: 3 } });
    const beyond = await app.api(`/v1/clients?q=${tag}&limit=2&page=3`, { token: admin });
    expect(beyond).toMatchObject({ status: 200, body: { data: [], meta: { page: 3, limit: 2, total: 3 } } });
  });

  it('defaults to page 1 of 50', async () => {
    await createClient(app.db);
    const response = await app.api('/v1/clients', { token: admin });
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: expect.any(Number) } } });
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.length).toBeLessThanOrEqual(50);
  });

  it('searches name, e-mail and city, case-insensitively, taking % and _ literally', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await taggedClients(tag);
    const ids = async (q: string) => (await app.api(`/v1/clients?q=${encodeURIComponent(q)}`, { token: admin })).body.data.map((client: { id: string }) => client.id);
    expect(await ids(tag.toUpperCase())).toEqual([third.id, second.id, first.id]);
    expect(await ids(`alpha ${tag}`)).toEqual([first.id]);
    expect(await ids(`@${tag}.test`)).toEqual([second.id]);
    expect(await ids(`lyon ${tag}`)).toEqual([third.id]);
    expect(await ids(`${tag}%`)).toEqual([]);
    expect(await ids(`alpha_${tag}`)).toEqual([]);
  });

  it('filters by status[] and combines it with q', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await taggedClients(tag);
    const suspended = await app.api(`/v1/clients?q=${tag}&status[]=suspended`, { token: admin });
    expect(suspended.body).toEqual({ data: [expect.objectContaining({ id: second.id, status: 'suspended' })], meta: { page: 1, limit: 50, total: 1 } });
    const both = await app.api(`/v1/clients?q=${tag}&status[]=suspended&status[]=active`, { token: admin });
    expect(both.body.data.map((client: { id: string }) => client.id)).toEqual([third.id, second.id, first.id]);
  });

  it.each([
    { query: 'limit=201', fields: ['limit'] },
    { query: 'limit=0', fields: ['limit'] },
    { query: 'page=0', fields: ['page'] },
    { query: 'page=first', fields: ['page'] },
    { query: 'status[]=deleted', fields: ['status.0'] },
    { query: 'status=suspended', fields: ['status'] },
  ])('refuses ?$query with VALIDATION_ERRORS', async ({ query, fields }) => {
    expect(await app.api(`/v1/clients?${query}`, { token: admin })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('refuses clients and sellers with 403 FORBIDDEN and anonymous callers with 401', async () => {
    const client = await createUser(app.db, { roles: ['client'] });
    const seller = await createUser(app.db, { roles: ['seller'], clientId: client.clientId });
    for (const user of [client, seller]) {
      expect(await app.api('/v1/clients', { token: await tokenFor(app.db, user) })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await app.api('/v1/clients')).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('GET /v1/clients-count', () => {
  it('counts with the list’s filters', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    await taggedClients(tag);
    expect(await app.api(`/v1/clients-count?q=${tag}`, { token: admin })).toMatchObject({ status: 200, body: { count: 3 } });
    expect((await app.api(`/v1/clients-count?q=${tag}&status[]=suspended`, { token: admin })).body).toEqual({ count: 1 });
    expect((await app.api(`/v1/clients-count?q=${tag}&status[]=active`, { token: admin })).body).toEqual({ count: 2 });
    expect((await app.api(`/v1/clients-count?q=${tag}%25`, { token: admin })).body).toEqual({ count: 0 });
    const all = await app.api('/v1/clients-count', { token: admin });
    expect(all.body.count).toBeGreaterThanOrEqual(3);
  });

  it('ignores paging and refuses an unknown status with VALIDATION_ERRORS', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    await taggedClients(tag);
    expect((await app.api(`/v1/clients-count?q=${tag}&limit=1&page=9`, { token: admin })).body).toEqual({ count: 3 });
    expect(await app.api('/v1/clients-count?status[]=deleted', { token: admin })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status.0'] } });
  });

  it('refuses clients and sellers with 403 FORBIDDEN and anonymous callers with 401', async () => {
    const client = await createUser(app.db, { roles: ['client'] });
    const seller = await createUser(app.db, { roles: ['seller'], clientId: client.clientId });
    for (const user of [client, seller]) {
      expect(await app.api('/v1/clients-count', { token: await tokenFor(app.db, user) })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await app.api('/v1/clients-count')).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});
