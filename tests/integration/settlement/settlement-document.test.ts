import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementHashOf } from '@/features/closing/server/settlement';
import type { ConfirmedSettlement, SettlementView } from '@/features/closing/settlement-types';
import type { TransferView } from '@/features/stock/types';
import { toParisDate } from '@/lib/datetime/paris-time';
import { clients, eventClosings, events, users } from '@/lib/db/schema';
import { download, pdfToText } from '../../support/invoices';
import { cashCount, cashSale, createSellingTour, sold } from '../../support/orders';
import { postTransfer, putTransfer } from '../../support/stock';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createTourWithEvent, type Signed } from '../../support/tours';

// The settlement as a document a venue manager signs (issue #24): its number, its parties, who counted, the signature
// blocks and the hash on every page, in French and English; the numbers sequential per organiser.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const settlementOf = async (eventId: string, token: string) => {
  const answer = await app.api(`/v1/events/${eventId}/settlement`, { token });
  expect(answer.status).toBe(200);
  return answer.body as SettlementView;
};

const closeWithoutCounts = (eventId: string, manager: Signed, runId: string = randomUUID()) =>
  app.api(`/v1/events/${eventId}/close`, { method: 'PUT', token: manager.token, body: { runId, theaterFeePaidWith: null, stands: [] } });

/** The number a closing of this organiser gets, its year the closing's in Paris. */
const numberOf = (settlement: SettlementView, sequence: string) => `BIL-${toParisDate(new Date(settlement.closedAt)).slice(0, 4)}-${sequence}`;

/**
 * A date at La Cigale for Rouge Productions (its address, SIRET and VAT number on its account): Nina, the Hall's
 * seller, sells 2 S for cash and counts the drawer; Léa, the tour manager, counts the stock and confirms the closing.
 */
async function signableDate() {
  const tour = await createSellingTour(app);
  await app.db
    .update(clients)
    .set({ name: 'Rouge Productions', addressLine1: '12 rue des Lilas', postcode: '75011', city: 'Paris', country: 'FR', siret: '12345678900012', vatNumber: 'FR12123456789' })
    .where(eq(clients.id, tour.manager.user.clientId!));
  await app.db.update(events).set({ venueName: 'La Cigale', addressLine1: '120 boulevard de Rochechouart', postcode: '75018', city: 'Paris' }).where(eq(events.id, tour.event.id));
  await app.db.update(users).set({ firstName: 'Léa', lastName: 'Martin' }).where(eq(users.id, tour.manager.user.id));
  await app.db.update(users).set({ firstName: 'Nina', lastName: 'Durand' }).where(eq(users.id, tour.seller.user.id));

  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
  const cash = await app.api(`/v1/stands/${tour.stand.id}/cash-detail`, { method: 'POST', token: tour.seller.token, body: cashCount({ 5000: 1 }) });
  expect(cash.status).toBe(201);
  const inventoryId = tour.stand.inventoryId;
  const sent = await postTransfer(app, tour.manager.token, { fromInventoryId: inventoryId, toInventoryId: inventoryId, type: 'event', eventId: tour.event.id, items: [{ productVariantId: tour.sizes.S, quantity: 8 }] });
  expect(sent.status).toBe(201);
  const count = sent.body as TransferView;
  expect((await putTransfer(app, tour.manager.token, count.id, 'receipts', { receipts: [{ transferItemId: count.items[0]!.id, type: 'success', quantity: 8 }] })).status).toBe(200);
  expect((await putTransfer(app, tour.manager.token, count.id, 'complete', {})).status).toBe(200);

  const closed = await app.api(`/v1/events/${tour.event.id}/close`, {
    method: 'PUT',
    token: tour.manager.token,
    body: { runId: randomUUID(), theaterFeePaidWith: null, stands: [{ standId: tour.stand.id, changeFundFound: 0, cardCounted: null, feesPaidWithCash: 0, cashDetailId: cash.body.id, countTransferId: count.id }] },
  });
  expect(closed.status).toBe(200);
  return tour;
}

describe('the settlement to sign', () => {
  let tour: Awaited<ReturnType<typeof signableDate>>;
  let settlement: SettlementView;
  beforeAll(async () => {
    tour = await signableDate();
    settlement = await settlementOf(tour.event.id, tour.manager.token);
  });

  it('keeps its number and parties in the confirmed snapshot, under its hash', async () => {
    expect(settlement.number).toBe(numberOf(settlement, '0001'));
    expect(settlement.parties).toEqual({
      organiser: { name: 'Rouge Productions', address: { line1: '12 rue des Lilas', line2: null, postcode: '75011', city: 'Paris', country: 'FR' }, siret: '12345678900012', vatNumber: 'FR12123456789' },
      venue: { name: 'La Cigale', address: { line1: '120 boulevard de Rochechouart', line2: null, postcode: '75018', city: 'Paris', country: 'FR' } },
      countedBy: [
        { name: 'Léa Martin', cash: [], stock: ['Hall'] },
        { name: 'Nina Durand', cash: ['Hall'], stock: [] },
      ],
      tourRepresentative: { name: 'Léa Martin' },
    });
    const [closing] = await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id));
    const stored = closing!.settlement as unknown as ConfirmedSettlement;
    expect(stored).toMatchObject({ number: settlement.number, parties: settlement.parties });
    expect(closing!.settlementNumber).toBe(settlement.number);
    expect(settlementHashOf(stored)).toBe(settlement.hash);
  });

  it('prints the number, the date, both parties, who counted, two signature blocks and the hash, in French', async () => {
    const file = await download(app, `/v1/events/${tour.event.id}/settlement.pdf`, tour.manager.token);
    expect(file.status).toBe(200);
    const text = await pdfToText(file.bytes);
    expect(text).toContain(`Bilan n° ${settlement.number}`);
    expect(text).toContain('Date de l’événement : 14 juillet 2026');
    for (const words of ['Rouge Productions', '12 rue des Lilas', '75011 Paris', 'SIRET : 12345678900012', 'N° de TVA intracommunautaire : FR12123456789', 'La Cigale', '120 boulevard de Rochechouart', '75018 Paris']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/organisateur .*salle/i);
    expect(text).toContain('Comptages Léa Martin – stock : Hall Nina Durand – caisse : Hall Représentant de la tournée : Léa Martin');
    expect(text).toContain('Pour la salle Pour la tournée Nom : Nom : Léa Martin Date : Date : Lu et approuvé – Signature Lu et approuvé – Signature');
    // The figures: takings by channel, and who owes whom instead of one mixed net.
    expect(text).toContain('Espèces aux stands 50,00 €');
    expect(text).toContain('Qui doit quoi à qui');
    expect(text).toContain('Espèces comptées 50,00 € Écart de caisse 0,00 €');
    expect(text).not.toContain('Net dû');
    // Every page's footer: the number, the page of the total, the hash.
    const pages = [...text.matchAll(/Bilan n° (\S+) – page (\d+)\/(\d+) – empreinte SHA-256 ([0-9a-f]{64})/g)];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((page) => [page[1], Number(page[2]), Number(page[3]), page[4]])).toEqual(pages.map((_, index) => [settlement.number, index + 1, pages.length, settlement.hash]));
  });

  it('says the same in English', async () => {
    const text = await pdfToText((await download(app, `/v1/events/${tour.event.id}/settlement.pdf?lang=en`, tour.manager.token)).bytes);
    expect(text).toContain(`Settlement no. ${settlement.number}`);
    expect(text).toContain('Date of the event: 14 July 2026');
    expect(text).toContain('SIRET: 12345678900012');
    expect(text).toMatch(/organiser .*venue/i);
    expect(text).toContain('Counts Léa Martin – stock: Hall Nina Durand – cash: Hall Tour representative: Léa Martin');
    expect(text).toContain('For the venue For the tour Name: Name: Léa Martin Date: Date: Read and approved – Signature Read and approved – Signature');
    expect(text).toContain(`Settlement no. ${settlement.number} – page 1/`);
    expect(text).toContain(`SHA-256 fingerprint ${settlement.hash}`);
  });

  it('gives a snapshot kept before it the migration’s number and its parties as they are now', async () => {
    const [closing] = await app.db.select().from(eventClosings).where(eq(eventClosings.eventId, tour.event.id));
    // An earlier version of the snapshot: no number, no parties (it is read again from the rows of the frozen date).
    const older = { ...(closing!.settlement as object), version: 1 } as unknown as Partial<ConfirmedSettlement>;
    delete older.number;
    delete older.parties;
    await app.db
      .update(eventClosings)
      .set({ settlement: older as unknown as Record<string, unknown>, settlementHash: settlementHashOf(older as ConfirmedSettlement), settlementNumber: 'BIL-2025-0042' })
      .where(eq(eventClosings.eventId, tour.event.id));
    const read = await settlementOf(tour.event.id, tour.manager.token);
    expect(read.number).toBe('BIL-2025-0042');
    expect(read.parties).toEqual(settlement.parties);
    const text = await pdfToText((await download(app, `/v1/events/${tour.event.id}/settlement.pdf`, tour.manager.token)).bytes);
    expect(text).toContain(`Bilan n° BIL-2025-0042 – page 1/`);
    expect(text).toContain(`empreinte SHA-256 ${settlementHashOf(older as ConfirmedSettlement)}`);
  });
});

describe('settlement numbers', () => {
  it('follow one another per organiser (a closing sent again takes none), and another organiser counts from 1', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db, { status: 'inProgress' });
    const second = await createEvent(app.db, tour.id, { status: 'inProgress' });
    const runId = randomUUID();
    expect((await closeWithoutCounts(event.id, manager, runId)).status).toBe(200);
    expect((await closeWithoutCounts(event.id, manager, runId)).status).toBe(200);
    expect((await closeWithoutCounts(second.id, manager)).status).toBe(200);
    const first = await settlementOf(event.id, manager.token);
    const next = await settlementOf(second.id, manager.token);
    expect([first.number, next.number]).toEqual([numberOf(first, '0001'), numberOf(next, '0002')]);

    const other = await createTourWithEvent(app.db, { status: 'inProgress' });
    expect((await closeWithoutCounts(other.event.id, other.manager)).status).toBe(200);
    const theirs = await settlementOf(other.event.id, other.manager.token);
    expect(theirs.number).toBe(numberOf(theirs, '0001'));
  });

  it('are all different for closings of one organiser made at once', async () => {
    const { manager, tour, event } = await createTourWithEvent(app.db, { status: 'inProgress' });
    const others = await Promise.all([createEvent(app.db, tour.id, { status: 'inProgress' }), createEvent(app.db, tour.id, { status: 'inProgress' })]);
    const closed = await Promise.all([event, ...others].map((date) => closeWithoutCounts(date.id, manager)));
    expect(closed.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const numbers = await Promise.all([event, ...others].map(async (date) => (await settlementOf(date.id, manager.token)).number!.slice(-4)));
    expect(numbers.sort()).toEqual(['0001', '0002', '0003']);
  });
});
