import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/lib/db/schema';
import { createUser, tokenFor, type TestUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function named(user: TestUser, firstName: string, lastName: string): Promise<TestUser> {
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return user;
}

/** A tour whose owner organisation has two managers, and a partner organisation that joined as a viewer. */
async function tourWithPartner() {
  const owner = await named(await createUser(app.db), 'Nina', 'Durand');
  const colleague = await named(await createUser(app.db, { clientId: owner.clientId }), 'Alex', 'Martin');
  const ownerToken = await tokenFor(app.db, owner);
  const project = (await app.api('/v1/projects', { method: 'POST', token: ownerToken, body: { name: 'Tournée Équipe' } })).body;
  const partner = await named(await createUser(app.db), 'Léa', 'Petit');
  await app.api('/v1/projects/client-invitation', { method: 'POST', token: ownerToken, body: { projectId: project.id, email: partner.email, role: 'viewer' } });
  const mail = (await app.api(`/v1/dev/outbox?to=${encodeURIComponent(partner.email)}`)).body[0];
  const partnerToken = await tokenFor(app.db, partner);
  const accepted = await app.api('/v1/projects/client-acceptation', { method: 'POST', token: partnerToken, body: { token: mail.text.match(/token=([\w-]+)/)[1] } });
  expect(accepted.status).toBe(200);
  return { owner, colleague, partner, ownerToken, partnerToken, project };
}

describe('GET /v1/projects/{id}: the team’s people', () => {
  it('gives each organisation of the team its managers’ names and e-mails, to the owner and to a viewer alike', async () => {
    const { owner, colleague, partner, ownerToken, partnerToken, project } = await tourWithPartner();
    for (const token of [ownerToken, partnerToken]) {
      const answer = await app.api(`/v1/projects/${project.id}`, { token });
      expect(answer.status).toBe(200);
      const byClient = Object.fromEntries(answer.body.clientRoles.map((entry: { clientId: string }) => [entry.clientId, entry]));
      expect(byClient[owner.clientId!]).toMatchObject({ isOwner: true, role: 'admin' });
      expect(byClient[owner.clientId!].members).toEqual([
        { id: owner.id, email: owner.email, firstName: 'Nina', lastName: 'Durand' },
        { id: colleague.id, email: colleague.email, firstName: 'Alex', lastName: 'Martin' },
      ]);
      expect(byClient[partner.clientId!]).toMatchObject({ role: 'viewer', members: [{ id: partner.id, email: partner.email, firstName: 'Léa', lastName: 'Petit' }] });
    }
  });

  it('leaves out people who cannot act as managers (a seller account of the organisation) and the list of tours carries no people', async () => {
    const { owner, ownerToken, project } = await tourWithPartner();
    await createUser(app.db, { roles: ['seller'], clientId: owner.clientId });
    const answer = await app.api(`/v1/projects/${project.id}`, { token: ownerToken });
    const mine = answer.body.clientRoles.find((entry: { clientId: string }) => entry.clientId === owner.clientId);
    expect(mine.members).toHaveLength(2);
    const list = await app.api('/v1/projects', { token: ownerToken });
    for (const entry of list.body.data[0].clientRoles) expect(entry).not.toHaveProperty('members');
  });

  it('gives the people to nobody outside the team: another organisation gets 404, a seller of the tour 404 and a restricted view without them', async () => {
    const { ownerToken, project } = await tourWithPartner();
    const stranger = await createUser(app.db);
    expect(await app.api(`/v1/projects/${project.id}`, { token: await tokenFor(app.db, stranger) })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    const seller = await createUser(app.db, { roles: ['seller'] });
    expect(await app.api(`/v1/projects/${project.id}/sellers`, { method: 'POST', token: ownerToken, body: { email: seller.email } })).toMatchObject({ status: 202 });
    const mail = (await app.api(`/v1/dev/outbox?to=${encodeURIComponent(seller.email)}`)).body[0];
    const sellerToken = await tokenFor(app.db, seller);
    const joined = await app.api('/v1/projects/seller-acceptation', { method: 'POST', token: sellerToken, body: { token: decodeURIComponent(mail.text.match(/token=([\w%-]+)/)[1]) } });
    expect(joined.status).toBe(200);
    expect(await app.api(`/v1/projects/${project.id}`, { token: sellerToken })).toMatchObject({ status: 404 });
    const restricted = await app.api(`/v1/projects/${project.id}/restricted`, { token: sellerToken });
    expect(restricted).toMatchObject({ status: 200, body: { myRole: 'seller' } });
    expect(JSON.stringify(restricted.body)).not.toMatch(/@/);
    const listed = await app.api('/v1/projects', { token: sellerToken });
    expect(JSON.stringify(listed.body)).not.toMatch(/@/);
  });
});
