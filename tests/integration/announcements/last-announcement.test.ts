import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '@/features/announcements/types';
import { announcements } from '@/lib/db/schema';
import { clientUser, createAdmin, DAY, dismissalRows, dismissedAgo, expiredAgo, HOUR, postAnnouncement, UNKNOWN_UUID, WEEK } from '../../support/announcements';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// The only file that publishes for 'all', 'smart' and 'allow_all_features' (see tests/support/announcements.ts).
// Each test deletes what it created, so the next one starts with nothing visible: `last` can then be asserted
// exactly, 204 included.
let app: TestApp;
let admin: string;
const created: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  admin = (await createAdmin(app.db)).token;
});
afterEach(async () => {
  if (created.length) await app.db.delete(announcements).where(inArray(announcements.id, created.splice(0)));
});
afterAll(() => app.close());

async function announce(overrides: Record<string, unknown>): Promise<Announcement> {
  const announcement = await postAnnouncement(app, admin, overrides);
  created.push(announcement.id);
  return announcement;
}
const publish = (overrides: Record<string, unknown>) => announce({ status: 'published', ...overrides });
const setStatus = (id: string, status: 'draft' | 'published') => app.api(`/v1/announcements/${id}`, { method: 'PATCH', token: admin, body: { status } });
const last = (token?: string) => app.api('/v1/announcements/last', { token });
const dismiss = (id: string, token?: string) => app.api(`/v1/announcements/${id}/dismiss`, { method: 'POST', token });
const dismissed = (token?: string) => app.api('/v1/announcements/dismissed', { token });

/** Expects `last` to be exactly this announcement for every token. */
async function expectLast(tokens: string[], announcement: Announcement) {
  for (const token of tokens) {
    expect(await last(token)).toMatchObject({ status: 200, body: { id: announcement.id, title: announcement.title, status: 'published', isDismissed: false } });
  }
}

async function expectNothing(tokens: string[]) {
  for (const token of tokens) expect(await last(token)).toMatchObject({ status: 204, body: undefined });
}

/**
 * A manager whose organisation holds no plan: it sees only what is published for 'all', which only this file does.
 * (The factories' default plan is 'pro', whose announcements other files publish, in the same PostgreSQL database.)
 */
const viewerOfAllOnly = () => clientUser(app.db, { plan: null });

/** One user in each situation the audience rule tells apart. */
async function viewers() {
  const plain = await clientUser(app.db, { plan: null });
  const smart = await clientUser(app.db, { plan: 'smart' });
  const allowAll = await clientUser(app.db, { plan: null, allowAllFeatures: true });
  const sellerWithoutClient = await createUser(app.db, { roles: ['seller'], clientId: null });
  // Its organisation holds no plan: a 'pro' one (the factories' default) would also see the 'pro' announcements the
  // other files publish, and on PostgreSQL they may publish one between this file's publication and its `last`.
  const managerAndAdmin = await createUser(app.db, { roles: ['client', 'admin'], clientId: (await createClient(app.db, { plan: null })).id });
  return {
    plain: plain.token,
    smart: smart.token,
    allowAll: allowAll.token,
    seller: await tokenFor(app.db, sellerWithoutClient),
    managerActingAsManager: await tokenFor(app.db, managerAndAdmin, 'client'),
    managerActingAsAdmin: await tokenFor(app.db, managerAndAdmin, 'admin'),
  };
}

describe('GET /v1/announcements/last: who sees what (spec §4)', () => {
  it('shows one for "all" to every non-admin, and never to an admin', async () => {
    const users = await viewers();
    const announcement = await publish({ displayedFor: ['all'] });
    await expectLast([users.plain, users.smart, users.allowAll, users.seller, users.managerActingAsManager], announcement);
    await expectNothing([admin, users.managerActingAsAdmin]);
  });

  it('shows one for "smart" only to users whose client has the subscription type smart', async () => {
    const users = await viewers();
    const starter = await clientUser(app.db, { plan: 'starter' });
    const announcement = await publish({ displayedFor: ['smart'] });
    await expectLast([users.smart], announcement);
    await expectNothing([users.plain, users.allowAll, users.seller, starter.token, admin]);
  });

  it('shows one for "allow_all_features" only when the client’s allowAllFeatures is true', async () => {
    const users = await viewers();
    const smartWithAll = await clientUser(app.db, { plan: 'smart', allowAllFeatures: true });
    const announcement = await publish({ displayedFor: ['allow_all_features'] });
    await expectLast([users.allowAll, smartWithAll.token], announcement);
    await expectNothing([users.plain, users.smart, users.seller, admin]);
  });

  it('shows one for several audiences to each of them', async () => {
    const users = await viewers();
    const announcement = await publish({ displayedFor: ['smart', 'allow_all_features'] });
    await expectLast([users.smart, users.allowAll], announcement);
    await expectNothing([users.plain, users.seller]);
  });

  it('never shows a draft: not before it is published, nor once unpublished', async () => {
    const { plain } = await viewers();
    const announcement = await announce({ displayedFor: ['all'], status: 'draft' });
    await expectNothing([plain]);
    expect((await setStatus(announcement.id, 'published')).status).toBe(200);
    await expectLast([plain], announcement);
    expect((await setStatus(announcement.id, 'draft')).status).toBe(200);
    await expectNothing([plain]);
  });

  it('never shows an expired one: expiresAt in the past hides it, in the future does not', async () => {
    const { plain, smart } = await viewers();
    await publish({ displayedFor: ['all'], expiresAt: new Date(Date.now() - HOUR).toISOString() });
    await expectNothing([plain, smart]);
    const expiring = await publish({ displayedFor: ['all'], expiresAt: new Date(Date.now() + HOUR).toISOString() });
    await expectLast([plain, smart], expiring);
    await expiredAgo(app.db, expiring.id, 1000);
    await expectNothing([plain, smart]);
  });

  it('answers 204 to a user with nothing to see, and 401 to anonymous callers', async () => {
    const { plain, seller } = await viewers();
    await announce({ displayedFor: ['all'], status: 'draft' });
    await publish({ displayedFor: ['smart'] });
    await expectNothing([plain, seller]);
    expect(await last()).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });

  it('gives the newest publication: a later one wins, and publishing an older draft makes it the newest', async () => {
    const { smart } = await viewers();
    await publish({ displayedFor: ['all'], title: 'Première' });
    const olderDraft = await announce({ displayedFor: ['smart'], title: 'Brouillon', status: 'draft' });
    const newest = await publish({ displayedFor: ['smart'], title: 'Dernière' });
    await expectLast([smart], newest);
    expect((await setStatus(olderDraft.id, 'published')).status).toBe(200);
    await expectLast([smart], olderDraft);
  });
});

describe('dismissing (POST /v1/announcements/{id}/dismiss, GET /v1/announcements/dismissed)', () => {
  it('hides it for that user only: a colleague of the same client still gets it, and only the first user’s list has it', async () => {
    const first = await clientUser(app.db, { plan: 'smart' });
    const colleague = await createUser(app.db, { clientId: first.client.id });
    const colleagueToken = await tokenFor(app.db, colleague);
    const older = await publish({ displayedFor: ['all'], title: 'Plus ancienne' });
    const newest = await publish({ displayedFor: ['smart'], title: 'La plus récente' });

    expect(await dismiss(newest.id, first.token)).toMatchObject({ status: 204, body: undefined });
    await expectLast([first.token], older);
    await expectLast([colleagueToken], newest);

    const list = await dismissed(first.token);
    expect(list).toMatchObject({ status: 200, body: [{ announcementId: newest.id, dismissedAt: expect.any(String) }] });
    expect(list.body).toHaveLength(1);
    expect(Math.abs(Date.parse(list.body[0].dismissedAt) - Date.now())).toBeLessThan(60_000);
    expect(await dismissed(colleagueToken)).toMatchObject({ status: 200, body: [] });
    expect(await app.api(`/v1/announcements/${newest.id}`, { token: first.token })).toMatchObject({ status: 200, body: { isDismissed: true } });
    expect(await app.api(`/v1/announcements/${newest.id}`, { token: colleagueToken })).toMatchObject({ status: 200, body: { isDismissed: false } });
  });

  it('dismisses the current one through POST /v1/announcements/last/dismiss, then the next, then answers 404 when none is left', async () => {
    const { plain } = await viewers();
    const older = await publish({ displayedFor: ['all'], title: 'Ancienne' });
    const newest = await publish({ displayedFor: ['all'], title: 'Récente' });

    expect(await dismiss('last', plain)).toMatchObject({ status: 204, body: undefined });
    await expectLast([plain], older);
    expect(await dismiss('last', plain)).toMatchObject({ status: 204, body: undefined });
    await expectNothing([plain]);
    expect(await dismiss('last', plain)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    const ids = (await dismissed(plain)).body.map((dismissal: { announcementId: string }) => dismissal.announcementId);
    expect(ids.sort()).toEqual([older.id, newest.id].sort());
  });

  it('answers 404 NOT_FOUND to an admin dismissing last (admins never have one)', async () => {
    await publish({ displayedFor: ['all'] });
    expect(await dismiss('last', admin)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('answers 404 NOT_FOUND for one the user cannot see: a draft, another audience’s, an unknown id', async () => {
    const { plain } = await viewers();
    const draft = await announce({ displayedFor: ['all'], status: 'draft' });
    const forSmart = await publish({ displayedFor: ['smart'] });
    for (const id of [draft.id, forSmart.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await dismiss(id, plain)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
    expect(await dismissalRows(app.db, draft.id)).toEqual([]);
    expect(await dismissalRows(app.db, forSmart.id)).toEqual([]);
  });

  it('accepts dismissing twice with 204, and the announcement stays hidden', async () => {
    const { plain } = await viewers();
    const announcement = await publish({ displayedFor: ['all'] });
    expect(await dismiss(announcement.id, plain)).toMatchObject({ status: 204 });
    expect(await dismiss(announcement.id, plain)).toMatchObject({ status: 204 });
    await expectNothing([plain]);
    expect((await dismissed(plain)).body).toHaveLength(1);
  });

  it('answers 401 to anonymous callers', async () => {
    expect(await dismiss('last')).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await dismissed()).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('reminders: interval × numberOfIntervals', () => {
  it.each([
    { interval: 'hours', numberOfIntervals: 3, unit: HOUR },
    { interval: 'days', numberOfIntervals: 3, unit: DAY },
    { interval: 'weeks', numberOfIntervals: 3, unit: WEEK },
  ])(
    'with numberOfIntervals set, a dismissed announcement shows again numberOfIntervals × interval after the dismissal ($numberOfIntervals $interval: hidden after 2, shown after 4)',
    async ({ interval, numberOfIntervals, unit }) => {
      const user = await viewerOfAllOnly();
      const announcement = await publish({ displayedFor: ['all'], interval, numberOfIntervals });
      expect(await dismiss(announcement.id, user.token)).toMatchObject({ status: 204 });
      await expectNothing([user.token]);

      await dismissedAgo(app.db, announcement.id, user.user.id, (numberOfIntervals - 1) * unit);
      await expectNothing([user.token]);
      await dismissedAgo(app.db, announcement.id, user.user.id, (numberOfIntervals + 1) * unit);
      await expectLast([user.token], announcement);
    },
  );

  it('with numberOfIntervals null, a dismissal is for good: still hidden ten years later', async () => {
    const user = await viewerOfAllOnly();
    const announcement = await publish({ displayedFor: ['all'], interval: 'weeks', numberOfIntervals: null });
    expect(await dismiss(announcement.id, user.token)).toMatchObject({ status: 204 });
    await dismissedAgo(app.db, announcement.id, user.user.id, 520 * WEEK);
    await expectNothing([user.token]);
  });

  it('dismissing again once the reminder is due hides it for another period', async () => {
    const user = await viewerOfAllOnly();
    const announcement = await publish({ displayedFor: ['all'], interval: 'hours', numberOfIntervals: 3 });
    expect(await dismiss(announcement.id, user.token)).toMatchObject({ status: 204 });
    await dismissedAgo(app.db, announcement.id, user.user.id, 4 * HOUR);
    await expectLast([user.token], announcement);
    expect(await dismiss('last', user.token)).toMatchObject({ status: 204 });
    await expectNothing([user.token]);
    const [row] = await dismissalRows(app.db, announcement.id);
    expect(Math.abs(row!.dismissedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('reports isDismissed true while the dismissal holds and false once the reminder is due, as last shows it again', async () => {
    const user = await viewerOfAllOnly();
    const announcement = await publish({ displayedFor: ['all'], interval: 'days', numberOfIntervals: 1 });
    expect(await dismiss(announcement.id, user.token)).toMatchObject({ status: 204 });
    expect(await app.api(`/v1/announcements/${announcement.id}`, { token: user.token })).toMatchObject({ status: 200, body: { isDismissed: true } });
    await dismissedAgo(app.db, announcement.id, user.user.id, 2 * DAY);
    await expectLast([user.token], announcement);
    expect(await app.api(`/v1/announcements/${announcement.id}`, { token: user.token })).toMatchObject({ status: 200, body: { isDismissed: false } });
  });

  it('an expiresAt in the past hides it even when the reminder is due', async () => {
    const user = await viewerOfAllOnly();
    const announcement = await publish({ displayedFor: ['all'], interval: 'hours', numberOfIntervals: 3, expiresAt: new Date(Date.now() + WEEK).toISOString() });
    expect(await dismiss(announcement.id, user.token)).toMatchObject({ status: 204 });
    await dismissedAgo(app.db, announcement.id, user.user.id, 4 * HOUR);
    await expectLast([user.token], announcement);
    await expiredAgo(app.db, announcement.id, HOUR);
    await expectNothing([user.token]);
  });
});

describe('readers: everyone, the sellers or the managers, by the roles a user holds (issue #25)', () => {
  /** A seller, a manager, and a manager who also sells (acting as manager), none of them with a plan. */
  async function readers() {
    const clientId = (await createClient(app.db, { plan: null })).id;
    const seller = await createUser(app.db, { roles: ['seller'], clientId: null });
    const manager = await createUser(app.db, { roles: ['client'], clientId });
    const both = await createUser(app.db, { roles: ['client', 'seller'], clientId });
    return { seller: await tokenFor(app.db, seller, 'seller'), manager: await tokenFor(app.db, manager, 'client'), managerWhoSells: await tokenFor(app.db, both, 'client') };
  }

  it('keeps "everyone" when the admin says nothing, and returns what was chosen', async () => {
    expect(await announce({ displayedFor: ['all'] })).toMatchObject({ readers: 'everyone' });
    const forSellers = await announce({ displayedFor: ['all'], readers: 'sellers' });
    expect(await app.api(`/v1/announcements/${forSellers.id}`, { token: admin })).toMatchObject({ status: 200, body: { readers: 'sellers' } });
  });

  it('shows one for the sellers to whoever holds the seller role, and not to a manager alone', async () => {
    const users = await readers();
    const announcement = await publish({ displayedFor: ['all'], readers: 'sellers' });
    await expectLast([users.seller, users.managerWhoSells], announcement);
    await expectNothing([users.manager]);
    expect(await app.api(`/v1/announcements/${announcement.id}`, { token: users.manager })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await dismiss(announcement.id, users.manager)).toMatchObject({ status: 404 });
  });

  it('shows one for the managers to whoever holds the manager role, and not to a seller', async () => {
    const users = await readers();
    const announcement = await publish({ displayedFor: ['all'], readers: 'managers' });
    await expectLast([users.manager, users.managerWhoSells], announcement);
    await expectNothing([users.seller]);
  });

  it('passes over one meant for others to reach an older one meant for the user', async () => {
    const users = await readers();
    const forEveryone = await publish({ displayedFor: ['all'] });
    await publish({ displayedFor: ['all'], readers: 'managers' });
    await expectLast([users.seller], forEveryone);
  });

  it('refuses readers it does not know with 400 VALIDATION_ERRORS naming the field', async () => {
    const response = await app.api('/v1/announcements', { method: 'POST', token: admin, body: { type: 'banner', title: 'Pour qui ?', content: 'Un texte.', displayedFor: ['all'], readers: 'spectators' } });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect((response.body as { fields: string[] }).fields).toContain('readers');
  });
});
