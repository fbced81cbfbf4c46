import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectInvitations } from '@/lib/db/schema';
import { createUser, tokenFor, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function managerWithProject(name = 'Tournée Test') {
  const manager = await createUser(app.db, { roles: ['client'] });
  const token = await tokenFor(app.db, manager);
  const created = await app.api('/v1/projects', { method: 'POST', token, body: { name, startDate: '2026-12-01', endDate: '2027-03-31' } });
  expect(created.status).toBe(201);
  return { manager, token, project: created.body };
}

describe('POST and GET /v1/projects', () => {
  it('creates a tour owned by the manager’s organisation, admin of its team', async () => {
    const { manager, project } = await managerWithProject();
    expect(project).toMatchObject({ name: 'Tournée Test', status: 'active', hasZones: false, myRole: 'owner', ownerClientId: manager.clientId });
    expect(project.clientRoles).toEqual([expect.objectContaining({ clientId: manager.clientId, role: 'admin', isOwner: true })]);
  });

  it('refuses an end date before the start, a short name, and non-managers', async () => {
    const manager = await createUser(app.db);
    const token = await tokenFor(app.db, manager);
    const bad = await app.api('/v1/projects', { method: 'POST', token, body: { name: 'X', startDate: '2027-01-02', endDate: '2027-01-01' } });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['name', 'endDate'] } });
    const seller = await createUser(app.db, { roles: ['seller'] });
    expect(await app.api('/v1/projects', { method: 'POST', token: await tokenFor(app.db, seller), body: { name: 'Tournée' } })).toMatchObject({ status: 403 });
  });

  it('lists only the tours of the caller’s organisation, with search and status filters', async () => {
    const { token, project } = await managerWithProject('Tournée Listée');
    await managerWithProject('Tournée d’un autre');
    const mine = await app.api('/v1/projects?q=Listée', { token });
    expect(mine.body.data.map((entry: { id: string }) => entry.id)).toEqual([project.id]);
    const all = await app.api('/v1/projects', { token });
    expect(all.body.meta.total).toBe(1);
    expect((await app.api('/v1/projects?status[]=archived', { token })).body.data).toEqual([]);
  });

  it('answers 404 for another client’s tour, on every route, and for a malformed id', async () => {
    const { project } = await managerWithProject();
    const stranger = await tokenFor(app.db, await createUser(app.db));
    for (const path of [`/v1/projects/${project.id}`, `/v1/projects/${project.id}/restricted`, `/v1/projects/${project.id}/sellers`, '/v1/projects/not-a-uuid']) {
      expect(await app.api(path, { token: stranger })).toMatchObject({ status: 404 });
    }
    expect(await app.api(`/v1/projects/${project.id}`, { method: 'PATCH', token: stranger, body: { name: 'Piratée' } })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await app.api(`/v1/projects/archive/${project.id}`, { method: 'PATCH', token: stranger, body: {} })).toMatchObject({ status: 404 });
  });
});

describe('PATCH /v1/projects/{id} and archive', () => {
  it('edits, archives (every write then refused), and reopens', async () => {
    const { token, project } = await managerWithProject();
    expect(await app.api(`/v1/projects/${project.id}`, { method: 'PATCH', token, body: { name: 'Tournée Renommée', hasZones: true } })).toMatchObject({ status: 200, body: { name: 'Tournée Renommée', hasZones: true } });
    expect(await app.api(`/v1/projects/${project.id}`, { method: 'PATCH', token, body: { endDate: '2026-01-01' } })).toMatchObject({ status: 400, body: { fields: ['endDate'] } });
    expect(await app.api(`/v1/projects/archive/${project.id}`, { method: 'PATCH', token, body: {} })).toMatchObject({ status: 200, body: { status: 'archived' } });
    expect(await app.api(`/v1/projects/${project.id}`, { method: 'PATCH', token, body: { name: 'Encore' } })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await app.api(`/v1/projects/archive/${project.id}`, { method: 'PATCH', token, body: { archived: false } })).toMatchObject({ status: 200, body: { status: 'active' } });
  });
});

describe('team: invitations, acceptance, roles and removal', () => {
  async function invite(token: string, projectId: string, email: string, role: string) {
    return app.api('/v1/projects/client-invitation', { method: 'POST', token, body: { projectId, email, role } });
  }
  async function acceptAs(user: TestUser, token: string) {
    return app.api('/v1/projects/client-acceptation', { method: 'POST', token: await tokenFor(app.db, user), body: { token } });
  }
  async function invitationToken(email: string): Promise<string> {
    // The token only ever travels by e-mail: read it from the outbox of this run.
    const outbox = await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = outbox.body[0].text.match(/token=([\w-]+)/);
    return link[1];
  }

  it('invites an existing manager who accepts: their organisation joins with the role, viewers read but cannot write', async () => {
    const { token, project } = await managerWithProject();
    const guest = await createUser(app.db);
    const invited = await invite(token, project.id, guest.email.toUpperCase(), 'viewer');
    expect(invited).toMatchObject({ status: 201, body: { email: guest.email, role: 'viewer' } });
    expect(invited.body).not.toHaveProperty('existingAccount');
    const accepted = await acceptAs(guest, await invitationToken(guest.email));
    expect(accepted).toMatchObject({ status: 200, body: { id: project.id, myRole: 'viewer' } });
    const guestToken = await tokenFor(app.db, guest);
    expect(await app.api(`/v1/projects/${project.id}`, { token: guestToken })).toMatchObject({ status: 200 });
    expect(await app.api(`/v1/projects/${project.id}`, { method: 'PATCH', token: guestToken, body: { name: 'Non' } })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('invites a member of the team like anyone else; accepting tells them they are in already and uses the link up', async () => {
    const { token, project } = await managerWithProject();
    const guest = await createUser(app.db);
    await invite(token, project.id, guest.email, 'viewer');
    expect(await acceptAs(guest, await invitationToken(guest.email))).toMatchObject({ status: 200 });
    const again = await invite(token, project.id, guest.email, 'admin');
    expect(again).toMatchObject({ status: 201, body: { email: guest.email, role: 'admin', acceptedAt: null } });
    expect(await acceptAs(guest, await invitationToken(guest.email))).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_IN_PROJECT' } });
    expect((await app.api(`/v1/projects/${project.id}`, { token: await tokenFor(app.db, guest) })).body).toMatchObject({ myRole: 'viewer' });
    expect((await app.api(`/v1/projects/${project.id}/invitations`, { token })).body).toEqual([]);
  });

  it('answers the same for an unknown address, a manager of another organisation and a member already in the team', async () => {
    const { manager, token, project } = await managerWithProject();
    const guest = await createUser(app.db);
    const answers = [];
    for (const email of [`inconnu-${randomUUID()}@test.local`, guest.email, manager.email]) {
      const answer = await invite(token, project.id, email, 'viewer');
      expect(answer.status).toBe(201);
      answers.push(answer.body);
    }
    const shapes = answers.map((body) => Object.keys(body).sort());
    expect(shapes).toEqual([shapes[0], shapes[0], shapes[0]]);
    expect(shapes[0]).toEqual(['acceptedAt', 'email', 'expiresAt', 'id', 'projectId', 'role', 'sentAt']);
  });

  it('keeps one pending invitation per address: inviting again changes its role, and sends a new link only a minute later or once expired', async () => {
    const { token, project } = await managerWithProject();
    const email = `relance-${randomUUID()}@test.local`;
    const first = await invite(token, project.id, email, 'viewer');
    const firstLink = await invitationToken(email);
    const second = await invite(token, project.id, email.toUpperCase(), 'projectManager');
    expect(second).toMatchObject({ status: 201, body: { id: first.body.id, role: 'projectManager', sentAt: first.body.sentAt } });
    expect((await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).body).toHaveLength(1);
    await app.db.update(projectInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(projectInvitations.id, first.body.id));
    expect((await app.api(`/v1/projects/${project.id}/invitations`, { token })).body).toEqual([]);
    const renewed = await invite(token, project.id, email, 'viewer');
    expect(renewed).toMatchObject({ status: 201, body: { id: first.body.id, role: 'viewer' } });
    expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).body).toHaveLength(2);
    expect(await invitationToken(email)).not.toBe(firstLink);
    const invitee = await createUser(app.db, { email });
    expect(await acceptAs(invitee, firstLink)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await acceptAs(invitee, await invitationToken(email))).toMatchObject({ status: 200, body: { myRole: 'viewer' } });
  });

  it('makes six concurrent invitations of one address one invitation and one e-mail, never a 500', async () => {
    const { token, project } = await managerWithProject();
    const email = `simultane-${randomUUID()}@test.local`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite(token, project.id, email, 'viewer')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await app.db.select().from(projectInvitations).where(and(eq(projectInvitations.projectId, project.id), eq(projectInvitations.email, email)));
    expect(rows).toHaveLength(1);
    expect((await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).body).toHaveLength(1);
  });

  it('refuses a used, forged or forwarded invitation', async () => {
    const { token, project } = await managerWithProject();
    const guest = await createUser(app.db);
    const other = await createUser(app.db);
    await invite(token, project.id, guest.email, 'projectManager');
    const invitation = await invitationToken(guest.email);
    expect(await acceptAs(other, invitation)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await acceptAs(guest, 'x'.repeat(43))).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await acceptAs(guest, invitation)).toMatchObject({ status: 200, body: { myRole: 'projectManager' } });
    expect(await acceptAs(guest, invitation)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
  });

  it('sends an unknown address an invitation to create an account, listed as pending', async () => {
    const { token, project } = await managerWithProject();
    const email = `newcomer-${Date.now()}@test.local`;
    expect(await invite(token, project.id, email, 'viewer')).toMatchObject({ status: 201, body: { email, role: 'viewer' } });
    const mail = (await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).body[0];
    expect(mail.text).toContain('créez-le');
    const pending = (await app.api(`/v1/projects/${project.id}/invitations`, { token })).body;
    expect(pending).toEqual([expect.objectContaining({ email, role: 'viewer' })]);
    expect(pending[0]).not.toHaveProperty('existingAccount');
  });

  it('lets only the tour’s admins manage the team; the owner cannot be removed', async () => {
    const { manager, token, project } = await managerWithProject();
    const pm = await createUser(app.db);
    await invite(token, project.id, pm.email, 'projectManager');
    await acceptAs(pm, await invitationToken(pm.email));
    const pmToken = await tokenFor(app.db, pm);
    const outsider = await createUser(app.db);
    expect(await invite(pmToken, project.id, outsider.email, 'viewer')).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api(`/v1/projects/${project.id}/invitations`, { token: pmToken })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api(`/v1/projects/${project.id}/invitations`, { token: await tokenFor(app.db, outsider) })).toMatchObject({ status: 404 });
    expect(await app.api(`/v1/projects/${project.id}/clients/${manager.clientId}`, { method: 'DELETE', token: pmToken })).toMatchObject({ status: 403 });
    expect(await app.api(`/v1/projects/${project.id}/clients/${manager.clientId}`, { method: 'DELETE', token })).toMatchObject({ status: 409, body: { errorCode: 'USER_IS_OWNER' } });
    expect(await app.api(`/v1/projects/${project.id}/clients/${pm.clientId}`, { method: 'PATCH', token, body: { role: 'viewer' } })).toMatchObject({ status: 200 });
    expect(await app.api(`/v1/projects/${project.id}/clients/${pm.clientId}`, { method: 'DELETE', token })).toMatchObject({ status: 204 });
    expect(await app.api(`/v1/projects/${project.id}`, { token: pmToken })).toMatchObject({ status: 404 });
    expect(await app.api(`/v1/projects/${project.id}/clients/not-a-uuid`, { method: 'DELETE', token })).toMatchObject({ status: 404 });
  });
});
