import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryChanges, inventoryLevels, users } from '@/lib/db/schema';
import { MAX_LEVEL } from '@/features/stock/types';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { signUpBody } from '../../support/accounts/sign-up';
import { uploadImage } from '../../support/catalogue';
import { createStockedTour, levelOf, supply } from '../../support/stock';
import { createManager, createPlatformAdmin, createSeller, createTour } from '../../support/tours';

// Issue #10: the inputs an outside attack turned into 500s, each answered 4xx by the shared layer now.
let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app.close());

describe('a NUL character, refused once for every string the API reads', () => {
  it('in a body, even without credentials: VALIDATION_ERRORS naming the field, and no account made', async () => {
    const body = signUpBody({ companyName: 'a\u0000b' });
    const response = await app.api('/v1/clients', { method: 'POST', body, headers: fromIp(freshIp()) });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['companyName'] } });
    expect(await app.db.select().from(users).where(eq(users.email, String(body.email).toLowerCase()))).toHaveLength(0);
  });

  it('in a nested value or a key', async () => {
    const manager = await createManager(app.db);
    const nested = await app.api('/v1/projects', { method: 'POST', token: manager.token, body: { name: 'Tournée', extra: { deep: ['ok', 'x\u0000'] } } });
    expect(nested).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['extra.deep.1'] } });
    const key = await app.api('/v1/projects', { method: 'POST', token: manager.token, body: { name: 'Tournée', 'a\u0000': 1 } });
    expect(key).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
  });

  it.each(['/v1/projects', '/v1/events', '/v1/products', '/v1/announcements', '/v1/clients', '/v1/clients-count'])('in a query string: %s?q=%00', async (path) => {
    const admin = await createPlatformAdmin(app.db);
    const response = await app.api(`${path}?q=%00`, { token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['q'] } });
  });

  it('in a path parameter', async () => {
    const manager = await createManager(app.db);
    const response = await app.api('/v1/announcements/%00', { token: manager.token });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_ERRORS');
  });
});

describe('input too deep to walk', () => {
  it('refuses 5,000 nested arrays with VALIDATION_ERRORS', async () => {
    const manager = await createManager(app.db);
    const rawBody = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await app.api('/v1/projects', { method: 'POST', token: manager.token, rawBody, headers: { 'Content-Type': 'application/json' } });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['body'] } });
  });
});

describe('dates outside the accepted years (1970-2100)', () => {
  it.each(['0000-01-01', '1969-12-31', '2101-01-01', '99999-01-01'])('POST and PATCH /v1/projects refuse startDate %s', async (startDate) => {
    const manager = await createManager(app.db);
    const created = await app.api('/v1/projects', { method: 'POST', token: manager.token, body: { name: 'Tournée', startDate } });
    expect(created).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['startDate'] } });
    const tour = await createTour(app.db, manager);
    const updated = await app.api(`/v1/projects/${tour.id}`, { method: 'PATCH', token: manager.token, body: { startDate } });
    expect(updated).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['startDate'] } });
  });

  it('keeps the bounds themselves', async () => {
    const manager = await createManager(app.db);
    const created = await app.api('/v1/projects', { method: 'POST', token: manager.token, body: { name: 'Tournée', startDate: '1970-01-01', endDate: '2100-12-31' } });
    expect(created).toMatchObject({ status: 201, body: { startDate: '1970-01-01', endDate: '2100-12-31' } });
  });
});

describe('abuse-limit keys are bounded whatever the input', () => {
  const longEmail = `${'a'.repeat(300)}@example.com`;
  it.each(['/v1/resend-verification', '/v1/request-reset-password'])('%s with a 300-character e-mail', async (path) => {
    const response = await app.api(path, { method: 'POST', body: { email: longEmail }, headers: fromIp(freshIp()) });
    expect(response.status).toBeLessThan(500);
  });

  it('a 300-character X-Forwarded-For', async () => {
    const response = await app.api('/v1/request-reset-password', { method: 'POST', body: { email: 'nobody@example.com' }, headers: { 'X-Forwarded-For': 'x'.repeat(300) } });
    expect(response.status).toBe(204);
  });
});

describe('truncated image files', () => {
  const signatures = { 'a PNG signature alone': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'a TIFF header alone': Buffer.from('II*\u0000', 'latin1') };
  it.each(Object.entries(signatures))('%s is 415 WRONG_MYME_TYPES', async (_name, bytes) => {
    const manager = await createManager(app.db);
    const response = await fetch(`${app.baseUrl}/api/v1/images`, { method: 'POST', headers: { Authorization: `Bearer ${manager.token}` }, body: bytes });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ errorCode: 'WRONG_MYME_TYPES' });
  });
});

/** Two requests on one keep-alive socket: the second must be answered on the same connection. */
function twoRequestsOnOneSocket(first: { path: string; body: Buffer }, second: string): Promise<{ first: number; firstBody: string; second: number; sockets: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const send = (method: string, path: string, body?: Buffer) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${app.baseUrl}${path}`, { method, agent, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {} }, (response) => {
        sockets.add(response.socket);
        let text = '';
        response.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: response.statusCode!, text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  return (async () => {
    const one = await send('POST', first.path, first.body);
    const two = await send('GET', second);
    agent.destroy();
    return { first: one.status, firstBody: one.text, second: two.status, sockets: sockets.size };
  })();
}

describe('an oversized body', () => {
  it('is answered 413 PAYLOAD_TOO_LARGE, and the connection serves the next request', async () => {
    const body = Buffer.from(`{"email":"${'x'.repeat(5 * 1024 * 1024)}"}`);
    const result = await twoRequestsOnOneSocket({ path: '/api/v1/request-reset-password', body }, '/api/auth/csrf');
    expect(result.first).toBe(413);
    expect(JSON.parse(result.firstBody)).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(result.second).toBe(200);
    expect(result.sockets).toBe(1);
  });
});

describe('stock sums past 2^31', () => {
  it('GET inventory-level-changes/counts adds in 64 bits', async () => {
    const tour = await createStockedTour(app);
    await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.M, quantity: 1 }]);
    const [row] = await app.db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour.tour.id));
    // Two ledger rows of 2 billion units: what years of large supplies add up to, written directly.
    const copy = { ...row!, id: undefined, createdAt: undefined };
    await app.db.insert(inventoryChanges).values([{ ...copy, quantity: 2_000_000_000 }, { ...copy, quantity: 2_000_000_000 }]);
    const response = await app.api(`/v1/projects/${tour.tour.id}/inventory-level-changes/counts`, { token: tour.manager.token });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('4000000001');
  });

  it('a level past MAX_LEVEL is refused as VALIDATION_ERRORS naming the line, and nothing moves', async () => {
    const tour = await createStockedTour(app);
    const items = [
      { productVariantId: tour.sizes.S, quantity: 5 },
      { productVariantId: tour.sizes.M, quantity: 10 },
    ];
    expect((await supply(app, tour.manager.token, tour.tour.id, items)).status).toBe(200);
    await app.db
      .update(inventoryLevels)
      .set({ available: MAX_LEVEL - 5 })
      .where(eq(inventoryLevels.inventoryId, tour.warehouseId));
    const refused = await supply(app, tour.manager.token, tour.tour.id, [{ productVariantId: tour.sizes.S, quantity: 1 }, { productVariantId: tour.sizes.M, quantity: 10 }]);
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['items.1.quantity'] } });
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.S)).toBe(MAX_LEVEL - 5);
    expect(await levelOf(app.db, tour.warehouseId, tour.sizes.M)).toBe(MAX_LEVEL - 5);
    // The refused supply wrote no ledger row (the direct update above is outside the ledger on purpose).
    expect(await app.db.select().from(inventoryChanges).where(eq(inventoryChanges.projectId, tour.tour.id))).toHaveLength(2);
  });
});

describe('one view per audience in GET /v1/projects', () => {
  it('gives a seller the restricted view: no team, owner or description', async () => {
    const manager = await createManager(app.db);
    const tour = await createTour(app.db, manager, { description: 'Budget interne' });
    const seller = await createSeller(app.db, [tour.id]);
    const response = await app.api('/v1/projects', { token: seller.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([{ id: tour.id, name: tour.name, startDate: tour.startDate, endDate: tour.endDate, hasZones: tour.hasZones, status: 'active', myRole: 'seller' }]);
  });
});

describe('security headers', () => {
  it('pages carry a Content-Security-Policy and a Permissions-Policy; no HSTS over plain HTTP', async () => {
    const response = await fetch(`${app.baseUrl}/signin`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('permissions-policy')).toContain('microphone=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('uploaded images are served with a sandboxing policy of their own', async () => {
    const manager = await createManager(app.db);
    const id = await uploadImage(app, manager.token);
    const response = await fetch(`${app.baseUrl}/api/v1/images/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
