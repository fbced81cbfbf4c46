import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billableEvents, events, projectClients, subscriptions } from '@/lib/db/schema';
import { plans, type GatedFeature, type PlanType } from '@/features/entitlements/plans';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { createClient, createUser, tokenFor, type ClientOverrides } from '../../support/factories';
import { createEvent, createStand, createTour, type Signed } from '../../support/tours';

/*
 * Issue #15, the gating matrix: each plan × each gated action, allowAllFeatures, ended and unknown subscriptions, and
 * each quota at its limit. The server decides from plans.ts, the same data the comparison page shows.
 */

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app?.close());

type Situation = PlanType | 'allowAllFeatures' | 'expiredTrial' | 'canceled' | 'none';

async function managerIn(situation: Situation): Promise<Signed> {
  const overrides: ClientOverrides =
    situation === 'allowAllFeatures' ? { plan: null, allowAllFeatures: true } : situation in plans ? { plan: situation as PlanType } : { plan: null };
  const client = await createClient(app.db, overrides);
  const past = new Date(Date.now() - 86_400_000);
  if (situation === 'expiredTrial') await app.db.insert(subscriptions).values({ clientId: client.id, plan: 'pro', status: 'trialing', provider: 'platform', currentPeriodStart: new Date(past.getTime() - 30 * 86_400_000), currentPeriodEnd: past });
  if (situation === 'canceled') await app.db.insert(subscriptions).values({ clientId: client.id, plan: 'pro', status: 'canceled', provider: 'sandbox', currentPeriodStart: past, currentPeriodEnd: past });
  const user = await createUser(app.db, { clientId: client.id });
  return { user, token: await tokenFor(app.db, user) };
}

/** Each gated action, tried once on a fresh tour of the manager; the answer's status and code. */
const actions: Record<GatedFeature, (manager: Signed) => Promise<{ status: number; body: any }>> = {
  onlineShops: async (manager) => {
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id);
    return app.api('/v1/shops', { method: 'POST', token: manager.token, body: { eventId: event.id } });
  },
  eventDuplication: async (manager) => {
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id);
    return app.api(`/v1/events/${event.id}/duplicate`, { method: 'POST', token: manager.token, body: { name: 'Deuxième date', withStock: false } });
  },
  customBranding: (manager) => app.api('/v1/clients/branding', { method: 'POST', token: manager.token, body: { primaryColor: '#112233', secondaryColor: '#445566', logoImageId: null } }),
  stockZones: (manager) => app.api('/v1/projects', { method: 'POST', token: manager.token, body: { name: `Tournée ${randomUUID().slice(0, 6)}`, hasZones: true } }),
};

const situations: Situation[] = ['starter', 'smart', 'advanced', 'pro', 'allowAllFeatures', 'expiredTrial', 'canceled', 'none'];
const granted = (situation: Situation, feature: GatedFeature) =>
  situation === 'allowAllFeatures' || (situation in plans && plans[situation as PlanType].features.includes(feature));

describe.each(Object.keys(actions) as GatedFeature[])('%s', (feature) => {
  it.each(situations)('%s', async (situation) => {
    const manager = await managerIn(situation);
    const answer = await actions[feature](manager);
    if (granted(situation, feature)) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      return;
    }
    const plan = situation in plans ? situation : null;
    expect(answer).toMatchObject({ status: 403, body: { errorCode: 'FEATURE_NOT_GRANTED', details: { feature, plan, upgradeTo: feature === 'stockZones' ? 'advanced' : 'smart' } } });
  });
});

it('answers subscription-features from the same data, for each situation', async () => {
  for (const situation of situations) {
    const manager = await managerIn(situation);
    const answer = await app.api(`/v1/clients/subscription-features/${manager.user.clientId}`, { token: manager.token });
    expect(answer.status).toBe(200);
    for (const feature of Object.keys(actions) as GatedFeature[]) expect(answer.body.features[feature], `${situation} ${feature}`).toBe(granted(situation, feature));
    const limit = situation === 'allowAllFeatures' ? null : situation in plans ? plans[situation as PlanType].quotas.eventsPerMonth : 0;
    expect(answer.body.quotas.eventsPerMonth).toEqual({ limit, used: 0, remaining: limit });
  }
});

describe('quotas', () => {
  it('events per month: the starter plan creates 4 in a month, the 5th is refused with EVENTS_QUOTAS_EXCEEDED and the plan allowing it', async () => {
    const manager = await managerIn('starter');
    const tour = await createTour(app.db, manager);
    // An event of last month does not count.
    await createEvent(app.db, tour.id, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const body = { projectId: tour.id, name: 'Olympia', country: 'FR' };
    for (let index = 0; index < 4; index += 1) expect((await app.api('/v1/events', { method: 'POST', token: manager.token, body })).status).toBe(201);
    expect(await app.api('/v1/events', { method: 'POST', token: manager.token, body })).toMatchObject({
      status: 403,
      body: { errorCode: 'EVENTS_QUOTAS_EXCEEDED', details: { quota: 'eventsPerMonth', limit: 4, plan: 'starter', upgradeTo: 'smart' } },
    });
    const features = await app.api(`/v1/clients/subscription-features/${manager.user.clientId}`, { token: manager.token });
    expect(features.body.quotas.eventsPerMonth).toEqual({ limit: 4, used: 4, remaining: 0 });
    // Each event created is billed once to the tour's owner (spec §9).
    const billed = await app.db.select().from(billableEvents).where(eq(billableEvents.clientId, manager.user.clientId!));
    expect(billed.filter((row) => row.kind === 'eventCreation')).toHaveLength(4);
  });

  it('events per month: a team member creating on the tour spends the owner’s quota, not theirs', async () => {
    const owner = await managerIn('starter');
    const tour = await createTour(app.db, owner);
    for (let index = 0; index < 4; index += 1) await createEvent(app.db, tour.id);
    const member = await managerIn('pro');
    await app.db.insert(projectClients).values({ projectId: tour.id, clientId: member.user.clientId!, role: 'projectManager' });
    expect(await app.api('/v1/events', { method: 'POST', token: member.token, body: { projectId: tour.id, name: 'Zénith', country: 'FR' } })).toMatchObject({ status: 403, body: { errorCode: 'EVENTS_QUOTAS_EXCEEDED' } });
  });

  it('stands per event: the starter plan has 2, the 3rd is refused with QUOTAS_EXCEEDED; a duplicate may not carry more', async () => {
    const manager = await managerIn('starter');
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id);
    const stand = (name: string) => app.api('/v1/stands', { method: 'POST', token: manager.token, body: { eventId: event.id, name, isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: [] } });
    expect((await stand('Hall')).status).toBe(201);
    expect((await stand('Balcon')).status).toBe(201);
    expect(await stand('Fosse')).toMatchObject({ status: 403, body: { errorCode: 'QUOTAS_EXCEEDED', details: { quota: 'standsPerEvent', limit: 2, upgradeTo: 'smart' } } });

    // An event with more stands than the smart plan's 5 (made under a bigger plan, since downgraded): its copy is refused.
    const smart = await managerIn('smart');
    const smartTour = await createTour(app.db, smart);
    const crowded = await createEvent(app.db, smartTour.id);
    for (let index = 0; index < 6; index += 1) await createStand(app.db, crowded);
    expect(await app.api(`/v1/events/${crowded.id}/duplicate`, { method: 'POST', token: smart.token, body: { withStock: false } })).toMatchObject({
      status: 403,
      body: { errorCode: 'QUOTAS_EXCEEDED', details: { quota: 'standsPerEvent', limit: 5, upgradeTo: 'advanced' } },
    });
    expect(await app.db.select().from(events).where(eq(events.projectId, smartTour.id))).toHaveLength(1);
  });

  it('team members: the starter plan invites 2 organisations per tour, the 3rd is refused; inviting one again takes no seat', async () => {
    const manager = await managerIn('starter');
    const tour = await createTour(app.db, manager);
    const invite = (email: string) => app.api('/v1/projects/client-invitation', { method: 'POST', token: manager.token, body: { projectId: tour.id, email, role: 'viewer' } });
    expect((await invite('one@test.local')).status).toBeLessThan(300);
    expect((await invite('two@test.local')).status).toBeLessThan(300);
    expect((await invite('two@test.local')).status).toBeLessThan(300);
    expect(await invite('three@test.local')).toMatchObject({ status: 403, body: { errorCode: 'QUOTAS_EXCEEDED', details: { quota: 'teamMembers', limit: 2, upgradeTo: 'smart' } } });
  });

  it('no subscription: not a single event', async () => {
    const manager = await managerIn('none');
    const tour = await createTour(app.db, manager);
    expect(await app.api('/v1/events', { method: 'POST', token: manager.token, body: { projectId: tour.id, name: 'Olympia', country: 'FR' } })).toMatchObject({
      status: 403,
      body: { errorCode: 'EVENTS_QUOTAS_EXCEEDED', details: { limit: 0, plan: null, upgradeTo: 'starter' } },
    });
  });
});
