import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import { journalHeads, journalRecords } from '@/lib/db/schema';
import { recordHashOf, type JournalValue } from '@/lib/journal/record-hash';
import { verifyChain } from '@/lib/journal/verify-chain';
import { offlineSale, registeredDevice } from '../../support/offline';
import { cashSale, createSellingTour, refund, sell, sold, soldByCard, type SellingTour } from '../../support/orders';
import { createSeller, createStand } from '../../support/tours';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27, the sales journal: every paid sale and every refund appends a record to its organisation's chain in the
 * sale's own transaction, with a gapless sequence and the previous record's hash; the database refuses to change or
 * remove a record; a record changed behind the trigger's back is found and named by the verification.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;

async function recordsOf(clientId: string) {
  return app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales'))).orderBy(asc(journalRecords.sequence));
}

describe('the sales chain', () => {
  it('records a cash sale, a card sale once approved and a refund, each following the last, with the grand totals', async () => {
    const tour = await createSellingTour(app);
    const cash = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2, discount: 500 }, { productVariantId: tour.vinylVariant, quantity: 1 }]));
    const pending = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    // Not paid yet: not a sale of the journal.
    expect(await recordsOf(clientOf(tour))).toHaveLength(1);
    const approved = await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'approve' } });
    expect(approved.status).toBe(200);
    const vinylLine = cash.items.find((item) => item.productVariantId === tour.vinylVariant)!;
    expect((await refund(app, tour.seller.token, cash.id, { items: [{ orderItemId: vinylLine.id, quantity: 1 }], method: 'cash', reason: 'Disque rayé' })).status).toBe(201);

    const records = await recordsOf(clientOf(tour));
    expect(records.map((record) => [record.sequence, record.kind, record.subjectId])).toEqual([
      [1, 'sale', cash.id],
      [2, 'sale', pending.id],
      [3, 'refund', expect.any(String)],
    ]);
    const [first, second, third] = records as [(typeof records)[0], (typeof records)[0], (typeof records)[0]];
    expect(first.previousHash).toBe('0'.repeat(64));
    expect(second.previousHash).toBe(first.hash);
    expect(third.previousHash).toBe(second.hash);
    // 2 × 25 € − 5 € + 30 € = 75 €, VAT 20 %: 62,50 € + 12,50 €.
    expect(first.content).toMatchObject({
      orderId: cash.id,
      ticketNumber: cash.ticketNumber,
      receiptNumber: String(cash.ticketNumber),
      standId: tour.stand.id,
      sellerUserId: tour.seller.user.id,
      totals: { inclVat: 7500, exclVat: 6250, vat: 1250, discount: 500, vatByRate: [{ rate: 2000, base: 6250, vat: 1250 }] },
      payments: [{ method: 'cash', amount: 7500 }],
      grandTotals: { sales: 7500, refunds: 0 },
    });
    expect((first.content as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({ position: 0, quantity: 2, unitPrice: 2500, discount: 500, vatRate: 2000, totalInclVat: 4500 }),
      expect.objectContaining({ position: 1, quantity: 1, unitPrice: 3000, discount: 0, vatRate: 2000, totalInclVat: 3000 }),
    ]);
    expect(second.content).toMatchObject({ payments: [{ method: 'card', amount: 2500 }], grandTotals: { sales: 10_000, refunds: 0 } });
    expect(third.content).toMatchObject({ orderId: cash.id, method: 'cash', amount: 3000, reason: 'Disque rayé', vatByRate: [{ rate: 2000, base: 2500, vat: 500 }], grandTotals: { sales: 10_000, refunds: 3000 } });
    // The sale's insert wrote its ticket, receipt number and time in place of their marks: the order's, in both the
    // content and the hashed form.
    expect(first.content).toMatchObject({ occurredAt: first.occurredAt.toISOString() });
    expect(first.occurredAt.toISOString()).toBe(new Date(cash.soldAt).toISOString());
    // Anyone can recompute a hash from the row: RFC 8785 over { chain, sequence, kind, previousHash, content }.
    for (const record of records) {
      expect(recordHashOf({ chain: 'sales', sequence: record.sequence, kind: record.kind, previousHash: record.previousHash, content: record.content as { [key: string]: JournalValue } })).toBe(record.hash);
    }
    const [head] = await app.db.select().from(journalHeads).where(and(eq(journalHeads.clientId, clientOf(tour)), eq(journalHeads.chain, 'sales')));
    expect(head).toMatchObject({ lastSequence: 3, lastHash: third.hash, grandTotalSales: 10_000, grandTotalRefunds: 3000 });
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: 3, firstBreak: null, grandTotals: { sales: 10_000, refunds: 3000 } });
  });

  it('a sale sent again is recorded once, and a declined card sale never', async () => {
    const tour = await createSellingTour(app);
    const key = randomUUID();
    const body = cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]);
    expect((await sell(app, tour.seller.token, body, key)).status).toBe(201);
    expect((await sell(app, tour.seller.token, body, key)).status).toBe(201);
    const pending = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    expect((await app.api(`/v1/payments/${pending.payments[0]!.id}/sandbox-outcome`, { method: 'POST', token: tour.seller.token, body: { outcome: 'decline' } })).status).toBe(200);
    expect((await recordsOf(clientOf(tour))).map((record) => record.kind)).toEqual(['sale']);
  });

  it('an offline batch keeps one unbroken chain, each record at the time the sale was made with its receipt number', async () => {
    const tour = await createSellingTour(app);
    const device = await registeredDevice(app, tour);
    const batch = Array.from({ length: 20 }, (_, index) => offlineSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }], { deviceId: device.deviceId, sequence: index + 1, minutesAgo: 40 - index }));
    const answers = await Promise.all(batch.map((body) => sell(app, tour.seller.token, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const records = await recordsOf(clientOf(tour));
    expect(records.map((record) => record.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const bySequence = new Map(answers.map((answer) => [(answer.body as OrderView).id, answer.body as OrderView]));
    for (const record of records) {
      const order = bySequence.get(record.subjectId!)!;
      expect(record.occurredAt.toISOString()).toBe(order.soldAt);
      expect(record.content).toMatchObject({ receiptNumber: order.receiptNumber, deviceId: device.deviceId });
    }
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: 20, firstBreak: null, grandTotals: { sales: 20 * 2500 } });
  });

  it('50 sales at once at one stand make one chain with no gap and no fork', async () => {
    const tour = await createSellingTour(app);
    const card = await soldByCard(app, tour, [{ productVariantId: tour.vinylVariant, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: index % 2 ? tour.sizes.M : tour.sizes.S, quantity: 1 }]))));
    const made = answers.filter((answer) => answer.status === 201).length;
    // 10 S and 20 M on the shelf: whatever was refused for stock, every sale made is in the chain once.
    expect(answers.every((answer) => answer.status === 201 || answer.body.errorCode === 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY')).toBe(true);
    const records = await recordsOf(clientOf(tour));
    expect(records).toHaveLength(made + 1);
    expect(new Set(records.map((record) => record.previousHash)).size).toBe(records.length);
    expect(records[0]!.subjectId).toBe(card.id);
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: made + 1, firstBreak: null });
  });
});

describe('a sale appended as it commits (journal_pending, issue #28)', () => {
  it('sales at five stands of one organisation at once make one chain; each answer carries its own record; nothing stays pending', async () => {
    const tour = await createSellingTour(app);
    // Four more stands of the same date, opened, each with its own seller; they sell custom lines (no shelf needed).
    const others = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const seller = await createSeller(app.db, [tour.tour.id]);
        const stand = await createStand(app.db, tour.event, { name: `Stand ${index + 2}`, status: 'opened', isCashCompatible: true }, [seller.user.id]);
        return { token: seller.token, standId: stand.id };
      }),
    );
    const customSale = (standId: string) => ({ eventId: tour.event.id, standId, items: [{ custom: { label: 'Affiche', unitPrice: 1000, vatRate: 20 }, quantity: 1 }], payment: { method: 'cash', amountTendered: 1000 } });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }]))),
      ...others.flatMap((other) => Array.from({ length: 10 }, () => sell(app, other.token, customSale(other.standId)))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const records = await recordsOf(clientOf(tour));
    expect(records).toHaveLength(50);
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: 50, firstBreak: null, grandTotals: { sales: 10 * 2500 + 40 * 1000 } });
    // The receipt's mark is its own record's, read after the commit.
    const recordOf = new Map(records.map((record) => [record.subjectId, record]));
    for (const { body } of answers) {
      const record = recordOf.get((body as OrderView).id)!;
      expect((body as OrderView).journal).toEqual({ sequence: record.sequence, shortHash: record.hash.slice(0, 8).toUpperCase() });
    }
    const pending = await app.db.execute(sql`select count(*)::int as count from journal_pending`);
    expect((pending as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(0);
  });

  it('a sale that fails after its record was written leaves no record and moves no head', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const [head] = await app.db.select().from(journalHeads).where(and(eq(journalHeads.clientId, clientOf(tour)), eq(journalHeads.chain, 'sales')));
    // A record written for the commit, then the transaction rolled back: the trigger never runs.
    await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into journal_pending (client_id, chain, kind, occurred_at, recorded_at, subject_id, content, sales_delta, refunds_delta, pieces)
          values (${clientOf(tour)}, 'sales', 'sale', now(), now(), ${randomUUID()}, '{}'::jsonb, 100, 0, array['a', 'b', 'c', 'd', 'e'])`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await recordsOf(clientOf(tour))).toHaveLength(1);
    const [after] = await app.db.select().from(journalHeads).where(and(eq(journalHeads.clientId, clientOf(tour)), eq(journalHeads.chain, 'sales')));
    expect(after).toEqual(head);
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ records: 1, firstBreak: null });
  });
});

/** Drizzle wraps the database's refusal: the trigger's message is the cause's. */
const appendOnlyRefusal = { cause: expect.objectContaining({ message: expect.stringMatching(/journal_records is append-only: (UPDATE|DELETE|TRUNCATE) refused/) }) };

describe('unalterable records', () => {
  it('the database refuses to change or remove a record, even by hand', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const [record] = await recordsOf(clientOf(tour));
    await expect(app.db.update(journalRecords).set({ kind: 'refund' }).where(eq(journalRecords.id, record!.id))).rejects.toMatchObject(appendOnlyRefusal);
    await expect(app.db.delete(journalRecords).where(eq(journalRecords.id, record!.id))).rejects.toMatchObject(appendOnlyRefusal);
    await expect(app.db.execute(sql`truncate journal_records`)).rejects.toMatchObject(appendOnlyRefusal);
    expect(await recordsOf(clientOf(tour))).toHaveLength(1);
  });

  it('a record changed behind the trigger (dropped by an attacker) is found and named, so is a record removed from the end', async () => {
    const tour = await createSellingTour(app);
    for (const quantity of [1, 2, 3]) await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity }]));
    const records = await recordsOf(clientOf(tour));
    const target = records[1]!;
    // Other tests' organisations keep their trigger: it is dropped and put back within one transaction.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_records disable trigger journal_records_no_update_or_delete`);
      await tx.execute(sql`update journal_records set content = jsonb_set(content, '{totals,inclVat}', '2000') where id = ${target.id}`);
      await tx.execute(sql`alter table journal_records enable trigger journal_records_no_update_or_delete`);
    });
    expect(await verifyChain(app.db, clientOf(tour), 'sales')).toMatchObject({ firstBreak: { sequence: 2, recordId: target.id, reason: 'hashMismatch' } });

    const other = await createSellingTour(app);
    for (const quantity of [1, 2]) await sold(app, other.seller.token, cashSale(other, [{ productVariantId: other.sizes.M, quantity }]));
    const [, last] = await recordsOf(clientOf(other));
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_records disable trigger journal_records_no_update_or_delete`);
      await tx.execute(sql`delete from journal_records where id = ${last!.id}`);
      await tx.execute(sql`alter table journal_records enable trigger journal_records_no_update_or_delete`);
    });
    expect(await verifyChain(app.db, clientOf(other), 'sales')).toMatchObject({ firstBreak: { sequence: 2, reason: 'headMismatch' } });
  });
});

describe('GET /v1/journal/verification', () => {
  it('recomputes the caller organisation’s chains and names the first broken record', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 2 }]));
    const intact = await app.api('/v1/journal/verification', { token: tour.manager.token });
    expect(intact).toMatchObject({ status: 200, body: { chains: [{ chain: 'sales', records: 1, lastSequence: 1, grandTotals: { sales: 5000, refunds: 0 }, firstBreak: null }] } });
    const [record] = await recordsOf(clientOf(tour));
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_records disable trigger journal_records_no_update_or_delete`);
      await tx.execute(sql`update journal_records set previous_hash = ${'f'.repeat(64)} where id = ${record!.id}`);
      await tx.execute(sql`alter table journal_records enable trigger journal_records_no_update_or_delete`);
    });
    const broken = await app.api('/v1/journal/verification', { token: tour.manager.token });
    expect(broken.body.chains[0].firstBreak).toEqual({ sequence: 1, recordId: record!.id, reason: 'previousHashMismatch' });
    expect((await app.api('/v1/journal/verification', { token: tour.seller.token })).status).toBe(403);
  });
});
