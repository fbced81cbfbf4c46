import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@/lib/db/schema';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { createPlatformAdmin } from '../../support/tours';

/* Issue #15: what platform admins do with plans (grant pro on quote, open every feature) and pro requests. */

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app?.close());

async function managerWithout() {
  const client = await createClient(app.db, { plan: null, name: 'Les Nuits Sonores' });
  const user = await createUser(app.db, { clientId: client.id });
  return { clientId: client.id, user, token: await tokenFor(app.db, user) };
}

const features = async (clientId: string, token: string) => (await app.api(`/v1/clients/subscription-features/${clientId}`, { token })).body;
const grant = (clientId: string, token: string, plan: string | null) => app.api(`/v1/clients/${clientId}/granted-plan`, { method: 'PUT', token, body: { plan } });

describe('PUT /v1/clients/{id}/granted-plan', () => {
  it('grants pro (sold on quote), replaces it, and takes it back', async () => {
    const manager = await managerWithout();
    const admin = await createPlatformAdmin(app.db);
    expect(await grant(manager.clientId, admin.token, 'pro')).toMatchObject({ status: 200, body: { current: { plan: 'pro', status: 'active', provider: 'platform' } } });
    expect(await features(manager.clientId, manager.token)).toMatchObject({ plan: 'pro', quotas: { eventsPerMonth: { limit: null, remaining: null } } });
    expect((await grant(manager.clientId, admin.token, 'smart')).body.current.plan).toBe('smart');
    expect((await grant(manager.clientId, admin.token, null)).body.current).toBeNull();
    expect(await features(manager.clientId, manager.token)).toMatchObject({ plan: null });
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, manager.clientId));
    expect(rows.map((row) => row.status).sort()).toEqual(['canceled', 'canceled']);
  });

  it('ends the trial it replaces, and refuses over a plan the organisation pays for', async () => {
    const manager = await managerWithout();
    const admin = await createPlatformAdmin(app.db);
    await app.db.insert(subscriptions).values({ clientId: manager.clientId, plan: 'advanced', status: 'trialing', provider: 'platform', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    await grant(manager.clientId, admin.token, 'pro');
    expect((await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, manager.clientId))).find((row) => row.status === 'expired')?.plan).toBe('advanced');

    const paying = await managerWithout();
    await app.db.insert(subscriptions).values({ clientId: paying.clientId, plan: 'starter', status: 'active', provider: 'sandbox', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    expect(await grant(paying.clientId, admin.token, 'pro')).toMatchObject({ status: 409, body: { errorCode: 'SUBSCRIPTION_ALREADY_RUNNING' } });
    expect((await features(paying.clientId, paying.token)).plan).toBe('starter');
  });

  it('is for platform admins only, and answers 404 for an unknown organisation', async () => {
    const manager = await managerWithout();
    const admin = await createPlatformAdmin(app.db);
    expect(await grant(manager.clientId, manager.token, 'pro')).toMatchObject({ status: 403 });
    expect(await grant('00000000-0000-4000-8000-000000000000', admin.token, 'pro')).toMatchObject({ status: 404 });
    expect(await grant('nope', admin.token, 'pro')).toMatchObject({ status: 404 });
    expect(await grant(manager.clientId, admin.token, 'platinum')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['plan'] } });
  });
});

describe('allowAllFeatures', () => {
  it('opens every feature without limits whatever the plan, set by an admin through PATCH /v1/clients/{id}', async () => {
    const manager = await managerWithout();
    const admin = await createPlatformAdmin(app.db);
    expect((await app.api(`/v1/clients/${manager.clientId}`, { method: 'PATCH', token: admin.token, body: { allowAllFeatures: true } })).status).toBe(200);
    expect(await features(manager.clientId, manager.token)).toMatchObject({
      plan: null,
      allowAllFeatures: true,
      features: { onlineShops: true, eventDuplication: true, customBranding: true, stockZones: true },
      quotas: { eventsPerMonth: { limit: null }, standsPerEvent: { limit: null }, teamMembers: { limit: null } },
    });
  });
});

describe('POST /v1/clients/{id}/pro-request', () => {
  it('e-mails the platform’s admins the request with a link to the organisation', async () => {
    const manager = await managerWithout();
    const admin = await createPlatformAdmin(app.db);
    const answer = await app.api(`/v1/clients/${manager.clientId}/pro-request`, { method: 'POST', token: manager.token, body: { message: 'Quarante dates en 2027, trois stands par soir.', phone: '+33 6 12 34 56 78' } });
    expect(answer.status).toBe(201);
    expect(answer.body.sent).toBeGreaterThanOrEqual(1);
    const outbox = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(admin.user.email)}`);
    expect(outbox.body[0].subject).toBe("Demande d'offre Pro : Les Nuits Sonores");
    expect(outbox.body[0].text).toContain('Quarante dates en 2027');
    expect(outbox.body[0].text).toContain('+33 6 12 34 56 78');
    expect(outbox.body[0].text).toContain(`/admin/clients/${manager.clientId}`);
  });

  it('refuses a message too short, and another organisation', async () => {
    const manager = await managerWithout();
    const other = await managerWithout();
    expect(await app.api(`/v1/clients/${manager.clientId}/pro-request`, { method: 'POST', token: manager.token, body: { message: 'Pro ?' } })).toMatchObject({ status: 400, body: { fields: ['message'] } });
    expect(await app.api(`/v1/clients/${manager.clientId}/pro-request`, { method: 'POST', token: other.token, body: { message: 'Quarante dates en 2027.' } })).toMatchObject({ status: 404 });
  });
});
