import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementSchema } from '@/features/announcements/schemas';
import { announcements } from '@/lib/db/schema';
import en from '@/locales/en/announcements.json';
import fr from '@/locales/fr/announcements.json';
import { announcementBody, clientUser, createAdmin, postAnnouncement } from '../../support/announcements';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await createAdmin(app.db)).token;
});
afterAll(() => app.close());

function post(token: string | undefined, body: unknown) {
  return app.api('/v1/announcements', { method: 'POST', token, body });
}

async function storedRow(id: string) {
  const [row] = await app.db.select().from(announcements).where(eq(announcements.id, id));
  return row!;
}

describe('POST /v1/announcements', () => {
  it('creates a draft with 201, the title trimmed, the audiences deduplicated and the interval defaulting to hours', async () => {
    const response = await post(admin, announcementBody({ title: '  Nouvelle billetterie  ', displayedFor: ['pro', 'advanced', 'pro'] }));
    expect(response).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        type: 'banner',
        title: 'Nouvelle billetterie',
        content: 'La plateforme sera indisponible de 22 h à 23 h.',
        displayedFor: ['pro', 'advanced'],
        interval: 'hours',
        numberOfIntervals: null,
        status: 'draft',
        expiresAt: null,
        publishedAt: null,
        isDismissed: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(response.body).not.toHaveProperty('createdBy');
    expect(await storedRow(response.body.id)).toMatchObject({ title: 'Nouvelle billetterie', interval: 'hours', status: 'draft', publishedAt: null });
  });

  it('keeps every field sent: a published modal with a weekly reminder and an expiry given with an offset', async () => {
    const before = Date.now();
    const response = await post(
      admin,
      announcementBody({ type: 'modal', content: '<p>Bonjour</p>', displayedFor: ['advanced'], interval: 'weeks', numberOfIntervals: 2, expiresAt: '2099-06-01T12:00:00+02:00', status: 'published' }),
    );
    expect(response).toMatchObject({
      status: 201,
      body: { type: 'modal', content: '<p>Bonjour</p>', displayedFor: ['advanced'], interval: 'weeks', numberOfIntervals: 2, expiresAt: '2099-06-01T10:00:00.000Z', status: 'published' },
    });
    expect(Date.parse(response.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await storedRow(response.body.id)).toMatchObject({ numberOfIntervals: 2, interval: 'weeks', expiresAt: new Date('2099-06-01T10:00:00.000Z') });
  });

  it.each([
    { case: 'no type', body: announcementBody({ type: undefined }), fields: ['type'] },
    { case: 'an unknown type', body: announcementBody({ type: 'popup' }), fields: ['type'] },
    { case: 'no title', body: announcementBody({ title: undefined }), fields: ['title'] },
    { case: 'a title of 2 characters', body: announcementBody({ title: 'ab' }), fields: ['title'] },
    { case: 'a title of 2 characters once trimmed', body: announcementBody({ title: '   ab   ' }), fields: ['title'] },
    { case: 'a title of 201 characters', body: announcementBody({ title: 'x'.repeat(201) }), fields: ['title'] },
    { case: 'no content', body: announcementBody({ content: undefined }), fields: ['content'] },
    { case: 'a content of 2 characters', body: announcementBody({ content: 'ab' }), fields: ['content'] },
    { case: 'no audience', body: announcementBody({ displayedFor: undefined }), fields: ['displayedFor'] },
    { case: 'an empty audience list', body: announcementBody({ displayedFor: [] }), fields: ['displayedFor'] },
    { case: 'an unknown audience', body: announcementBody({ displayedFor: ['pro', 'everyone'] }), fields: ['displayedFor.1'] },
    { case: 'an audience that is no list', body: announcementBody({ displayedFor: 'all' }), fields: ['displayedFor'] },
    { case: 'the interval "months"', body: announcementBody({ interval: 'months' }), fields: ['interval'] },
    { case: 'numberOfIntervals 0', body: announcementBody({ numberOfIntervals: 0 }), fields: ['numberOfIntervals'] },
    { case: 'numberOfIntervals 1.5', body: announcementBody({ numberOfIntervals: 1.5 }), fields: ['numberOfIntervals'] },
    { case: 'numberOfIntervals "x"', body: announcementBody({ numberOfIntervals: 'x' }), fields: ['numberOfIntervals'] },
    { case: 'expiresAt "tomorrow"', body: announcementBody({ expiresAt: 'tomorrow' }), fields: ['expiresAt'] },
    { case: 'an unknown status', body: announcementBody({ status: 'archived' }), fields: ['status'] },
    { case: 'several faults at once', body: { type: 'popup', title: 'ab', content: '', displayedFor: [], interval: 'months' }, fields: ['type', 'title', 'content', 'displayedFor', 'interval'] },
    { case: 'an empty body', body: {}, fields: ['type', 'title', 'content', 'displayedFor'] },
    { case: 'a list instead of an object', body: [announcementBody()], fields: ['body'] },
  ])('refuses $case with VALIDATION_ERRORS naming exactly the faulty fields', async ({ body, fields }) => {
    expect(await post(admin, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it('accepts numberOfIntervals and expiresAt set to null', async () => {
    const response = await post(admin, announcementBody({ numberOfIntervals: null, expiresAt: null }));
    expect(response).toMatchObject({ status: 201, body: { numberOfIntervals: null, expiresAt: null } });
  });

  it('refuses a manager, a seller and an admin acting as manager with 403 FORBIDDEN, anonymous callers with 401, and creates nothing', async () => {
    const title = `Refused ${Date.now()} ${Math.random()}`;
    const manager = await clientUser(app.db);
    const seller = await createUser(app.db, { roles: ['seller'], clientId: manager.client.id });
    const managerAndAdmin = await createUser(app.db, { roles: ['client', 'admin'] });
    for (const token of [manager.token, await tokenFor(app.db, seller), await tokenFor(app.db, managerAndAdmin, 'client')]) {
      expect(await post(token, announcementBody({ title }))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await post(undefined, announcementBody({ title }))).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    expect(await app.db.select().from(announcements).where(eq(announcements.title, title))).toEqual([]);
  });
});

describe('content safety', () => {
  const unsafeModal = [
    '<h2>Nouvelle saison</h2>',
    '<p style="color: red">Les <strong>préventes</strong> ouvrent <em>lundi</em>.</p>',
    '<ul><li>Paris</li><li>Lyon</li></ul>',
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<img src="http://insecure/x.png">',
    '<img src="https://cdn.example.com/poster.png" alt="Affiche">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="https://example.com/programme">Programme</a>',
    '<a href="mailto:contact@example.com">Écrivez-nous</a>',
    '<iframe src="https://evil.example.com"></iframe>',
    '<div style="position:fixed">overlay</div>',
  ].join('');

  function expectSafe(content: string) {
    for (const forbidden of ['<script', 'alert', 'onerror', 'javascript:', 'http://insecure', 'iframe', 'style=', 'evil.example.com']) {
      expect(content).not.toContain(forbidden);
    }
  }

  it('stores and returns a modal without scripts, handlers, javascript: links, http images, iframes or styles', async () => {
    const created = await postAnnouncement(app, admin, { type: 'modal', content: unsafeModal });
    expectSafe(created.content);
    expect((await storedRow(created.id)).content).toBe(created.content);
    const read = await app.api(`/v1/announcements/${created.id}`, { token: admin });
    expect(read.body.content).toBe(created.content);
  });

  it('keeps headings, paragraphs, lists, bold, italic, mailto links and https images', async () => {
    const { content } = await postAnnouncement(app, admin, { type: 'modal', content: unsafeModal });
    for (const kept of ['<h2>Nouvelle saison</h2>', '<strong>préventes</strong>', '<em>lundi</em>', '<ul><li>Paris</li><li>Lyon</li></ul>', 'src="https://cdn.example.com/poster.png"', 'href="mailto:contact@example.com"']) {
      expect(content).toContain(kept);
    }
    expect(content).toMatch(/<p>Les <strong>/);
  });

  it('opens https links in a new tab without an opener: rel="noopener noreferrer" and target="_blank"', async () => {
    const { content } = await postAnnouncement(app, admin, { type: 'modal', content: '<p><a href="https://example.com/programme" target="_self">Programme</a></p>' });
    const link = content.match(/<a [^>]*href="https:\/\/example\.com\/programme"[^>]*>/)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toContain('target="_blank"');
  });

  it('cleans a modal edited through PATCH the same way', async () => {
    const created = await postAnnouncement(app, admin, { type: 'modal', content: '<p>Propre</p>' });
    const response = await app.api(`/v1/announcements/${created.id}`, { method: 'PATCH', token: admin, body: announcementBody({ type: 'modal', content: unsafeModal }) });
    expect(response.status).toBe(200);
    expectSafe(response.body.content);
    expect(response.body.content).toContain('<h2>Nouvelle saison</h2>');
    expect((await storedRow(created.id)).content).toBe(response.body.content);
  });

  it('keeps a banner as plain text: tags and scripts stripped, & kept as &', async () => {
    const created = await postAnnouncement(app, admin, {
      type: 'banner',
      content: '<p>Soldes <strong>Tom & Jerry</strong> : -20 % <a href="javascript:alert(1)">ici</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
    });
    expect(created.content).toBe('Soldes Tom & Jerry : -20 % ici');
    expect((await storedRow(created.id)).content).toBe('Soldes Tom & Jerry : -20 % ici');
  });
});

describe('announcementSchema messages (spec §5)', () => {
  function messagesOf(body: unknown) {
    const result = announcementSchema.safeParse(body);
    expect(result.success).toBe(false);
    return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
  }

  it('names the type, title and content rules by their text keys', () => {
    expect(messagesOf({ displayedFor: ['all'] })).toEqual({ type: 'typeRequired', title: 'titleMin', content: 'contentMin' });
    expect(messagesOf(announcementBody({ type: 'popup', title: 'ab', content: ' ab ' }))).toEqual({ type: 'typeRequired', title: 'titleMin', content: 'contentMin' });
  });

  it('gives those keys the spec’s exact French and an English equivalent', () => {
    expect(fr.validation).toMatchObject({
      typeRequired: 'Le type est requis',
      titleMin: 'Le titre doit contenir au moins 3 caractères',
      contentMin: 'Le contenu doit contenir au moins 3 caractères',
    });
    expect(en.validation).toMatchObject({
      typeRequired: 'The type is required',
      titleMin: 'The title must contain at least 3 characters',
      contentMin: 'The content must contain at least 3 characters',
    });
  });

  it('has a French and an English text for every message the schema can give', () => {
    const everyFault = { type: 1, title: 'x'.repeat(201), content: 'x'.repeat(20_001), displayedFor: 'all', interval: 'months', numberOfIntervals: 0, expiresAt: 'tomorrow' };
    const keys = new Set([...Object.values(messagesOf(everyFault)), ...Object.values(messagesOf({ title: 'ab', content: 'ab', displayedFor: [] }))]);
    expect(keys.size).toBeGreaterThanOrEqual(8);
    for (const key of keys) {
      expect(fr.validation).toHaveProperty([key], expect.any(String));
      expect(en.validation).toHaveProperty([key], expect.any(String));
    }
  });
});
