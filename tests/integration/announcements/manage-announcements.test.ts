import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '@/lib/db/schema';
import { announcementBody, clientUser, createAdmin, dismissalRows, postAnnouncement, UNKNOWN_UUID } from '../../support/announcements';
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

function patch(id: string, body: unknown, token: string | undefined = admin) {
  return app.api(`/v1/announcements/${id}`, { method: 'PATCH', token, body });
}

async function storedRow(id: string) {
  const [row] = await app.db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** A manager, a seller of the same client, and a user who holds admin but acts as manager: none may manage announcements. */
async function nonAdminTokens() {
  const manager = await clientUser(app.db, { plan: 'pro' });
  const seller = await createUser(app.db, { roles: ['seller'], clientId: manager.client.id });
  const managerAndAdmin = await createUser(app.db, { roles: ['client', 'admin'] });
  return [manager.token, await tokenFor(app.db, seller), await tokenFor(app.db, managerAndAdmin, 'client')];
}

describe('GET /v1/announcements (admin list)', () => {
  /** Three announcements, oldest first, their titles carrying `tag`. */
  async function taggedAnnouncements(tag: string) {
    const first = await postAnnouncement(app, admin, { type: 'modal', title: `Alpha ${tag}`, content: '<p>Premier</p>' });
    const second = await postAnnouncement(app, admin, { type: 'banner', title: `Beta ${tag}`, status: 'published' });
    const third = await postAnnouncement(app, admin, { type: 'modal', title: `Gamma ${tag.toUpperCase()}`, content: '<p>Troisième</p>', status: 'published' });
    return [first, second, third] as const;
  }

  const ids = (response: { body: { data: { id: string }[] } }) => response.body.data.map((announcement) => announcement.id);

  it('pages the announcements newest first with the convention’s meta', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await taggedAnnouncements(tag);
    const page1 = await app.api(`/v1/announcements?q=${tag}&limit=2`, { token: admin });
    expect(page1).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 2, total: 3 } } });
    expect(ids(page1)).toEqual([third.id, second.id]);
    expect(page1.body.data[0]).toMatchObject({ title: `Gamma ${tag.toUpperCase()}`, type: 'modal', status: 'published', isDismissed: false });
    const page2 = await app.api(`/v1/announcements?q=${tag}&limit=2&page=2`, { token: admin });
    expect(page2.body).toEqual({ data: [expect.objectContaining({ id: first.id, status: 'draft' })], meta: { page: 2, limit: 2, total: 3 } });
    const beyond = await app.api(`/v1/announcements?q=${tag}&limit=2&page=3`, { token: admin });
    expect(beyond).toMatchObject({ status: 200, body: { data: [], meta: { page: 3, limit: 2, total: 3 } } });
  });

  it('defaults to page 1 of 50', async () => {
    await postAnnouncement(app, admin);
    const response = await app.api('/v1/announcements', { token: admin });
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 1, limit: 50, total: expect.any(Number) } } });
    expect(response.body.data.length).toBeGreaterThan(0);
    expect(response.body.data.length).toBeLessThanOrEqual(50);
  });

  it('filters by status[], type[] and q (case-insensitive, % and _ taken literally), combined', async () => {
    const tag = `zq${randomUUID().slice(0, 8)}`;
    const [first, second, third] = await taggedAnnouncements(tag);
    const list = async (query: string) => ids(await app.api(`/v1/announcements?q=${tag}&${query}`, { token: admin }));
    expect(await list('status[]=published')).toEqual([third.id, second.id]);
    expect(await list('status[]=draft')).toEqual([first.id]);
    expect(await list('status[]=draft&status[]=published')).toEqual([third.id, second.id, first.id]);
    expect(await list('type[]=modal')).toEqual([third.id, first.id]);
    expect(await list('type[]=banner&type[]=modal')).toEqual([third.id, second.id, first.id]);
    expect(await list('type[]=modal&status[]=draft')).toEqual([first.id]);
    expect(await list('type[]=banner&status[]=draft')).toEqual([]);

    const search = async (q: string) => ids(await app.api(`/v1/announcements?q=${encodeURIComponent(q)}`, { token: admin }));
    expect(await search(`beta ${tag.toUpperCase()}`)).toEqual([second.id]);
    expect(await search(`${tag}%`)).toEqual([]);
    expect(await search(`alpha_${tag}`)).toEqual([]);
  });

  it.each([
    { query: 'status[]=archived', fields: ['status.0'] },
    { query: 'type[]=popup', fields: ['type.0'] },
    { query: 'status=published', fields: ['status'] },
    { query: 'limit=201', fields: ['limit'] },
    { query: 'page=0', fields: ['page'] },
    { query: `q=${'x'.repeat(101)}`, fields: ['q'] },
  ])('refuses ?$query with VALIDATION_ERRORS', async ({ query, fields }) => {
    expect(await app.api(`/v1/announcements?${query}`, { token: admin })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('refuses non-admins with 403 FORBIDDEN and anonymous callers with 401', async () => {
    for (const token of await nonAdminTokens()) {
      expect(await app.api('/v1/announcements', { token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await app.api('/v1/announcements')).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });
});

describe('PATCH /v1/announcements/{id}', () => {
  it('replaces the whole announcement, keeping its status and publication date when none is sent', async () => {
    const created = await postAnnouncement(app, admin, { type: 'modal', content: '<p>Avant</p>', interval: 'days', numberOfIntervals: 3, status: 'published' });
    const body = { type: 'banner', title: '  Après  ', content: '<b>Plus</b> que du texte', displayedFor: ['advanced'], interval: 'weeks', numberOfIntervals: 2, expiresAt: '2099-01-01T00:00:00Z' };
    const response = await patch(created.id, body);
    expect(response).toMatchObject({
      status: 200,
      body: {
        id: created.id,
        type: 'banner',
        title: 'Après',
        content: 'Plus que du texte',
        displayedFor: ['advanced'],
        interval: 'weeks',
        numberOfIntervals: 2,
        expiresAt: '2099-01-01T00:00:00.000Z',
        status: 'published',
        publishedAt: created.publishedAt,
        createdAt: created.createdAt,
      },
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await storedRow(created.id)).toMatchObject({ type: 'banner', title: 'Après', displayedFor: ['advanced'], numberOfIntervals: 2, status: 'published' });
  });

  it('clears the optional fields a full edit leaves out: the interval back to hours, no reminder, no expiry', async () => {
    const created = await postAnnouncement(app, admin, { interval: 'weeks', numberOfIntervals: 2, expiresAt: '2099-01-01T00:00:00Z' });
    const response = await patch(created.id, announcementBody({ title: 'Sans rappel' }));
    expect(response).toMatchObject({ status: 200, body: { title: 'Sans rappel', interval: 'hours', numberOfIntervals: null, expiresAt: null, status: 'draft' } });
  });

  it('publishes with { status: "published" } alone, dating the publication, and unpublishes with { status: "draft" }', async () => {
    const created = await postAnnouncement(app, admin, { title: 'À publier' });
    expect(created).toMatchObject({ status: 'draft', publishedAt: null });
    const before = Date.now();
    const published = await patch(created.id, { status: 'published' });
    expect(published).toMatchObject({ status: 200, body: { id: created.id, status: 'published', title: 'À publier', content: created.content, displayedFor: ['pro'] } });
    expect(Date.parse(published.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedRow(created.id)).toMatchObject({ status: 'published', publishedAt: new Date(published.body.publishedAt) });

    const unpublished = await patch(created.id, { status: 'draft' });
    expect(unpublished).toMatchObject({ status: 200, body: { status: 'draft', title: 'À publier' } });
    expect((await storedRow(created.id))?.status).toBe('draft');
  });

  it('lets a reader see the announcement only while it is published', async () => {
    const reader = await clientUser(app.db, { plan: 'pro' });
    const created = await postAnnouncement(app, admin);
    expect(await app.api(`/v1/announcements/${created.id}`, { token: reader.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    await patch(created.id, { status: 'published' });
    expect(await app.api(`/v1/announcements/${created.id}`, { token: reader.token })).toMatchObject({ status: 200, body: { id: created.id } });
    await patch(created.id, { status: 'draft' });
    expect(await app.api(`/v1/announcements/${created.id}`, { token: reader.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it.each([
    { case: 'a partial body { title: "ab" }', body: { title: 'ab' }, fields: ['type', 'title', 'content', 'displayedFor'] },
    { case: 'a partial body with a valid title', body: { title: 'Un titre' }, fields: ['type', 'content', 'displayedFor'] },
    { case: 'a status with another field', body: { status: 'published', title: 'ab' }, fields: ['type', 'title', 'content', 'displayedFor'] },
    { case: 'an unknown status alone', body: { status: 'archived' }, fields: ['status'] },
    { case: 'an empty body', body: {}, fields: ['type', 'title', 'content', 'displayedFor'] },
    { case: 'a full body with numberOfIntervals 1.5', body: announcementBody({ numberOfIntervals: 1.5 }), fields: ['numberOfIntervals'] },
    { case: 'a list instead of an object', body: [{ status: 'published' }], fields: ['body'] },
  ])('refuses $case with VALIDATION_ERRORS naming the real fields, and changes nothing', async ({ body, fields }) => {
    const created = await postAnnouncement(app, admin, { title: 'Inchangée' });
    expect(await patch(created.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await storedRow(created.id)).toMatchObject({ title: 'Inchangée', status: 'draft', numberOfIntervals: null });
  });

  it('answers 404 NOT_FOUND for an unknown or malformed id, whatever the body shape', async () => {
    for (const id of [UNKNOWN_UUID, 'not-a-uuid', '12345']) {
      expect(await patch(id, { status: 'published' })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(await patch(id, announcementBody())).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('refuses non-admins with 403 FORBIDDEN and anonymous callers with 401, and changes nothing', async () => {
    const created = await postAnnouncement(app, admin, { title: 'Intouchable' });
    for (const token of await nonAdminTokens()) {
      expect(await patch(created.id, { status: 'published' }, token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await patch(created.id, announcementBody({ title: 'Piratée' }), token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await app.api(`/v1/announcements/${created.id}`, { method: 'PATCH', body: { status: 'published' } })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await storedRow(created.id)).toMatchObject({ title: 'Intouchable', status: 'draft' });
  });
});

describe('DELETE /v1/announcements/{id}', () => {
  it('answers 204, then 404 NOT_FOUND for the same id', async () => {
    const created = await postAnnouncement(app, admin);
    const deleted = await app.api(`/v1/announcements/${created.id}`, { method: 'DELETE', token: admin });
    expect(deleted).toMatchObject({ status: 204, body: undefined });
    expect(await storedRow(created.id)).toBeUndefined();
    expect(await app.api(`/v1/announcements/${created.id}`, { method: 'DELETE', token: admin })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api(`/v1/announcements/${created.id}`, { token: admin })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('answers 404 NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await app.api(`/v1/announcements/${id}`, { method: 'DELETE', token: admin })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('removes the users’ dismissals with it', async () => {
    const created = await postAnnouncement(app, admin, { status: 'published' });
    const readers = [await clientUser(app.db, { plan: 'pro' }), await clientUser(app.db, { plan: 'pro' })];
    for (const reader of readers) {
      expect(await app.api(`/v1/announcements/${created.id}/dismiss`, { method: 'POST', token: reader.token })).toMatchObject({ status: 204 });
    }
    expect(await dismissalRows(app.db, created.id)).toHaveLength(2);
    expect((await app.api(`/v1/announcements/${created.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await dismissalRows(app.db, created.id)).toEqual([]);
    expect((await app.api('/v1/announcements/dismissed', { token: readers[0]!.token })).body).toEqual([]);
  });

  it('refuses non-admins with 403 FORBIDDEN and anonymous callers with 401, and deletes nothing', async () => {
    const created = await postAnnouncement(app, admin);
    for (const token of await nonAdminTokens()) {
      expect(await app.api(`/v1/announcements/${created.id}`, { method: 'DELETE', token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await app.api(`/v1/announcements/${created.id}`, { method: 'DELETE' })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await storedRow(created.id)).toBeDefined();
  });
});
