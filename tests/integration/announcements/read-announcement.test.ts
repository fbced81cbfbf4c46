import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUser, createAdmin, dismissalRows, postAnnouncement, UNKNOWN_UUID } from '../../support/announcements';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

// Announcements published here are for 'pro' or 'advanced' only (see tests/support/announcements.ts).
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await createAdmin(app.db)).token;
});
afterAll(() => app.close());

const read = (id: string, token?: string) => app.api(`/v1/announcements/${id}`, { token });
const dismiss = (id: string, token?: string) => app.api(`/v1/announcements/${id}/dismiss`, { method: 'POST', token });

/** What a 'pro' manager must not read: a draft for it, one for another audience, an expired one. */
async function hiddenFromPro() {
  return {
    draft: await postAnnouncement(app, admin, { displayedFor: ['pro'] }),
    otherAudience: await postAnnouncement(app, admin, { displayedFor: ['advanced'], status: 'published' }),
    expired: await postAnnouncement(app, admin, { displayedFor: ['pro'], status: 'published', expiresAt: '2020-01-01T00:00:00Z' }),
  };
}

describe('GET /v1/announcements/{id}', () => {
  it('gives a manager one published for its subscription, isDismissed telling whether that user closed it', async () => {
    const reader = await clientUser(app.db, { plan: 'pro' });
    const colleague = await createUser(app.db, { clientId: reader.client.id });
    const created = await postAnnouncement(app, admin, { type: 'modal', content: '<p>Pour les pros</p>', displayedFor: ['advanced', 'pro'], status: 'published' });

    const response = await read(created.id, reader.token);
    expect(response).toMatchObject({
      status: 200,
      body: { id: created.id, type: 'modal', title: created.title, content: '<p>Pour les pros</p>', displayedFor: ['advanced', 'pro'], status: 'published', isDismissed: false },
    });
    expect(response.body).not.toHaveProperty('createdBy');

    expect(await dismiss(created.id, reader.token)).toMatchObject({ status: 204 });
    expect(await read(created.id, reader.token)).toMatchObject({ status: 200, body: { id: created.id, isDismissed: true } });
    expect(await read(created.id, await tokenFor(app.db, colleague))).toMatchObject({ status: 200, body: { id: created.id, isDismissed: false } });
  });

  it('answers 404 NOT_FOUND to a non-admin for a draft, another audience’s, an expired one, an unknown or a malformed id', async () => {
    const reader = await clientUser(app.db, { plan: 'pro' });
    const { draft, otherAudience, expired } = await hiddenFromPro();
    for (const id of [draft.id, otherAudience.id, expired.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await read(id, reader.token)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('answers 404 to a client with allowAllFeatures for one addressed to a subscription it does not have', async () => {
    // No plan: the factories' default ('pro') would be the very subscription the announcement is addressed to.
    const reader = await clientUser(app.db, { plan: null, allowAllFeatures: true });
    const created = await postAnnouncement(app, admin, { displayedFor: ['pro'], status: 'published' });
    expect(await read(created.id, reader.token)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('lets an admin read any announcement, drafts and expired ones included, and answers 404 for an unknown or malformed id', async () => {
    const { draft, otherAudience, expired } = await hiddenFromPro();
    for (const created of [draft, otherAudience, expired]) {
      expect(await read(created.id, admin)).toMatchObject({ status: 200, body: { id: created.id, status: created.status, isDismissed: false } });
    }
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await read(id, admin)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('answers 401 to anonymous callers', async () => {
    const created = await postAnnouncement(app, admin, { status: 'published' });
    expect(await read(created.id)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('POST /v1/announcements/{id}/dismiss', () => {
  it('answers 204 with no body, and 204 again when repeated, keeping one dismissal', async () => {
    const reader = await clientUser(app.db, { plan: 'pro' });
    const created = await postAnnouncement(app, admin, { status: 'published' });
    expect(await dismiss(created.id, reader.token)).toMatchObject({ status: 204, body: undefined });
    expect(await dismiss(created.id, reader.token)).toMatchObject({ status: 204, body: undefined });
    expect(await dismissalRows(app.db, created.id)).toEqual([expect.objectContaining({ userId: reader.user.id })]);
  });

  it('answers 404 NOT_FOUND for what the user cannot see (draft, other audience, expired, unknown or malformed id), recording nothing', async () => {
    const reader = await clientUser(app.db, { plan: 'pro' });
    const { draft, otherAudience, expired } = await hiddenFromPro();
    for (const id of [draft.id, otherAudience.id, expired.id, UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await dismiss(id, reader.token)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
    for (const created of [draft, otherAudience, expired]) {
      expect(await dismissalRows(app.db, created.id)).toEqual([]);
    }
    expect((await app.api('/v1/announcements/dismissed', { token: reader.token })).body).toEqual([]);
  });

  it('answers 401 to anonymous callers', async () => {
    const created = await postAnnouncement(app, admin, { status: 'published' });
    expect(await dismiss(created.id)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});
