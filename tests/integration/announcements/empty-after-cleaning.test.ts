import { afterAll, beforeAll, expect, it } from 'vitest';
import { announcementBody, createAdmin } from '../../support/announcements';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('refuses content that cleaning empties (a lone script) as too short, on create and on edit', async () => {
  const { token } = await createAdmin(app.db);
  const refused = await app.api('/v1/announcements', { method: 'POST', token, body: announcementBody({ type: 'modal', content: '<script>alert(1)</script>', displayedFor: ['pro'] }) });
  expect(refused).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['content'] } });

  const created = await app.api('/v1/announcements', { method: 'POST', token, body: announcementBody({ type: 'modal', content: '<p>Bonjour</p>', displayedFor: ['pro'] }) });
  const edited = await app.api(`/v1/announcements/${created.body.id}`, {
    method: 'PATCH',
    token,
    body: announcementBody({ type: 'modal', content: '<img src=x onerror=alert(1)>', displayedFor: ['pro'] }),
  });
  expect(edited).toMatchObject({ status: 400, body: { fields: ['content'] } });
  expect((await app.api(`/v1/announcements/${created.body.id}`, { token })).body.content).toBe('<p>Bonjour</p>');
  await app.api(`/v1/announcements/${created.body.id}`, { method: 'DELETE', token });
});
