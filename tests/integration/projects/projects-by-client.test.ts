import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectClients } from '@/lib/db/schema';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function managerWithProject(name: string) {
  const manager = await createUser(app.db, { roles: ['client'] });
  const token = await tokenFor(app.db, manager);
  const created = await app.api('/v1/projects', { method: 'POST', token, body: { name } });
  expect(created.status).toBe(201);
  return { manager, token, project: created.body as { id: string } };
}

const idsOf = (body: { data: { id: string }[] }) => body.data.map((entry) => entry.id).sort();

// The admin's client page lists the tours of one organisation (issue #12.12).
describe('GET /v1/projects?clientId=', () => {
  it('gives an admin the tours the organisation owns or takes part in, and nothing of the others', async () => {
    const owner = await managerWithProject('Tournée du client');
    const other = await managerWithProject('Tournée d’un autre client');
    const guest = await managerWithProject('Tournée où il est invité');
    await app.db.insert(projectClients).values({ projectId: guest.project.id, clientId: owner.manager.clientId!, role: 'viewer' });
    const admin = await tokenFor(app.db, await createUser(app.db, { roles: ['admin'] }));

    const answer = await app.api(`/v1/projects?clientId=${owner.manager.clientId}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body)).toEqual([owner.project.id, guest.project.id].sort());
    expect(answer.body.meta.total).toBe(2);
    expect(idsOf(answer.body)).not.toContain(other.project.id);
    expect((await app.api(`/v1/projects?clientId=${other.manager.clientId}&q=invité`, { token: admin })).body.data).toEqual([]);
  });

  it('lets a manager name their own organisation, and answers 404 for another one', async () => {
    const { manager, token, project } = await managerWithProject('Ma tournée');
    const stranger = await managerWithProject('Une autre tournée');
    expect(idsOf((await app.api(`/v1/projects?clientId=${manager.clientId}`, { token })).body)).toEqual([project.id]);
    expect(await app.api(`/v1/projects?clientId=${stranger.manager.clientId}`, { token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('refuses a seller with 403, and a clientId that is no uuid with 400', async () => {
    const { manager, token } = await managerWithProject('Tournée filtrée');
    const seller = await tokenFor(app.db, await createUser(app.db, { roles: ['seller'] }));
    expect(await app.api(`/v1/projects?clientId=${manager.clientId}`, { token: seller })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api('/v1/projects?clientId=not-a-uuid', { token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['clientId'] } });
  });
});
