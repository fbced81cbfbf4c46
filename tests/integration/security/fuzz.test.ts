import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, freshIp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { problemWith } from '../../support/security/answers';
import { send } from '../../support/security/http';
import { validBodies } from '../../support/security/requests';
import { discoverRoutes, routeTemplates, type DiscoveredRoute } from '../../support/security/routes';
import { readShowcase, seedTenant, type Tenant } from '../../support/security/tenant';

/*
 * Issue #10: bad input is always a 4xx with a catalogue code, never a 500 and never the server's insides. Every
 * route under pages/api/v1 is fuzzed, its methods asked of the server, so a route added later is fuzzed too. The
 * cases are fixed (no randomness): a failure names its route, method, input class and the input itself.
 */

let app: AccountsTestApp;
let tenant: Tenant;
let routes: DiscoveredRoute[];
let notApiRoutes: string[];
let showcaseBefore: Record<string, unknown>;

beforeAll(async () => {
  app = await startAccountsApp();
  ({ routes, notApiRoutes } = await discoverRoutes(app.baseUrl));
  tenant = await seedTenant(app);
  showcaseBefore = await readShowcase(app, tenant);
}, 120_000);
afterAll(() => app?.close());

// Every route is fuzzed by the fuzz-routes-*.test.ts files, a share each (tests/support/security/fuzzed-routes.ts).
it('finds every file under pages/api/v1 to be an apiRoute that says its methods', () => {
  expect(notApiRoutes).toEqual([]);
  expect(new Set(routes.map((route) => route.template))).toEqual(new Set(routeTemplates().map((route) => route.template)));
});

function post(path: string, body: string | Buffer, headers: Record<string, string> = {}, token?: string) {
  return send(app.baseUrl, { method: 'POST', path: `/api${path}`, body, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers } });
}

describe('known attacks', () => {
  it.each([
    ['a PNG cut after its 8-byte signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a TIFF header alone', Buffer.from('II*\u0000', 'latin1')],
  ])('refuses %s as an image: 415 WRONG_MYME_TYPES', async (_, bytes) => {
    const answer = await post('/v1/images', bytes, { 'Content-Type': 'application/octet-stream' }, tenant.owner.token);
    expect({ status: answer.status, body: answer.json }).toEqual({ status: 415, body: { errorCode: 'WRONG_MYME_TYPES' } });
  });

  it('refuses the year 0 as a tour date: 400 VALIDATION_ERRORS, on creation and on edit', async () => {
    const created = await post('/v1/projects', JSON.stringify({ name: 'Tournée an zéro', startDate: '0000-01-01' }), {}, tenant.owner.token);
    expect({ status: created.status, body: created.json }).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['startDate'] } });
    const edited = await send(app.baseUrl, {
      method: 'PATCH',
      path: `/api/v1/projects/${tenant.workbench.projectId}`,
      body: JSON.stringify({ startDate: '0000-01-01' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tenant.owner.token}` },
    });
    expect({ status: edited.status, body: edited.json }).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['startDate'] } });
  });

  it.each(['/v1/resend-verification', '/v1/request-reset-password'])('answers a 300-character e-mail on %s without a 500', async (path) => {
    const email = `${'a'.repeat(300 - '@test.local'.length)}@test.local`;
    const answer = await post(path, JSON.stringify({ email }));
    expect(problemWith(answer)).toBeNull();
  });

  // Valid bodies, so that the call reaches the abuse limit, which counts per client IP (TRUST_PROXY=1 here).
  it.each(['/v1/resend-verification', '/v1/request-reset-password', '/v1/reset-password', '/v1/clients'])('answers a 300-character X-Forwarded-For on %s without a 500', async (path) => {
    const body = validBodies[`POST ${path}`]!({ tenant, workspace: tenant.workbench, callerId: tenant.owner.user.id });
    const forwarded = `10.0.0.${'1'.repeat(300 - '10.0.0.'.length)}`;
    const answer = await post(path, JSON.stringify(body), { 'X-Forwarded-For': forwarded });
    expect(problemWith(answer)).toBeNull();
  });
});

it('lost nothing: the showcase tour reads the same after the fuzzing', async () => {
  expect(await readShowcase(app, tenant)).toEqual(showcaseBefore);
});
