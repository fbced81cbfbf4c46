import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSellerInvitations, userRoles, users } from '@/lib/db/schema';
import { linkIn } from '../../support/accounts/outbox';
import { signInFrom } from '../../support/accounts/sign-in';
import { createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { archiveTour, createManager, createPlatformAdmin, createSeller, createTeamMember, createTour, UNKNOWN_UUID, type Signed } from '../../support/tours';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PASSWORD = 'Vendre-2026!';
const newAddress = (name: string) => `${name}-${randomUUID()}@test.local`;

function addSeller(token: string, projectId: string, body: Record<string, unknown>) {
  return app.api(`/v1/projects/${projectId}/sellers`, { method: 'POST', token, body });
}

/** The mails sent to `email`, newest first (the dev outbox of this run). */
async function mailsTo(email: string): Promise<Array<{ text: string; subject: string }>> {
  return (await app.api(`/v1/dev/outbox?to=${encodeURIComponent(email)}`)).body;
}

/** The invitation link of the newest mail to `email`: its token, and whether it offers to create an account. */
async function invitationLink(email: string): Promise<{ token: string; newAccount: boolean }> {
  const [mail] = await mailsTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const { link, token } = linkIn(mail.text, '/projects/seller-invitation');
  return { token, newAccount: mail.text.includes(`${link.href}&account=new`) };
}

function acceptAs(token: string, invitationToken: string) {
  return app.api('/v1/projects/seller-acceptation', { method: 'POST', token, body: { token: invitationToken } });
}

function createAccount(body: Record<string, unknown>) {
  return app.api('/v1/projects/seller-acceptation/new-account', { method: 'POST', body });
}

async function sellerEmails(manager: Signed, projectId: string): Promise<string[]> {
  return (await app.api(`/v1/projects/${projectId}/sellers`, { token: manager.token })).body.map((seller: { email: string }) => seller.email);
}

async function pendingEmails(manager: Signed, projectId: string): Promise<string[]> {
  return (await app.api(`/v1/projects/${projectId}/seller-invitations`, { token: manager.token })).body.map((invitation: { email: string }) => invitation.email).sort();
}

async function invitationRows(projectId: string, email: string) {
  return app.db.select().from(projectSellerInvitations).where(and(eq(projectSellerInvitations.projectId, projectId), eq(sql`lower(${projectSellerInvitations.email})`, email.toLowerCase())));
}

async function tourOfNewManager() {
  const manager = await createManager(app.db);
  return { manager, tour: await createTour(app.db, manager) };
}

describe('POST /v1/projects/{id}/sellers answers the same whoever the address belongs to', () => {
  it('for an unknown address, a manager, a seller of another organisation’s tour and a seller of this tour', async () => {
    const { manager, tour } = await tourOfNewManager();
    const unknown = newAddress('inconnu');
    const managerOnly = await createUser(app.db, { roles: ['client'] });
    const elsewhere = await createSeller(app.db, [(await tourOfNewManager()).tour.id]);
    const joined = await createSeller(app.db, [tour.id]);

    const answers = [];
    for (const email of [unknown, managerOnly.email.toUpperCase(), elsewhere.user.email, joined.user.email]) answers.push(await addSeller(manager.token, tour.id, { email, firstName: 'Léa' }));
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 202, body: { email: unknown } },
      { status: 202, body: { email: managerOnly.email } },
      { status: 202, body: { email: elsewhere.user.email } },
      { status: 202, body: { email: joined.user.email } },
    ]);

    // Nobody joined by being added: the three are invited, the seller already there is left alone.
    expect(await sellerEmails(manager, tour.id)).toEqual([joined.user.email]);
    expect(await pendingEmails(manager, tour.id)).toEqual([unknown, managerOnly.email, elsewhere.user.email].sort());
    expect(await mailsTo(joined.user.email)).toEqual([]);
    // What differs is only in the mail, which the address's owner reads: create an account, or sign in to accept.
    expect(await invitationLink(unknown)).toMatchObject({ newAccount: true });
    expect(await invitationLink(managerOnly.email)).toMatchObject({ newAccount: false });
    expect(await invitationLink(elsewhere.user.email)).toMatchObject({ newAccount: false });
    // No account is created for the unknown address until its owner accepts.
    expect(await app.db.select().from(users).where(eq(users.email, unknown))).toEqual([]);
  });

  it('answers the same again for an address already invited, without a second mail within a minute', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('deux-fois');
    expect(await addSeller(manager.token, tour.id, { email })).toMatchObject({ status: 202, body: { email } });
    expect(await addSeller(manager.token, tour.id, { email: email.toUpperCase(), lastName: 'Martin' })).toMatchObject({ status: 202, body: { email } });
    expect(await mailsTo(email)).toHaveLength(1);
    const [row] = await invitationRows(tour.id, email);
    expect(row).toMatchObject({ lastName: 'Martin', acceptedAt: null });
  });

  it('refuses an address that is not one with VALIDATION_ERRORS', async () => {
    const { manager, tour } = await tourOfNewManager();
    expect(await addSeller(manager.token, tour.id, { email: 'pas-une-adresse' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
  });
});

describe('accepting a seller invitation', () => {
  it('lets an existing account join only once it accepts, signed in as that address, and grants the seller role', async () => {
    const { manager, tour } = await tourOfNewManager();
    const invitee = await createUser(app.db, { roles: ['client'] });
    const asManager = await tokenFor(app.db, invitee);
    await addSeller(manager.token, tour.id, { email: invitee.email });
    expect(await sellerEmails(manager, tour.id)).toEqual([]);
    const { token } = await invitationLink(invitee.email);

    const someoneElse = await createUser(app.db, { roles: ['seller'] });
    expect(await acceptAs(await tokenFor(app.db, someoneElse), token)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await acceptAs(asManager, 'x'.repeat(43))).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });

    expect(await acceptAs(asManager, token)).toMatchObject({ status: 200, body: { projectId: tour.id, projectName: tour.name, email: invitee.email } });
    const roles = await app.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, invitee.id));
    expect(roles.map((row) => row.role).sort()).toEqual(['client', 'seller']);
    expect(await sellerEmails(manager, tour.id)).toEqual([invitee.email]);
    expect(await pendingEmails(manager, tour.id)).toEqual([]);
    const asSeller = await tokenFor(app.db, invitee, 'seller');
    expect(await app.api(`/v1/projects/${tour.id}/restricted`, { token: asSeller })).toMatchObject({ status: 200, body: { myRole: 'seller' } });
    expect(await acceptAs(asSeller, token)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
  });

  it('lets a seller of another organisation’s tour accept with their seller session', async () => {
    const { manager, tour } = await tourOfNewManager();
    const seller = await createSeller(app.db, [(await tourOfNewManager()).tour.id]);
    await addSeller(manager.token, tour.id, { email: seller.user.email });
    expect(await app.api(`/v1/projects/${tour.id}/restricted`, { token: seller.token })).toMatchObject({ status: 404 });
    expect(await acceptAs(seller.token, (await invitationLink(seller.user.email)).token)).toMatchObject({ status: 200, body: { projectId: tour.id } });
    expect(await app.api(`/v1/projects/${tour.id}/restricted`, { token: seller.token })).toMatchObject({ status: 200 });
  });

  it('creates the account of an unknown address from the link: password, names, verified, joined', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('nouvelle');
    await addSeller(manager.token, tour.id, { email, firstName: 'Léa', lastName: 'Martin' });
    const { token, newAccount } = await invitationLink(email);
    expect(newAccount).toBe(true);

    expect(await createAccount({ token, password: 'faible' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['password'] } });
    expect(await createAccount({ token: 'x'.repeat(43), password: PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await createAccount({ token, password: PASSWORD, firstName: 'Léane', locale: 'en' })).toMatchObject({ status: 201, body: { projectId: tour.id, projectName: tour.name, email } });

    const [account] = await app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ firstName: 'Léane', lastName: 'Martin', locale: 'en', emailVerifiedAt: expect.any(Date) });
    const roles = await app.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, account!.id));
    expect(roles.map((row) => row.role)).toEqual(['seller']);
    expect((await app.api(`/v1/projects/${tour.id}/sellers`, { token: manager.token })).body).toEqual([expect.objectContaining({ email, emailVerified: true })]);
    expect(await createAccount({ token, password: PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });

    // The password chosen signs in, as a seller.
    const signedIn = await signInFrom(app.baseUrl, '127.0.0.1', { email, password: PASSWORD, role: 'seller' });
    expect(signedIn).toMatchObject({ error: null, session: { user: { role: 'seller' } } });
  });

  it('sends an address that has an account by then to sign in instead (ACCOUNT_ALREADY_EXISTS), keeping the invitation', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('entre-temps');
    await addSeller(manager.token, tour.id, { email });
    const { token } = await invitationLink(email);
    const account = await createUser(app.db, { roles: ['client'], email });
    expect(await createAccount({ token, password: PASSWORD })).toMatchObject({ status: 409, body: { errorCode: 'ACCOUNT_ALREADY_EXISTS' } });
    expect(await acceptAs(await tokenFor(app.db, account), token)).toMatchObject({ status: 200 });
  });

  it('refuses an expired link; adding the address again sends a new one, and only the newest works', async () => {
    const { manager, tour } = await tourOfNewManager();
    const invitee = await createUser(app.db, { roles: ['seller'] });
    await addSeller(manager.token, tour.id, { email: invitee.email });
    const first = (await invitationLink(invitee.email)).token;
    const [row] = await invitationRows(tour.id, invitee.email);
    await app.db.update(projectSellerInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(projectSellerInvitations.id, row!.id));
    const asInvitee = await tokenFor(app.db, invitee);
    expect(await acceptAs(asInvitee, first)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    const listed = (await app.api(`/v1/projects/${tour.id}/seller-invitations`, { token: manager.token })).body;
    expect(listed).toEqual([expect.objectContaining({ id: row!.id, email: invitee.email, expired: true })]);

    expect(await addSeller(manager.token, tour.id, { email: invitee.email })).toMatchObject({ status: 202 });
    expect(await mailsTo(invitee.email)).toHaveLength(2);
    const second = (await invitationLink(invitee.email)).token;
    expect(second).not.toBe(first);
    expect(await invitationRows(tour.id, invitee.email)).toHaveLength(1);
    expect(await acceptAs(asInvitee, first)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await acceptAs(asInvitee, second)).toMatchObject({ status: 200 });
  });

  it('refuses a cancelled invitation; the address may be invited again', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('annulee');
    await addSeller(manager.token, tour.id, { email });
    const { token } = await invitationLink(email);
    const [row] = await invitationRows(tour.id, email);
    expect(await app.api(`/v1/projects/${tour.id}/seller-invitations/${row!.id}`, { method: 'DELETE', token: manager.token })).toMatchObject({ status: 204 });
    expect(await app.api(`/v1/projects/${tour.id}/seller-invitations/${row!.id}`, { method: 'DELETE', token: manager.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await createAccount({ token, password: PASSWORD })).toMatchObject({ status: 400, body: { errorCode: 'INVALID_TOKEN' } });
    expect(await pendingEmails(manager, tour.id)).toEqual([]);
    expect(await addSeller(manager.token, tour.id, { email })).toMatchObject({ status: 202 });
    expect(await createAccount({ token: (await invitationLink(email)).token, password: PASSWORD })).toMatchObject({ status: 201 });
  });

  it('refuses to join an archived tour', async () => {
    const { manager, tour } = await tourOfNewManager();
    const invitee = await createUser(app.db, { roles: ['seller'] });
    await addSeller(manager.token, tour.id, { email: invitee.email });
    await archiveTour(app.db, tour.id);
    expect(await acceptAs(await tokenFor(app.db, invitee), (await invitationLink(invitee.email)).token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await sellerEmails(manager, tour.id)).toEqual([]);
  });
});

describe('concurrent requests', () => {
  it('six adds of one new address at once: the same answer, one invitation, one mail, no account, never a 500', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('simultane');
    const answers = await Promise.all(Array.from({ length: 6 }, () => addSeller(manager.token, tour.id, { email })));
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(Array.from({ length: 6 }, () => ({ status: 202, body: { email } })));
    expect(await invitationRows(tour.id, email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('four account creations from one link at once: one account, the others refused, never a 500', async () => {
    const { manager, tour } = await tourOfNewManager();
    const email = newAddress('course');
    await addSeller(manager.token, tour.id, { email });
    const { token } = await invitationLink(email);
    const answers = await Promise.all(Array.from({ length: 4 }, () => createAccount({ token, password: PASSWORD })));
    // The late ones find the link used (INVALID_TOKEN) or, a moment earlier, the account just made (ACCOUNT_ALREADY_EXISTS).
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400 || status === 409)).toBe(true);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await sellerEmails(manager, tour.id)).toEqual([email]);
  });

  it('four acceptances of one link at once: one joins, the others are refused, never a 500', async () => {
    const { manager, tour } = await tourOfNewManager();
    const invitee = await createUser(app.db, { roles: ['client'] });
    await addSeller(manager.token, tour.id, { email: invitee.email });
    const { token } = await invitationLink(invitee.email);
    const asInvitee = await tokenFor(app.db, invitee);
    const answers = await Promise.all(Array.from({ length: 4 }, () => acceptAs(asInvitee, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await sellerEmails(manager, tour.id)).toEqual([invitee.email]);
  });
});

describe('who may invite, list and cancel', () => {
  it('another tenant gets 404, a viewer and a seller 403; project managers and platform admins invite', async () => {
    const { manager, tour } = await tourOfNewManager();
    await addSeller(manager.token, tour.id, { email: newAddress('liste') });
    const [invitation] = await app.db.select().from(projectSellerInvitations).where(eq(projectSellerInvitations.projectId, tour.id));
    const stranger = await createManager(app.db);
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    const seller = await createSeller(app.db, [tour.id]);
    const routes = (token: string) => [
      addSeller(token, tour.id, { email: newAddress('refus') }),
      app.api(`/v1/projects/${tour.id}/seller-invitations`, { token }),
      app.api(`/v1/projects/${tour.id}/seller-invitations/${invitation!.id}`, { method: 'DELETE', token }),
    ];
    for (const answer of await Promise.all(routes(stranger.token))) expect(answer).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    for (const answer of await Promise.all(routes(viewer.token))) expect(answer).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    for (const answer of await Promise.all(routes(seller.token))) expect(answer).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await invitationRows(tour.id, invitation!.email)).toHaveLength(1);

    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    expect(await addSeller(projectManager.token, tour.id, { email: newAddress('pm') })).toMatchObject({ status: 202 });
    const admin = await createPlatformAdmin(app.db);
    expect(await addSeller(admin.token, tour.id, { email: newAddress('admin') })).toMatchObject({ status: 202 });
    expect(await pendingEmails(projectManager, tour.id)).toHaveLength(3);
  });

  it('refuses every write on an archived tour but still lists its invitations; unknown and foreign invitation ids are 404', async () => {
    const { manager, tour } = await tourOfNewManager();
    await addSeller(manager.token, tour.id, { email: newAddress('archive') });
    const other = await tourOfNewManager();
    await addSeller(other.manager.token, other.tour.id, { email: newAddress('autre') });
    const [foreign] = await app.db.select().from(projectSellerInvitations).where(eq(projectSellerInvitations.projectId, other.tour.id));
    for (const id of [UNKNOWN_UUID, 'pas-un-uuid', foreign!.id]) {
      expect(await app.api(`/v1/projects/${tour.id}/seller-invitations/${id}`, { method: 'DELETE', token: manager.token })).toMatchObject({ status: 404 });
    }
    await archiveTour(app.db, tour.id);
    expect(await addSeller(manager.token, tour.id, { email: newAddress('trop-tard') })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await pendingEmails(manager, tour.id)).toHaveLength(1);
  });
});

describe('sellers who have joined', () => {
  it('read the restricted view only, and leave the tour when removed (then NO_SELLER_FOUND)', async () => {
    const { manager, tour } = await tourOfNewManager();
    const seller = await createSeller(app.db, [tour.id]);
    expect(await app.api(`/v1/projects/${tour.id}/restricted`, { token: seller.token })).toMatchObject({ status: 200, body: { id: tour.id, myRole: 'seller' } });
    expect((await app.api(`/v1/projects/${tour.id}/restricted`, { token: seller.token })).body).not.toHaveProperty('clientRoles');
    expect(await app.api(`/v1/projects/${tour.id}`, { token: seller.token })).toMatchObject({ status: 404 });
    expect(await app.api(`/v1/projects/${tour.id}/sellers`, { token: seller.token })).toMatchObject({ status: 403 });
    expect(await app.api(`/v1/projects/${tour.id}/sellers/${seller.user.id}`, { method: 'DELETE', token: manager.token })).toMatchObject({ status: 204 });
    expect(await app.api(`/v1/projects/${tour.id}/restricted`, { token: seller.token })).toMatchObject({ status: 404 });
    expect(await app.api(`/v1/projects/${tour.id}/sellers/${seller.user.id}`, { method: 'DELETE', token: manager.token })).toMatchObject({ status: 404, body: { errorCode: 'NO_SELLER_FOUND' } });
  });
});
