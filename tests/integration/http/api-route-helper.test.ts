import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeDatabase, installDatabase } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { apiRoute, method, publicMethod } from '@/lib/http/api-route';
import { createUser, tokenFor } from '../../support/factories';
import { openTestDatabase } from '../../support/test-app';

// Routes built for this test, served by a plain Node server: the helper's every branch, on the real database.
const routes: Record<string, ReturnType<typeof apiRoute>> = {
  '/empty': apiRoute({ DELETE: method({ handler: async () => undefined }) }),
  '/created': apiRoute({
    POST: method({ status: 201, body: z.object({ title: z.string().min(3), items: z.array(z.object({ quantity: z.number().int().positive() })) }), handler: async ({ body }) => body }),
  }),
  '/admins-only': apiRoute({ GET: method({ roles: ['admin'], handler: async ({ actor }) => ({ role: actor.role }) }) }),
  '/list': apiRoute({ GET: publicMethod({ query: z.object({ status: z.array(z.enum(['paid', 'prepared'])).default([]), page: z.coerce.number().int().min(1).default(1) }), handler: async ({ query, actor }) => ({ query, actor }) }) }),
  '/refusal': apiRoute({ GET: publicMethod({ handler: async () => { throw new AppError('TOO_MANY_REQUESTS', { headers: { 'Retry-After': '30' } }); } }) }),
  '/crash': apiRoute({ GET: publicMethod({ handler: async () => { throw new Error('secret detail /etc/passwd'); } }) }),
};

let baseUrl: string;
let server: http.Server;
let db: Awaited<ReturnType<typeof openTestDatabase>>['db'];

beforeAll(async () => {
  const handle = await openTestDatabase();
  installDatabase(handle);
  db = handle.db;
  server = http.createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0]!];
    if (!route) return void res.writeHead(404).end();
    void route(Object.assign(req, { query: {} }), res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeDatabase();
});

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
}

describe('apiRoute', () => {
  it('answers 204 with no content when the handler returns nothing', async () => {
    const user = await createUser(db);
    const response = await call('/empty', { method: 'DELETE', headers: { Authorization: `Bearer ${await tokenFor(db, user)}` } });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('answers with the configured success status and the parsed body', async () => {
    const user = await createUser(db);
    const response = await call('/created', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(db, user)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Tee', items: [{ quantity: 2 }], ignored: true }),
    });
    expect(response).toMatchObject({ status: 201, body: { title: 'Tee', items: [{ quantity: 2 }] } });
    expect(response.body).not.toHaveProperty('ignored');
  });

  it('lists every offending field, nested ones as dotted paths', async () => {
    const user = await createUser(db);
    const response = await call('/created', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(db, user)}` },
      body: JSON.stringify({ title: 'T', items: [{ quantity: 1 }, { quantity: -1 }] }),
    });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['title', 'items.1.quantity'] } });
  });

  it('guards roles with 403 FORBIDDEN', async () => {
    const client = await createUser(db, { roles: ['client'] });
    const admin = await createUser(db, { roles: ['admin'] });
    expect(await call('/admins-only', { headers: { Authorization: `Bearer ${await tokenFor(db, client)}` } })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await call('/admins-only', { headers: { Authorization: `Bearer ${await tokenFor(db, admin)}` } })).toMatchObject({ status: 200, body: { role: 'admin' } });
  });

  it('parses bracket arrays in the query, and refuses values outside the schema', async () => {
    const ok = await call('/list?status[]=paid&status[]=prepared&page=2');
    expect(ok.body).toEqual({ query: { status: ['paid', 'prepared'], page: 2 }, actor: null });
    const bad = await call('/list?status[]=stolen&page=0');
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['status.0', 'page'] } });
  });

  it('sends a refusal’s status, code and headers', async () => {
    const response = await call('/refusal');
    expect(response).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('hides an unexpected failure behind 500 UNEXPECTED_ERROR', async () => {
    const response = await call('/crash');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ errorCode: 'UNEXPECTED_ERROR' });
    expect(response.text).not.toContain('passwd');
  });
});
