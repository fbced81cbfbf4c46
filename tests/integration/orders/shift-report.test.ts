import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stands } from '@/lib/db/schema';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { startSmtpCatcher } from '../../support/accounts/smtp-catcher';
import { cardSale, cashCount, cashSale, createSellingTour, refund, sold, soldByCard, type SellingTour } from '../../support/orders';
import { createManager, createPlatformAdmin, createSeller, createStand, createTeamMember, UNKNOWN_UUID } from '../../support/tours';

// The e-mails go through a real SMTP server on loopback, as in production.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: AccountsTestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startAccountsApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const report = (token: string | undefined, standId: string) => app.api(`/v1/stands/${standId}/shift-report`, { token });
const email = (token: string | undefined, standId: string, body: unknown, key: string | null = randomUUID()) =>
  app.api(`/v1/stands/${standId}/shift-report/email`, { method: 'POST', token, body, headers: key ? { 'Idempotency-Key': key } : {} });
const mailsTo = (address: string) => smtp.messages.filter((message) => message.to.includes(address));

/**
 * The stand's day: a change fund of 100 €; 2 M T-shirts in cash with 5 € off (45 €), one of them refunded in cash
 * (22,50 €); a vinyl by card (30 €); an S T-shirt given to the band (a comp, 0 €); a card attempt declined.
 */
async function aDayAtTheStand(tour: SellingTour) {
  await app.db.update(stands).set({ changeFund: 10_000 }).where(eq(stands.id, tour.stand.id));
  const discounted = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2, discount: 500 }]));
  await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1, discount: 2500, discountReason: 'Groupe' } as never]));
  const attempt = await sold(app, tour.seller.token, cardSale(tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]));
  expect((await app.api(`/v1/payments/${attempt.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } })).body.status).toBe('canceled');
  const back = await refund(app, tour.seller.token, discounted.id, { items: [{ orderItemId: discounted.items[0]!.id, quantity: 1, damaged: false }], method: 'cash', reason: 'Taille' });
  expect(back.status).toBe(201);
  return { declinedTicket: attempt.ticketNumber };
}

describe('GET /v1/stands/{id}/shift-report', () => {
  it('gives the stand’s takings by method as the event’s takings do, its discounts, comps, cash and declined tickets', async () => {
    const tour = await createSellingTour(app);
    const { declinedTicket } = await aDayAtTheStand(tour);

    const response = await report(tour.seller.token, tour.stand.id);
    expect(response.status).toBe(200);
    const eventTakings = await app.api(`/v1/events/${tour.event.id}/takings`, { token: tour.manager.token });
    // One definition of takings: the Z and the event page say the same, to the cent.
    expect(response.body.takings).toEqual(eventTakings.body.stands[0].takings);
    expect(response.body).toMatchObject({
      standId: tour.stand.id,
      standName: 'Hall',
      standStatus: 'opened',
      eventId: tour.event.id,
      takings: {
        standCash: { sales: 2, gross: 4500, refunded: 2250, net: 2250 },
        standCard: { sales: 1, gross: 3000, refunded: 0, net: 3000 },
        total: { sales: 3, net: 5250 },
      },
      discounts: { amount: 500, lines: 1 },
      comps: { units: 1, value: 2500, reasons: [{ reason: 'Groupe', units: 1 }] },
      cash: { changeFund: 10_000, expected: 12_250, counted: null, difference: null, upToDate: false },
      cardTotal: 3000,
      tickets: { last: 4, declined: [declinedTicket], awaitingCard: 0 },
    });

    // A count saved after the last cash movement describes the drawer; a cash sale after it makes it stale again.
    expect((await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 2, 2000: 1 }) })).status).toBe(201);
    expect((await report(tour.seller.token, tour.stand.id)).body.cash).toMatchObject({ expected: 12_250, counted: { total: 12_000 }, difference: -250, upToDate: true });
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]));
    expect((await report(tour.seller.token, tour.stand.id)).body.cash).toMatchObject({ expected: 14_750, counted: { total: 12_000 }, upToDate: false });
  });

  it('has no drawer at a card-only stand, and an empty day reads as zeros', async () => {
    const tour = await createSellingTour(app);
    const cardOnly = await createStand(app.db, tour.event, { name: 'Carte', isCashCompatible: false }, [tour.seller.user.id]);
    const response = await report(tour.manager.token, cardOnly.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ cash: null, cardTotal: 0, takings: { total: { sales: 0, net: 0 } }, discounts: { amount: 0 }, comps: { units: 0 }, tickets: { last: 0, declined: [] } });
  });

  it('is read by the stand’s sellers and the tour’s team; a seller of another stand 403, another tenant 404', async () => {
    const tour = await createSellingTour(app);
    for (const reader of [tour.seller, tour.manager, await createTeamMember(app.db, tour.tour.id, 'viewer'), await createPlatformAdmin(app.db)]) {
      expect((await report(reader.token, tour.stand.id)).status).toBe(200);
    }
    const otherStandSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine' }, [otherStandSeller.user.id]);
    expect(await report(otherStandSeller.token, tour.stand.id)).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    for (const outsider of [await createManager(app.db), await createSeller(app.db)]) {
      expect(await report(outsider.token, tour.stand.id)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    }
    expect(await report(tour.manager.token, UNKNOWN_UUID)).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect((await report(undefined, tour.stand.id)).status).toBe(401);
  });
});

describe('POST /v1/stands/{id}/shift-report/email', () => {
  it('sends the Z to the seller and to a typed address; a retry with the same key sends nothing more', async () => {
    const tour = await createSellingTour(app);
    await aDayAtTheStand(tour);
    const accountant = `compta-${randomUUID()}@example.com`;
    const key = randomUUID();
    const sent = await email(tour.seller.token, tour.stand.id, { toMe: true, email: `  ${accountant.toUpperCase()} ` }, key);
    expect(sent).toMatchObject({ status: 200, body: { sentTo: [tour.seller.user.email.toLowerCase(), accountant] } });

    for (const address of [tour.seller.user.email, accountant]) {
      const mails = mailsTo(address.toLowerCase());
      expect(mails).toHaveLength(1);
      expect(mails[0]!.headers.get('subject')).toBe(`Rapport de fin de service : Hall – ${tour.event.name}`);
      expect(mails[0]!.text).toContain('Espèces : 2 ventes, encaissé 45,00\u00a0€, remboursé 22,50\u00a0€, net 22,50\u00a0€');
      expect(mails[0]!.text).toContain('Carte bancaire : 1 vente, encaissé 30,00\u00a0€, remboursé 0,00\u00a0€, net 30,00\u00a0€');
      expect(mails[0]!.text).toContain('Remises : 5,00\u00a0€ (1 ligne)');
      expect(mails[0]!.text).toContain('Offerts : 1 article (valeur 25,00\u00a0€) – Groupe : 1');
      expect(mails[0]!.text).toContain('Espèces attendues dans la caisse : 122,50\u00a0€');
      expect(mails[0]!.text).toContain('Espèces comptées : aucun comptage enregistré');
      expect(mails[0]!.text).toContain('Total carte bancaire : 30,00\u00a0€');
      expect(mails[0]!.text).toContain('ticket non payé : n° 4');
      expect(mails[0]!.text).toContain(`/sellers/events/${tour.event.id}/stands/${tour.stand.id}`);
    }

    expect(await email(tour.seller.token, tour.stand.id, { toMe: true, email: accountant }, key)).toMatchObject({ status: 200, body: sent.body });
    expect(mailsTo(accountant)).toHaveLength(1);
  });

  it('writes in English on request, and needs a recipient', async () => {
    const tour = await createSellingTour(app);
    const to = `manager-${randomUUID()}@example.com`;
    expect((await email(tour.manager.token, tour.stand.id, { email: to, locale: 'en' })).status).toBe(200);
    expect(mailsTo(to)[0]!.headers.get('subject')).toBe(`End-of-shift report: Hall – ${tour.event.name}`);
    expect(await email(tour.manager.token, tour.stand.id, {})).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
    expect(await email(tour.manager.token, tour.stand.id, { email: 'not-an-address' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['email'] } });
  });

  it('is sent by whoever reads the report; a seller of another stand 403, another tenant 404, and nothing goes out', async () => {
    const tour = await createSellingTour(app);
    const to = `nobody-${randomUUID()}@example.com`;
    const otherStandSeller = await createSeller(app.db, [tour.tour.id]);
    await createStand(app.db, tour.event, { name: 'Mezzanine' }, [otherStandSeller.user.id]);
    expect(await email(otherStandSeller.token, tour.stand.id, { email: to })).toMatchObject({ status: 403, body: { errorCode: 'NOT_ALLOWED_ON_STAND' } });
    expect(await email((await createManager(app.db)).token, tour.stand.id, { email: to })).toMatchObject({ status: 404, body: { errorCode: 'GET_STAND' } });
    expect((await email(undefined, tour.stand.id, { email: to })).status).toBe(401);
    expect(mailsTo(to)).toHaveLength(0);
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await email(viewer.token, tour.stand.id, { email: to })).status).toBe(200);
  });
});
