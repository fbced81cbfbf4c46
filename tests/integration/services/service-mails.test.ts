import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/lib/db/schema';
import { formatMoney } from '@/lib/format';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { mailsTo } from '../../support/accounts/outbox';
import { cancelRequest, contactOf, created, DAY, HOUR, moveRequest, serviceEvent, standServiceBody, startEventIn, terminalBody } from '../../support/services';
import { createPlatformAdmin, type Signed } from '../../support/tours';

/*
 * Issue #16: at each step the organiser who asked and the contact named on the request hear of it; a new request
 * also reaches the platform's team (SALES_EMAIL, or every platform admin). This file's own DATA_DIR holds its outbox.
 */

let app: AccountsTestApp;
let admin: Signed;
beforeAll(async () => {
  app = await startAccountsApp({ SALES_EMAIL: undefined });
  admin = await createPlatformAdmin(app.db);
});
afterAll(async () => {
  delete process.env.SALES_EMAIL;
  await app?.close();
});

const subjects = (email: string) => mailsTo(app.dataDir, email).map((mail) => mail.subject);

describe('a terminal request, from creation to cancellation', () => {
  it('mails the requester and the contact at creation, acknowledgement and cancellation, and the admins at creation only', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    await app.db.update(users).set({ firstName: 'Léa' }).where(eq(users.id, manager.user.id));
    const contact = contactOf();
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id, stands[1]!.id], { contact }));

    const [toRequester, ...moreToRequester] = mailsTo(app.dataDir, manager.user.email);
    expect(moreToRequester).toEqual([]);
    expect(toRequester!.subject).toBe(`Demande de terminaux de paiement enregistrée : ${event.name}`);
    expect(toRequester!.text).toContain('Stands : Stand A × 1, Stand B × 2');
    expect(toRequester!.text).toContain(`/dashboard/event/projects/${request.projectId}/tour/${event.id}#services`);
    expect(toRequester!.text).toContain('Bonjour Léa,');
    const [toContact, ...moreToContact] = mailsTo(app.dataDir, contact.email);
    expect(moreToContact).toEqual([]);
    expect(toContact!.subject).toBe(`Demande de terminaux de paiement enregistrée : ${event.name}`);
    // The contact is greeted without the requester's name.
    expect(toContact!.text).toContain('Bonjour,');
    expect(toContact!.text).not.toContain('Léa');

    const [toAdmin, ...moreToAdmin] = mailsTo(app.dataDir, admin.user.email);
    expect(moreToAdmin).toEqual([]);
    expect(toAdmin!.subject).toBe(`Nouvelle demande de terminaux de paiement : ${request.clientName}`);
    expect(toAdmin!.text).toContain(event.name);
    expect(toAdmin!.text).toContain('Livraison à la loge, porte B');
    expect(toAdmin!.text).toContain('/admin/services');

    expect((await moveRequest(app, admin.token, request.id, { status: 'acknowledged' })).status).toBe(200);
    // The same step again sends nothing more.
    expect((await moveRequest(app, admin.token, request.id, { status: 'acknowledged' })).status).toBe(200);
    const acknowledged = `Demande de terminaux de paiement prise en compte : ${event.name}`;
    expect(subjects(manager.user.email)).toEqual([`Demande de terminaux de paiement enregistrée : ${event.name}`, acknowledged]);
    expect(subjects(contact.email)).toHaveLength(2);

    // A cancel refused for its fee sends nothing; the cancel itself does, once.
    expect((await cancelRequest(app, manager.token, request.id, 500)).status).toBe(409);
    expect((await cancelRequest(app, manager.token, request.id, 0)).status).toBe(200);
    expect((await cancelRequest(app, manager.token, request.id, 0)).status).toBe(200);
    const canceled = mailsTo(app.dataDir, manager.user.email).slice(2);
    expect(canceled.map((mail) => mail.subject)).toEqual([`Demande de terminaux de paiement annulée : ${event.name}`]);
    expect(canceled[0]!.text).toContain(`Frais d’annulation : ${formatMoney(0)} HT.`);
    expect(subjects(contact.email)).toHaveLength(3);
    // The platform's team heard of the request, not of what followed.
    expect(mailsTo(app.dataDir, admin.user.email)).toHaveLength(1);
  });
});

describe('a stand service', () => {
  it('tells the price at acknowledgement and the fee at cancellation; a late request says so', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 80 * HOUR });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    const [made] = mailsTo(app.dataDir, manager.user.email);
    expect(made!.subject).toBe(`Demande de gestion de stand enregistrée : ${event.name}`);
    expect(made!.text).toContain('sous réserve de disponibilité');

    await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 45000 });
    const acknowledged = mailsTo(app.dataDir, manager.user.email)[1]!;
    expect(acknowledged.subject).toBe(`Demande de gestion de stand prise en compte : ${event.name}`);
    expect(acknowledged.text).toContain(`Montant de la prestation : ${formatMoney(45000)} HT.`);
    expect(acknowledged.text).toContain('Nous vous la confirmerons au plus tard le');
    // A corrected price is mailed again.
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged', quoteAmount: 50000 });
    expect(mailsTo(app.dataDir, manager.user.email)[2]!.text).toContain(`Montant de la prestation : ${formatMoney(50000)} HT.`);

    await startEventIn(app.db, event.id, 60 * HOUR);
    expect((await cancelRequest(app, manager.token, request.id, 25000)).status).toBe(200);
    const canceled = mailsTo(app.dataDir, manager.user.email)[3]!;
    expect(canceled.subject).toBe(`Demande de gestion de stand annulée : ${event.name}`);
    expect(canceled.text).toContain(`Frais d’annulation : ${formatMoney(25000)} HT.`);
  });
});

describe('who hears of it', () => {
  it('sends one mail per step when the contact is the requester', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    await created(app, manager.token, event.id, terminalBody([stands[0]!.id], { contact: contactOf(manager.user.email) }));
    expect(mailsTo(app.dataDir, manager.user.email)).toHaveLength(1);
  });

  it('writes in the requester’s language, to the requester and the contact alike', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    await app.db.update(users).set({ locale: 'en' }).where(eq(users.id, manager.user.id));
    const contact = contactOf();
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id], { contact }));
    expect(subjects(manager.user.email)).toEqual([`Request for stand management received: ${event.name}`]);
    expect(subjects(contact.email)).toEqual([`Request for stand management received: ${event.name}`]);
    expect(mailsTo(app.dataDir, manager.user.email)[0]!.text).toContain(`/en/dashboard/event/projects/${request.projectId}/tour/${event.id}#services`);
  });

  it('sends the team’s copy to SALES_EMAIL alone when it is set', async () => {
    const sales = `ventes-${Date.now()}@merchstand.test`;
    process.env.SALES_EMAIL = sales;
    try {
      const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
      const before = mailsTo(app.dataDir, admin.user.email).length;
      const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
      expect(subjects(sales)).toEqual([`Nouvelle demande de gestion de stand : ${request.clientName}`]);
      expect(mailsTo(app.dataDir, admin.user.email)).toHaveLength(before);
    } finally {
      delete process.env.SALES_EMAIL;
    }
  });
});
