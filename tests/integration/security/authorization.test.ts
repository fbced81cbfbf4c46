import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBrandings, clients, events, productVariants, products, projectClients, projects, stands, subscriptions, userRoles, users } from '@/lib/db/schema';
import { freshIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { createUser, tokenFor } from '../../support/factories';
import { checkRoute, type Cast } from '../../support/security/access-checks';
import { accessTable } from '../../support/security/access-table';
import { send } from '../../support/security/http';
import { validBodies } from '../../support/security/requests';
import { discoverRoutes, type DiscoveredRoute } from '../../support/security/routes';
import { ok, seedTenant, type Tenant } from '../../support/security/tenant';
import { forgedTokensFor } from '../../support/security/tokens';
import { victimWorkspace } from '../../support/security/victims';
import { createManager, createSeller, createTour, type Signed } from '../../support/tours';

/*
 * Issue #10, the authorization matrix: every route the server serves is declared in access-table.ts, and each
 * declaration is checked against every kind of caller, with real ids of the tenant's tour.
 */

let app: AccountsTestApp;
let routes: DiscoveredRoute[];
let notApiRoutes: string[];
let tenant: Tenant;
let cast: Cast;
let controlToken: string;
let outsiderTourId: string;

/** Invites the viewer on a tour through the API and accepts with the link of the e-mail, as a guest would. */
async function inviteViewer(viewer: Signed, projectId: string) {
  await ok(app.api, '/v1/projects/client-invitation', tenant.owner.token, { method: 'POST', body: { projectId, email: viewer.user.email, role: 'viewer' } });
  const outbox = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(viewer.user.email)}`);
  const token = (outbox.body[0].text as string).match(/token=([\w-]+)/)![1];
  await ok(app.api, '/v1/projects/client-acceptation', viewer.token, { method: 'POST', body: { token } });
}

beforeAll(async () => {
  app = await startAccountsApp();
  ({ routes, notApiRoutes } = await discoverRoutes(app.baseUrl));
  tenant = await seedTenant(app);
  const viewer = await createManager(app.db);
  await inviteViewer(viewer, tenant.showcase.projectId);
  await inviteViewer(viewer, tenant.workbench.projectId);
  const sellerElsewhere = await createSeller(app.db, [tenant.showcase.projectId, tenant.workbench.projectId]);
  const outsider = await createManager(app.db);
  outsiderTourId = (await createTour(app.db, outsider)).id;
  const { control, forged } = await forgedTokensFor(tenant.owner.user);
  controlToken = control;
  cast = { tenant, admin: tenant.admin, viewer, sellerElsewhere, outsider, forged };
}, 120_000);
afterAll(() => app?.close());

const declared = Object.keys(accessTable);

it('declares every route the server serves', () => {
  expect(notApiRoutes).toEqual([]);
  expect(routes.length).toBeGreaterThan(0);
  expect(routes.map((route) => route.key).filter((key) => !accessTable[key])).toEqual([]);
});

it('declares no route the server no longer serves', () => {
  const served = new Set(routes.map((route) => route.key));
  expect(declared.filter((key) => !served.has(key))).toEqual([]);
});

it('accepts a token made like the forged ones but right: the forgeries differ only by what is wrong in them', async () => {
  const answer = await app.api('/v1/auth/me/roles', { token: controlToken });
  expect(answer.status).toBe(200);
});

describe('who may call what', () => {
  it.each(declared)('%s', async (key) => {
    const route = routes.find((candidate) => candidate.key === key);
    expect(route, `${key} is not served`).toBeDefined();
    expect(await checkRoute(app, route!, accessTable[key]!, cast)).toEqual([]);
  }, 60_000);
});

it('GET /v1/projects shows a seller neither the team, nor the owner, nor the description', async () => {
  const answer = await app.api('/v1/projects', { token: tenant.showcase.seller.token });
  expect(answer.status).toBe(200);
  expect(answer.body.data.map((project: { id: string }) => project.id)).toContain(tenant.showcase.projectId);
  for (const project of answer.body.data) {
    expect(project).not.toHaveProperty('clientRoles');
    expect(project).not.toHaveProperty('ownerClientId');
    expect(project).not.toHaveProperty('description');
  }
});

/** A write with fields the caller must not set: refused (4xx) or done without them, never a 500. */
async function write(method: string, path: string, token: string | undefined, body: Record<string, unknown>) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const answer = await send(app.baseUrl, { method, path: `/api${path}`, body: JSON.stringify(body), headers });
  expect(answer.status, answer.text).toBeLessThan(500);
  return answer;
}

const LONG_AGO = '2000-01-01T00:00:00.000Z';

describe('mass assignment: fields a caller must not set are ignored or refused', () => {
  it('PATCH /v1/projects/{id}: owner, id, creation, status and team stay', async () => {
    const { projectId } = await victimWorkspace(app, tenant, 'project');
    const [before] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    await write('PATCH', `/v1/projects/${projectId}`, tenant.owner.token, {
      name: 'Tournée renommée',
      ownerClientId: cast.outsider.user.clientId,
      id: randomUUID(),
      createdAt: LONG_AGO,
      createdBy: cast.outsider.user.id,
      status: 'archived',
      clientRoles: [{ clientId: cast.outsider.user.clientId, role: 'admin' }],
    });
    const [after] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(after).toMatchObject({ id: before!.id, ownerClientId: before!.ownerClientId, createdAt: before!.createdAt, createdBy: before!.createdBy, status: 'active' });
    expect((await app.db.select().from(projectClients).where(eq(projectClients.projectId, projectId))).map((member) => member.clientId)).not.toContain(cast.outsider.user.clientId);
  });

  it('POST /v1/projects: the tour belongs to the caller’s organisation, with an id of the server’s', async () => {
    const chosenId = randomUUID();
    const answer = await write('POST', '/v1/projects', tenant.owner.token, { name: 'Tournée piratée', ownerClientId: cast.outsider.user.clientId, id: chosenId, createdAt: LONG_AGO, status: 'archived' });
    expect(await app.db.select().from(projects).where(eq(projects.id, chosenId))).toEqual([]);
    if (answer.status === 201) {
      const [row] = await app.db.select().from(projects).where(eq(projects.id, answer.json.id));
      expect(row).toMatchObject({ ownerClientId: tenant.clientId, status: 'active' });
      expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse(LONG_AGO));
    }
  });

  it('PATCH /v1/users/{id}: roles, organisation, e-mail and token version stay', async () => {
    const user = await createUser(app.db);
    const [before] = await app.db.select().from(users).where(eq(users.id, user.id));
    await write('PATCH', '/v1/users/me', await tokenFor(app.db, user), {
      firstName: 'Camille',
      role: 'admin',
      roles: ['admin'],
      isAdmin: true,
      clientId: tenant.clientId,
      email: `pirate-${randomUUID()}@test.local`,
      emailVerifiedAt: null,
      tokenVersion: 42,
      passwordHash: 'x',
      id: randomUUID(),
    });
    const [after] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ clientId: before!.clientId, email: before!.email, emailVerifiedAt: before!.emailVerifiedAt, tokenVersion: before!.tokenVersion, passwordHash: before!.passwordHash });
    expect((await app.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((row) => row.role)).toEqual(['client']);
  });

  it('PATCH /v1/clients/{id}: an organisation opens no feature, changes no plan nor status for itself', async () => {
    const manager = await createManager(app.db);
    const clientId = manager.user.clientId!;
    await write('PATCH', `/v1/clients/${clientId}`, manager.token, { name: 'Nouvelle raison sociale', allowAllFeatures: true, subscriptionType: 'pro', id: randomUUID(), createdAt: LONG_AGO });
    await write('PATCH', `/v1/clients/${clientId}`, manager.token, { name: 'Nouvelle raison sociale', subscriptionType: 'pro', status: 'active', id: randomUUID(), createdAt: LONG_AGO });
    const [row] = await app.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row).toMatchObject({ id: clientId, allowAllFeatures: false, status: 'active' });
    expect(await app.db.select({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.clientId, clientId))).toEqual([{ plan: 'pro' }]);
    expect(row!.createdAt.getTime()).toBeGreaterThan(Date.parse(LONG_AGO));
  });

  it('POST /v1/clients: a sign-up is a client of a new organisation, unverified, with no feature opened', async () => {
    const body = validBodies['POST /v1/clients']!({ tenant, workspace: tenant.workbench, callerId: tenant.owner.user.id });
    const answer = await write('POST', '/v1/clients', undefined, {
      ...body,
      role: 'admin',
      roles: ['admin', 'client'],
      isAdmin: true,
      clientId: tenant.clientId,
      allowAllFeatures: true,
      subscriptionType: 'pro',
      emailVerifiedAt: LONG_AGO,
      emailVerified: true,
    });
    expect(answer.status).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, body.email as string));
    expect(user!.clientId).not.toBe(tenant.clientId);
    expect(user!.emailVerifiedAt).toBeNull();
    expect((await app.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).map((row) => row.role)).toEqual(['client']);
    const [client] = await app.db.select().from(clients).where(eq(clients.id, user!.clientId!));
    expect(client).toMatchObject({ allowAllFeatures: false });
    // Only the trial every sign-up starts with: no plan chosen by the caller.
    expect(await app.db.select({ plan: subscriptions.plan, status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.clientId, client!.id))).toEqual([{ plan: 'advanced', status: 'trialing' }]);
  });

  it('POST /v1/clients/branding: another organisation’s clientId saves the caller’s own branding', async () => {
    const [before] = await app.db.select().from(clientBrandings).where(eq(clientBrandings.clientId, tenant.clientId));
    await write('POST', '/v1/clients/branding', cast.outsider.token, { clientId: tenant.clientId, primaryColor: '#ff0000', secondaryColor: '#00ff00' });
    const [after] = await app.db.select().from(clientBrandings).where(eq(clientBrandings.clientId, tenant.clientId));
    expect(after).toEqual(before);
  });

  it('PATCH /v1/products/{id}: the product stays in its tour, under its id', async () => {
    const { spareProductId } = await victimWorkspace(app, tenant, 'product');
    const [before] = await app.db.select().from(products).where(eq(products.id, spareProductId));
    await write('PATCH', `/v1/products/${spareProductId}`, tenant.owner.token, { title: 'Affiche dédicacée', projectId: outsiderTourId, id: randomUUID(), createdAt: LONG_AGO });
    const [after] = await app.db.select().from(products).where(eq(products.id, spareProductId));
    expect(after).toMatchObject({ projectId: before!.projectId, createdAt: before!.createdAt });
  });

  it('PATCH /v1/product-variants/{id}: the variant stays with its product', async () => {
    const { spareVariantId } = await victimWorkspace(app, tenant, 'variant');
    const [before] = await app.db.select().from(productVariants).where(eq(productVariants.id, spareVariantId));
    await write('PATCH', `/v1/product-variants/${spareVariantId}`, tenant.owner.token, { color: 'Blanc', productId: tenant.showcase.productId, id: randomUUID(), createdAt: LONG_AGO });
    const [after] = await app.db.select().from(productVariants).where(eq(productVariants.id, spareVariantId));
    expect(after).toMatchObject({ productId: before!.productId, createdAt: before!.createdAt });
  });

  it('PATCH /v1/events/{id}: the event stays in its tour, its funnel as it was', async () => {
    const { eventId } = await victimWorkspace(app, tenant, 'event');
    const [before] = await app.db.select().from(events).where(eq(events.id, eventId));
    await write('PATCH', `/v1/events/${eventId}`, tenant.owner.token, { name: 'Zénith bis', projectId: outsiderTourId, id: randomUUID(), createdAt: LONG_AGO, funnelCompletedAt: LONG_AGO });
    const [after] = await app.db.select().from(events).where(eq(events.id, eventId));
    expect(after).toMatchObject({ projectId: before!.projectId, createdAt: before!.createdAt, funnelCompletedAt: before!.funnelCompletedAt });
  });

  it('PATCH /v1/stands/{id}: the stand keeps its event and its own stock', async () => {
    const { standId } = await victimWorkspace(app, tenant, 'stand');
    const [before] = await app.db.select().from(stands).where(eq(stands.id, standId));
    await write('PATCH', `/v1/stands/${standId}`, tenant.owner.token, { name: 'Hall C', eventId: tenant.showcase.eventId, inventoryId: tenant.workbench.warehouseId, id: randomUUID(), createdAt: LONG_AGO });
    const [after] = await app.db.select().from(stands).where(eq(stands.id, standId));
    expect(after).toMatchObject({ eventId: before!.eventId, inventoryId: before!.inventoryId, createdAt: before!.createdAt });
  });

  it('PATCH /v1/projects/{id}/clients/{clientId}: a role change adds nobody to the team', async () => {
    const { projectId, teamClientId } = await victimWorkspace(app, tenant, 'project');
    await write('PATCH', `/v1/projects/${projectId}/clients/${teamClientId}`, tenant.owner.token, { role: 'viewer', clientId: cast.outsider.user.clientId, projectId: outsiderTourId });
    const team = await app.db.select().from(projectClients).where(eq(projectClients.projectId, projectId));
    expect(team.map((member) => member.clientId)).not.toContain(cast.outsider.user.clientId);
    expect(team.find((member) => member.clientId === teamClientId)).toMatchObject({ role: 'viewer' });
    expect(await app.db.select().from(projectClients).where(eq(projectClients.projectId, outsiderTourId))).toHaveLength(1);
  });
});
