import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalRecords } from '@/lib/db/schema';
import { verifyChain } from '@/lib/journal/verify-chain';
import { offlineSale, registeredDevice } from '../../support/offline';
import { createSellingTour, sell } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27: two tablets back on the network at once send 500 sales made offline (250 each, many past the stand's
 * recorded stock): every sale is one record of one unbroken chain, at the time it was made, and the grand total is
 * the sum of the sales.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const PER_TABLET = 250;
// As the tablets' outboxes send: a few requests at a time each, oldest first.
const AT_ONCE = 10;

describe('an offline batch of 500', () => {
  it('makes one chain with no gap and no fork, every sale once at its own time', async () => {
    const tour = await createSellingTour(app);
    const tablets = [await registeredDevice(app, tour, 'Caisse 1'), await registeredDevice(app, tour, 'Caisse 2')];
    const outboxes = tablets.map((tablet) =>
      Array.from({ length: PER_TABLET }, (_, index) => offlineSale(tour, [{ productVariantId: tour.sizes.M, quantity: 1 }], { deviceId: tablet.deviceId, sequence: index + 1, minutesAgo: 300 - index })),
    );
    const statuses = await Promise.all(
      outboxes.map(async (outbox) => {
        const answers: number[] = [];
        for (let start = 0; start < outbox.length; start += AT_ONCE) {
          const sent = await Promise.all(outbox.slice(start, start + AT_ONCE).map((body) => sell(app, tour.seller.token, body)));
          answers.push(...sent.map((answer) => answer.status));
        }
        return answers;
      }),
    );
    // Never refused, though the stand had 20 M: the goods were in the buyers' hands (issue #26).
    expect(statuses.flat()).toEqual(Array(2 * PER_TABLET).fill(201));

    const clientId = tour.manager.user.clientId!;
    const records = await app.db
      .select({ sequence: journalRecords.sequence, kind: journalRecords.kind, subjectId: journalRecords.subjectId, occurredAt: journalRecords.occurredAt, previousHash: journalRecords.previousHash })
      .from(journalRecords)
      .where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales')))
      .orderBy(asc(journalRecords.sequence))
      .then((rows) => rows.filter((record) => record.kind === 'sale'));
    expect(records.map((record) => record.sequence)).toEqual(Array.from({ length: 2 * PER_TABLET }, (_, index) => index + 1));
    expect(new Set(records.map((record) => record.subjectId)).size).toBe(2 * PER_TABLET);
    expect(new Set(records.map((record) => record.previousHash)).size).toBe(2 * PER_TABLET);
    const soldAts = new Set(outboxes.flat().map((body) => body.offline.soldAt));
    expect(records.every((record) => soldAts.has(record.occurredAt.toISOString()))).toBe(true);
    expect(await verifyChain(app.db, clientId, 'sales')).toMatchObject({ records: 2 * PER_TABLET, firstBreak: null, grandTotals: { sales: 2 * PER_TABLET * 2500, refunds: 0 } });
    // 500 sales through HTTP: about 30 s on PostgreSQL, longer on the embedded engine of a busy machine.
  }, 300_000);
});
