import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, projectInvitations, stands } from '@/lib/db/schema';
import type { PlanType } from '@/features/entitlements/plans';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { createEvent, createTour, type Signed } from '../../support/tours';

/*
 * Issue #22 §4: every quota holds exactly under 20 requests at once. Each is counted under the paying client's (or the
 * event's) row lock in the transaction that inserts; on PostgreSQL the requests really run side by side on the pool.
 */

const AT_ONCE = 20;

let app: AccountsTestApp;
beforeAll(async () => {
  app = await startAccountsApp();
});
afterAll(() => app?.close());

async function managerOn(plan: PlanType): Promise<Signed> {
  const client = await createClient(app.db, { plan });
  const user = await createUser(app.db, { clientId: client.id });
  return { user, token: await tokenFor(app.db, user) };
}

/** Sends `count` requests together and gives their answers. */
function together(count: number, send: (index: number) => Promise<{ status: number; body: any }>) {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

function tally(answers: Array<{ status: number; body: any }>) {
  const created = answers.filter((answer) => answer.status < 300).length;
  const refused = answers.filter((answer) => answer.status === 403).map((answer) => answer.body.errorCode);
  return { created, refused, others: answers.filter((answer) => answer.status >= 300 && answer.status !== 403).map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`) };
}

describe('20 requests at once', () => {
  it('events per month: the starter plan (4 a month) makes exactly 4 events, the others get EVENTS_QUOTAS_EXCEEDED', async () => {
    const manager = await managerOn('starter');
    const tour = await createTour(app.db, manager);
    const answers = await together(AT_ONCE, (index) => app.api('/v1/events', { method: 'POST', token: manager.token, body: { projectId: tour.id, name: `Date ${index}`, country: 'FR' } }));
    expect(tally(answers)).toEqual({ created: 4, refused: Array(AT_ONCE - 4).fill('EVENTS_QUOTAS_EXCEEDED'), others: [] });
    expect(await app.db.select().from(events).where(eq(events.projectId, tour.id))).toHaveLength(4);
  });

  it('events per month across two tours of one owner, creations and duplicates mixed: the smart plan (12) ends at exactly 12', async () => {
    const manager = await managerOn('smart');
    const [first, second] = [await createTour(app.db, manager), await createTour(app.db, manager)];
    // 9 events this month already, one of them the source of the copies: 3 left.
    const source = await createEvent(app.db, first.id);
    for (let index = 0; index < 8; index += 1) await createEvent(app.db, index % 2 ? first.id : second.id);
    const answers = await together(AT_ONCE, (index) =>
      index % 2
        ? app.api(`/v1/events/${source.id}/duplicate`, { method: 'POST', token: manager.token, body: { name: `Copie ${index}`, withStock: false } })
        : app.api('/v1/events', { method: 'POST', token: manager.token, body: { projectId: second.id, name: `Date ${index}`, country: 'FR' } }),
    );
    expect(tally(answers)).toEqual({ created: 3, refused: Array(AT_ONCE - 3).fill('EVENTS_QUOTAS_EXCEEDED'), others: [] });
    const made = await app.db.select({ id: events.id }).from(events).where(eq(events.projectId, first.id));
    const madeToo = await app.db.select({ id: events.id }).from(events).where(eq(events.projectId, second.id));
    expect(made.length + madeToo.length).toBe(12);
  });

  it('team seats: 20 invitations of different organisations against the starter plan’s 2 seats leave exactly 2 pending', async () => {
    const manager = await managerOn('starter');
    const tour = await createTour(app.db, manager);
    const answers = await together(AT_ONCE, (index) =>
      app.api('/v1/projects/client-invitation', { method: 'POST', token: manager.token, body: { projectId: tour.id, email: `race-${index}-${tour.id.slice(0, 8)}@test.local`, role: 'viewer' } }),
    );
    expect(tally(answers)).toEqual({ created: 2, refused: Array(AT_ONCE - 2).fill('QUOTAS_EXCEEDED'), others: [] });
    expect(await app.db.select().from(projectInvitations).where(and(eq(projectInvitations.projectId, tour.id), isNull(projectInvitations.acceptedAt)))).toHaveLength(2);
  });

  it('stands per event: 20 stands at once on the starter plan (2 per event) make exactly 2', async () => {
    const manager = await managerOn('starter');
    const tour = await createTour(app.db, manager);
    const event = await createEvent(app.db, tour.id);
    const answers = await together(AT_ONCE, (index) =>
      app.api('/v1/stands', { method: 'POST', token: manager.token, body: { eventId: event.id, name: `Stand ${index}`, isCashCompatible: true, changeFund: 0, status: 'closed', sellerIds: [] } }),
    );
    expect(tally(answers)).toEqual({ created: 2, refused: Array(AT_ONCE - 2).fill('QUOTAS_EXCEEDED'), others: [] });
    expect(await app.db.select().from(stands).where(eq(stands.eventId, event.id))).toHaveLength(2);
  });
});
