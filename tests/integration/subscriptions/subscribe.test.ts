import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '@/lib/db/schema';
import { freshIp, fromIp, startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { mailsTo } from '../../support/accounts/outbox';
import { signUpBody, uniqueEmail } from '../../support/accounts/sign-up';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { createManager, createPlatformAdmin, createSeller, createTeamMember, createTour } from '../../support/tours';

/*
 * Issue #15: buying a plan on the sandbox, changing it, stopping and resuming its renewal, and the walls around an
 * organisation's subscription.
 */

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app?.close());

/** A manager whose organisation is in its trial, with a complete address: ready to buy. */
async function trialManager(columns: Parameters<typeof createClient>[1] = {}) {
  const client = await createClient(app.db, { plan: null, addressLine1: '3 quai de la Loire', postcode: '44000', city: 'Nantes', country: 'FR', ...columns });
  const now = Date.now();
  await app.db.insert(subscriptions).values({ clientId: client.id, plan: 'advanced', status: 'trialing', provider: 'platform', currentPeriodStart: new Date(now), currentPeriodEnd: new Date(now + 30 * 86_400_000) });
  const user = await createUser(app.db, { clientId: client.id });
  return { clientId: client.id, token: await tokenFor(app.db, user), email: user.email };
}

const features = (clientId: string, token: string) => app.api(`/v1/clients/subscription-features/${clientId}`, { token });
const subscribe = (clientId: string, token: string, plan: string) => app.api(`/v1/clients/${clientId}/subscriptions`, { method: 'POST', token, body: { plan } });
const settle = (id: string, token: string, outcome: 'paid' | 'declined') => app.api(`/v1/subscriptions/${id}/sandbox-outcome`, { method: 'POST', token, body: { outcome } });
const change = (id: string, token: string, body: object) => app.api(`/v1/subscriptions/${id}`, { method: 'PATCH', token, body });

async function buy(clientId: string, token: string, plan: string) {
  const started = await subscribe(clientId, token, plan);
  expect(started.status).toBe(201);
  const paid = await settle(started.body.subscription.id, token, 'paid');
  expect(paid).toMatchObject({ status: 200, body: { status: 'active', plan } });
  return paid.body.id as string;
}

describe('the trial', () => {
  it('starts with every sign-up: the advanced plan for 30 days, without a card', async () => {
    const email = uniqueEmail('trial');
    const created = await app.api('/v1/clients', { method: 'POST', body: signUpBody({ email }), headers: fromIp(freshIp()) });
    expect(created.status).toBe(201);
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, created.body.clientId));
    expect(rows).toMatchObject([{ plan: 'advanced', status: 'trialing', provider: 'platform' }]);
    const days = (rows[0]!.currentPeriodEnd!.getTime() - rows[0]!.currentPeriodStart!.getTime()) / 86_400_000;
    expect(days).toBe(30);
  });

  it('grants nothing once ended: no plan, no feature, quotas at zero', async () => {
    const { clientId, token } = await trialManager();
    await app.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.clientId, clientId));
    expect(await features(clientId, token)).toMatchObject({
      status: 200,
      body: { plan: null, status: null, features: { onlineShops: false, stockZones: false }, quotas: { eventsPerMonth: { limit: 0, used: 0, remaining: 0 }, standsPerEvent: { limit: 0 } } },
    });
  });
});

describe('POST /v1/clients/{id}/subscriptions on the sandbox', () => {
  it('opens a checkout, and its payment makes the plan active for a month and ends the trial', async () => {
    const { clientId, token } = await trialManager();
    const started = await subscribe(clientId, token, 'smart');
    expect(started).toMatchObject({ status: 201, body: { subscription: { plan: 'smart', status: 'incomplete', provider: 'sandbox', grantsAccess: false } } });
    const id = started.body.subscription.id as string;
    expect(started.body.checkoutUrl).toMatch(new RegExp(`/dashboard/subscription/checkout/${id}$`));
    // Until it is paid, the trial still grants its plan.
    expect((await features(clientId, token)).body).toMatchObject({ plan: 'advanced', status: 'trialing' });

    const paid = await settle(id, token, 'paid');
    expect(paid).toMatchObject({ status: 200, body: { id, plan: 'smart', status: 'active', grantsAccess: true, cancelAtPeriodEnd: false } });
    const period = new Date(paid.body.currentPeriodEnd).getTime() - new Date(paid.body.currentPeriodStart).getTime();
    expect(period / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(period / 86_400_000).toBeLessThanOrEqual(31);
    expect((await features(clientId, token)).body).toMatchObject({ plan: 'smart', status: 'active', features: { onlineShops: true, stockZones: false }, quotas: { eventsPerMonth: { limit: 12 } } });
    const overview = await app.api(`/v1/clients/${clientId}/subscriptions`, { token });
    expect(overview.body.current).toMatchObject({ id, plan: 'smart' });
    expect(overview.body.pendingCheckout).toBeNull();
    expect(overview.body.history.map((row: { status: string }) => row.status)).toEqual(['active', 'expired']);
  });

  it('a paid plan gives its invoice, paid, in the organisation’s invoices, and a confirmation e-mail with the price excl. and incl. VAT (issue #25)', async () => {
    const { clientId, token, email } = await trialManager();
    const started = await subscribe(clientId, token, 'smart');
    expect((await app.api(`/v1/clients/${clientId}/invoices`, { token })).body.data).toEqual([]);
    await settle(started.body.subscription.id, token, 'paid');
    const listed = await app.api(`/v1/clients/${clientId}/invoices`, { token });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ kind: 'subscription', status: 'paid', totalExclVat: 17900, totalVat: 3580, totalInclVat: 21480, number: expect.any(String) });
    const mails = mailsTo(app.dataDir, email).filter((mail) => mail.subject === 'Votre offre Smart est active');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.replace(/[\u202f\u00a0]/g, ' ')).toContain('179,00 € HT + TVA 20 % 35,80 € = 214,80 € TTC');
    expect(mails[0]!.text).toMatch(/\/dashboard\/invoices/);
    // Settled once: asking again answers NO_SUBSCRIPTION_FOUND and makes no second invoice.
    expect((await settle(started.body.subscription.id, token, 'paid')).body).toMatchObject({ errorCode: 'NO_SUBSCRIPTION_FOUND' });
    expect((await app.api(`/v1/clients/${clientId}/invoices`, { token })).body.data).toHaveLength(1);
  });

  it('answers the same checkout to a request sent twice, and one for the new plan when the plan changes', async () => {
    const { clientId, token } = await trialManager();
    const [first, second] = await Promise.all([subscribe(clientId, token, 'starter'), subscribe(clientId, token, 'starter')]);
    expect(first.status).toBe(201);
    expect(second.body.subscription.id).toBe(first.body.subscription.id);
    const other = await subscribe(clientId, token, 'advanced');
    expect(other.body.subscription.id).not.toBe(first.body.subscription.id);
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, clientId));
    expect(rows.filter((row) => row.status === 'incomplete')).toHaveLength(1);
    expect(await settle(first.body.subscription.id, token, 'paid')).toMatchObject({ status: 404, body: { errorCode: 'NO_SUBSCRIPTION_FOUND' } });
  });

  it('gives up a declined checkout: nothing granted, the manager may start again', async () => {
    const { clientId, token } = await trialManager();
    const started = await subscribe(clientId, token, 'starter');
    expect(await settle(started.body.subscription.id, token, 'declined')).toMatchObject({ status: 200, body: { status: 'expired', grantsAccess: false } });
    expect((await features(clientId, token)).body.plan).toBe('advanced');
    expect((await subscribe(clientId, token, 'starter')).status).toBe(201);
  });

  it('refuses a second running subscription with SUBSCRIPTION_ALREADY_RUNNING', async () => {
    const { clientId, token } = await trialManager();
    await buy(clientId, token, 'starter');
    expect(await subscribe(clientId, token, 'smart')).toMatchObject({ status: 409, body: { errorCode: 'SUBSCRIPTION_ALREADY_RUNNING' } });
    const granted = await createManager(app.db);
    expect(await subscribe(granted.user.clientId!, granted.token, 'smart')).toMatchObject({ status: 409, body: { errorCode: 'SUBSCRIPTION_ALREADY_RUNNING' } });
  });

  it('refuses an organisation without a complete address with ADDRESS_INCOMPLETE and the missing fields', async () => {
    const { clientId, token } = await trialManager({ addressLine1: null, postcode: '  ', city: 'Nantes' });
    expect(await subscribe(clientId, token, 'smart')).toMatchObject({ status: 422, body: { errorCode: 'ADDRESS_INCOMPLETE', fields: ['addressLine1', 'postcode'] } });
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.status, 'incomplete')).then((rows) => rows.filter((row) => row.clientId === clientId))).toEqual([]);
  });

  it('refuses pro (on quote) and unknown plans with VALIDATION_ERRORS', async () => {
    const { clientId, token } = await trialManager();
    for (const plan of ['pro', 'gold', '']) expect(await subscribe(clientId, token, plan)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['plan'] } });
  });
});

describe('PATCH /v1/subscriptions/{id}', () => {
  it('changes the plan at once', async () => {
    const { clientId, token } = await trialManager();
    const id = await buy(clientId, token, 'starter');
    expect(await change(id, token, { plan: 'advanced' })).toMatchObject({ status: 200, body: { plan: 'advanced', status: 'active' } });
    expect((await features(clientId, token)).body).toMatchObject({ plan: 'advanced', features: { stockZones: true } });
  });

  it('stops the renewal at the period end (still granted until then), resumes it, and grants nothing after the end', async () => {
    const { clientId, token } = await trialManager();
    const id = await buy(clientId, token, 'smart');
    expect(await change(id, token, { cancelAtPeriodEnd: true })).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: true, grantsAccess: true, canceledAt: expect.any(String) } });
    expect(await change(id, token, { cancelAtPeriodEnd: false })).toMatchObject({ status: 200, body: { cancelAtPeriodEnd: false, canceledAt: null } });
    await change(id, token, { cancelAtPeriodEnd: true });
    await app.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, id));
    expect((await features(clientId, token)).body).toMatchObject({ plan: null, features: { onlineShops: false } });
    expect(await change(id, token, { cancelAtPeriodEnd: false })).toMatchObject({ status: 404, body: { errorCode: 'NO_SUBSCRIPTION_FOUND' } });
  });

  it('ends a sandbox subscription at its period end: nothing renews it silently (issue #22)', async () => {
    const { clientId, token } = await trialManager();
    const id = await buy(clientId, token, 'starter');
    expect((await features(clientId, token)).body.plan).toBe('starter');
    await app.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, id));
    expect((await features(clientId, token)).body.plan).toBeNull();
  });

  it('takes one change at a time, and refuses a trial or a granted plan with NO_SUBSCRIPTION_FOUND', async () => {
    const { clientId, token } = await trialManager();
    const id = await buy(clientId, token, 'smart');
    expect(await change(id, token, { plan: 'starter', cancelAtPeriodEnd: true })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await change(id, token, {})).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    const trial = await trialManager();
    const [trialRow] = await app.db.select().from(subscriptions).where(eq(subscriptions.clientId, trial.clientId));
    expect(await change(trialRow!.id, trial.token, { plan: 'smart' })).toMatchObject({ status: 404, body: { errorCode: 'NO_SUBSCRIPTION_FOUND' } });
  });
});

describe('walls', () => {
  it('another organisation, a team member of its tour, a seller and an admin cannot read, buy nor change it', async () => {
    const { clientId, token } = await trialManager();
    const id = await buy(clientId, token, 'smart');
    const owner = await createManager(app.db);
    const tour = await createTour(app.db, owner);
    const member = await createTeamMember(app.db, tour.id, 'projectManager');
    const seller = await createSeller(app.db, [tour.id]);
    const admin = await createPlatformAdmin(app.db);
    for (const other of [owner, member]) {
      expect(await features(clientId, other.token)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(await app.api(`/v1/clients/${clientId}/subscriptions`, { token: other.token })).toMatchObject({ status: 404 });
      expect(await subscribe(clientId, other.token, 'starter')).toMatchObject({ status: 404 });
      expect(await change(id, other.token, { cancelAtPeriodEnd: true })).toMatchObject({ status: 404 });
    }
    expect(await features(clientId, seller.token)).toMatchObject({ status: 403 });
    expect(await subscribe(clientId, admin.token, 'starter')).toMatchObject({ status: 403 });
    expect(await change(id, admin.token, { cancelAtPeriodEnd: true })).toMatchObject({ status: 403 });
    expect((await features(clientId, admin.token)).body.plan).toBe('smart');
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ plan: 'smart', cancelAtPeriodEnd: false });
  });

  it('answers 404 for ids that are no uuid, never a 500', async () => {
    const { token } = await trialManager();
    expect(await features('nope', token)).toMatchObject({ status: 404 });
    expect(await change('nope', token, { cancelAtPeriodEnd: true })).toMatchObject({ status: 404, body: { errorCode: 'NO_SUBSCRIPTION_FOUND' } });
    expect(await settle('nope', token, 'paid')).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });
});
