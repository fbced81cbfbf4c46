import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toParisDate } from '@/lib/datetime/paris-time';
import { clients, journalRecords, products } from '@/lib/db/schema';
import { appendJournalRecord } from '@/lib/journal/append-record';
import { cashSale, createSellingTour, refund, sold, soldByCard, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27, the FEC: the sales chain of a period as accounting entries, for the organisation's accountant, in the
 * format of LPF art. A47 A-1. Figures below are computed by hand from the sales made.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;
const today = () => toParisDate(new Date());

async function fec(token: string, query: string) {
  const response = await fetch(`${app.baseUrl}/api/v1/journal/fec${query}`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

/** The columns a reader checks first: JournalCode, EcritureNum, CompteNum, PieceRef, EcritureLib, Debit, Credit. */
const essentials = (text: string) =>
  text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split('\t'))
    .map((row) => [row[0], row[2], row[4], row[8], row[10], row[11], row[12]]);

describe('GET /v1/journal/fec', () => {
  let tour: SellingTour;
  let other: SellingTour;
  beforeAll(async () => {
    tour = await createSellingTour(app);
    other = await createSellingTour(app);
    // The vinyl at the reduced rate: two VAT rates in one sale.
    await app.db.update(products).set({ vat: 5.5 }).where(eq(products.id, tour.vinyl.id as string));
    await app.db.update(clients).set({ siret: '12345678900011' }).where(eq(clients.id, clientOf(tour)));
  });

  it('books a cash sale with a discount and two VAT rates, a card sale, a refund and a cash movement, numbered in order', async () => {
    const cash = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2, discount: 500 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
    const card = await soldByCard(app, tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
    const vinylLine = cash.items.find((item) => item.productVariantId === tour.vinylVariant)!;
    expect((await refund(app, tour.seller.token, cash.id, { items: [{ orderItemId: vinylLine.id, quantity: 1 }], method: 'cash', reason: 'Disque rayé' })).status).toBe(201);
    const movementId = crypto.randomUUID();
    await app.db.transaction((tx) =>
      appendJournalRecord(tx, {
        clientId: clientOf(tour),
        chain: 'sales',
        kind: 'cashMovement',
        occurredAt: new Date(),
        subjectId: movementId,
        content: { format: 1, movementId, eventId: tour.event.id, standId: tour.stand.id, deviceId: null, userId: tour.seller.user.id, direction: 'in', amount: 10_000, reason: 'Fond de caisse complémentaire' },
      }),
    );
    const [refundRecord] = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.kind, 'refund')));

    const file = await fec(tour.manager.token, `?from=${today()}&to=${today()}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="123456789FEC${today().replaceAll('-', '')}.txt"`);
    const ticket = String(cash.ticketNumber);
    // Cash sale: 2 × 25 € − 5 € = 45 € at 20 % (37,50 + 7,50) and 30 € at 5,5 % (28,44 + 1,56). Card sale: 25 € at
    // 20 % (20,83 + 4,17). The vinyl refunded in cash: its line's 28,44 + 1,56 back. 100 € put in the drawer.
    expect(essentials(file.text)).toEqual([
      ['VE', '1', '530000', ticket, `Vente ticket ${ticket}`, '75,00', '0,00'],
      ['VE', '1', '707155', ticket, `Vente ticket ${ticket}`, '0,00', '28,44'],
      ['VE', '1', '44571055', ticket, `Vente ticket ${ticket}`, '0,00', '1,56'],
      ['VE', '1', '707120', ticket, `Vente ticket ${ticket}`, '0,00', '37,50'],
      ['VE', '1', '44571020', ticket, `Vente ticket ${ticket}`, '0,00', '7,50'],
      ['VE', '2', '511200', String(card.ticketNumber), `Vente ticket ${card.ticketNumber}`, '25,00', '0,00'],
      ['VE', '2', '707120', String(card.ticketNumber), `Vente ticket ${card.ticketNumber}`, '0,00', '20,83'],
      ['VE', '2', '44571020', String(card.ticketNumber), `Vente ticket ${card.ticketNumber}`, '0,00', '4,17'],
      ['VE', '3', '707155', refundRecord!.subjectId, `Remboursement ticket ${ticket}`, '28,44', '0,00'],
      ['VE', '3', '44571055', refundRecord!.subjectId, `Remboursement ticket ${ticket}`, '1,56', '0,00'],
      ['VE', '3', '530000', refundRecord!.subjectId, `Remboursement ticket ${ticket}`, '0,00', '30,00'],
      ['CA', '4', '530000', movementId, 'Apport en caisse : Fond de caisse complémentaire', '100,00', '0,00'],
      ['CA', '4', '580000', movementId, 'Apport en caisse : Fond de caisse complémentaire', '0,00', '100,00'],
    ]);
    const day = today().replaceAll('-', '');
    expect(file.text.split('\r\n')[1]!.split('\t')).toEqual(['VE', 'Ventes', '1', day, '530000', 'Caisse', '', '', ticket, day, `Vente ticket ${ticket}`, '75,00', '0,00', '', '', day, '', '']);

    // Serving the file is a technical event of the organisation's journal.
    const [exported] = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'technical'), eq(journalRecords.kind, 'export')));
    expect(exported!.content).toMatchObject({ format: 'fec', from: today(), to: today(), userId: tour.manager.user.id, records: 4, lines: 13 });
  });

  it("gives another organisation its own file only, named by its id when it gave no SIRET, and a day without sales a header alone", async () => {
    const sale = await sold(app, other.seller.token, cashSale(other, [{ productVariantId: other.sizes.S, quantity: 1 }]));
    const file = await fec(other.manager.token, `?from=${today()}&to=${today()}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${clientOf(other)}FEC${today().replaceAll('-', '')}.txt"`);
    expect([...new Set(essentials(file.text).map((row) => row[3]))]).toEqual([String(sale.ticketNumber)]);
    expect(file.text).not.toContain(tour.stand.id);

    const empty = await fec(tour.manager.token, '?from=2025-01-01&to=2025-01-31');
    expect(empty.status).toBe(200);
    expect(empty.text.split('\r\n')).toEqual(['JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise', '']);
  });

  it('refuses sellers, and bad periods with a catalogue code and 400', async () => {
    expect((await fec(tour.seller.token, `?from=${today()}&to=${today()}`)).status).toBe(403);
    for (const query of ['', '?from=2026-01-01', '?from=2026-02-30&to=2026-03-01', '?from=14/07/2026&to=2026-07-15', '?from=2026-01-01&to=99999-01-01']) {
      const answer = await app.api(`/v1/journal/fec${query}`, { token: tour.manager.token });
      expect(answer, query).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    }
    expect(await app.api('/v1/journal/fec?from=2026-07-15&to=2026-07-14', { token: tour.manager.token })).toMatchObject({ status: 400, body: { errorCode: 'JOURNAL_PERIOD_INVALID' } });
    expect(await app.api('/v1/journal/fec?from=2026-01-01&to=2027-01-02', { token: tour.manager.token })).toMatchObject({ status: 400, body: { errorCode: 'JOURNAL_PERIOD_INVALID' } });
    expect((await fec(tour.manager.token, '?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });
});
