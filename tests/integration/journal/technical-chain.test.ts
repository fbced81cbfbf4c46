import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders/types';
import type { ReceiptView } from '@/features/receipts/types';
import { journalRecords, orders } from '@/lib/db/schema';
import { verifyChain } from '@/lib/journal/verify-chain';
import { TEST_PASSWORD } from '../../support/factories';
import { signInWithNextAuth } from '../../support/next-auth-client';
import { cashSale, createSellingTour, sold } from '../../support/orders';
import { receiptTokenOf } from '../../support/security/tenant';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTeamMember } from '../../support/tours';

/*
 * Issue #27, the technical chain (the NF525 "journal des événements techniques") and what a receipt prints of the
 * journal: sign-ins, role and configuration changes, reprints, each in the organisation's chain, gapless and intact;
 * a receipt carries its sale record's number and short hash; a copy printed again is a numbered duplicate, counted
 * once per Idempotency-Key.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const technicalOf = (clientId: string) =>
  app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'technical'))).orderBy(asc(journalRecords.sequence));
const kinds = async (clientId: string, kind: string) => (await technicalOf(clientId)).filter((record) => record.kind === kind);
const fromNewIp = () => ({ 'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

function reprint(token: string, orderId: string, key: string | null = randomUUID()) {
  return app.api(`/v1/orders/${orderId}/receipt-reprint`, { method: 'POST', token, headers: key ? { 'Idempotency-Key': key } : {} });
}

describe('the technical chain', () => {
  it('records sign-ins: a manager under their organisation, a seller under the organisation whose tour they sell', async () => {
    const tour = await createSellingTour(app);
    const clientId = tour.manager.user.clientId!;
    expect((await signInWithNextAuth(app.baseUrl, { email: tour.manager.user.email, password: TEST_PASSWORD }, fromNewIp())).error).toBeNull();
    expect((await signInWithNextAuth(app.baseUrl, { email: tour.seller.user.email, password: TEST_PASSWORD }, fromNewIp())).error).toBeNull();
    // A wrong password is no sign-in.
    await signInWithNextAuth(app.baseUrl, { email: tour.manager.user.email, password: 'Wrong-Passw0rd!' }, fromNewIp());
    const signIns = await kinds(clientId, 'signIn');
    expect(signIns.map((record) => record.content)).toEqual([
      expect.objectContaining({ format: 1, userId: tour.manager.user.id, role: 'client' }),
      expect.objectContaining({ format: 1, userId: tour.seller.user.id, role: 'seller' }),
    ]);
    expect(await verifyChain(app.db, clientId, 'technical')).toMatchObject({ firstBreak: null });
  });

  it('records role changes and price changes under the tour’s owner, gapless and intact', async () => {
    const tour = await createSellingTour(app);
    const clientId = tour.manager.user.clientId!;
    const member = await createTeamMember(app.db, tour.tour.id, 'viewer');
    const changed = await app.api(`/v1/projects/${tour.tour.id}/clients/${member.user.clientId}`, { method: 'PATCH', token: tour.manager.token, body: { role: 'projectManager' } });
    expect(changed.status).toBe(200);
    const priced = await app.api(`/v1/product-variants/${tour.sizes.M}`, { method: 'PATCH', token: tour.manager.token, body: { price: 2700 } });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);

    expect((await kinds(clientId, 'roleChange')).map((record) => record.content)).toEqual([
      expect.objectContaining({ userId: tour.manager.user.id, subjectId: tour.tour.id, change: 'teamRoleChanged', memberClientId: member.user.clientId, role: 'projectManager' }),
    ]);
    expect((await kinds(clientId, 'configurationChange')).map((record) => record.content)).toEqual([
      expect.objectContaining({ userId: tour.manager.user.id, subjectId: tour.sizes.M, setting: 'variantPrice', after: 2700 }),
    ]);
    const records = await technicalOf(clientId);
    expect(records.map((record) => record.sequence)).toEqual(records.map((_, index) => index + 1));
    expect(await verifyChain(app.db, clientId, 'technical')).toMatchObject({ records: records.length, firstBreak: null, grandTotals: { sales: 0, refunds: 0 } });
  });
});

describe('the receipt and its duplicates', () => {
  it('a sale’s answer and receipt carry its record’s sequence and short hash; a reprint is a numbered duplicate, once per key', async () => {
    const tour = await createSellingTour(app);
    const clientId = tour.manager.user.clientId!;
    const sale: OrderView = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    const [record] = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales'), eq(journalRecords.subjectId, sale.id)));
    const mark = { sequence: 1, shortHash: record!.hash.slice(0, 8).toUpperCase() };
    expect(mark.shortHash).toMatch(/^[0-9A-F]{8}$/);
    expect(sale.journal).toEqual(mark);
    expect((await app.api(`/v1/orders/${sale.id}`, { token: tour.manager.token })).body.journal).toEqual(mark);
    const original = await app.api(`/v1/orders/${sale.id}/receipt?token=${receiptTokenOf(sale)}`);
    expect(original.body).toMatchObject({ journal: mark, duplicate: null });

    const key = randomUUID();
    const first = await reprint(tour.seller.token, sale.id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body as ReceiptView).toMatchObject({ orderId: sale.id, journal: mark, duplicate: 1 });
    // The same tap retried: the same copy, counted once.
    expect(await reprint(tour.seller.token, sale.id, key)).toMatchObject({ status: 200, body: { duplicate: 1 } });
    expect(await reprint(tour.seller.token, sale.id)).toMatchObject({ status: 200, body: { duplicate: 2 } });
    const [row] = await app.db.select({ duplicates: orders.receiptDuplicates }).from(orders).where(eq(orders.id, sale.id));
    expect(row!.duplicates).toBe(2);
    expect((await kinds(clientId, 'reprint')).map((entry) => entry.content)).toEqual([
      expect.objectContaining({ userId: tour.seller.user.id, subjectId: sale.id, orderId: sale.id, saleSequence: 1, duplicate: 1 }),
      expect.objectContaining({ userId: tour.seller.user.id, subjectId: sale.id, orderId: sale.id, saleSequence: 1, duplicate: 2 }),
    ]);
    expect(await verifyChain(app.db, clientId, 'technical')).toMatchObject({ firstBreak: null });
  });

  it('a reprint needs its key, is refused to a viewer and to another organisation, and to an order that was never a sale', async () => {
    const tour = await createSellingTour(app);
    const sale = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await reprint(tour.seller.token, sale.id, null)).toMatchObject({ status: 400, body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED' } });
    const viewer = await createTeamMember(app.db, tour.tour.id, 'viewer');
    expect((await reprint(viewer.token, sale.id)).status).toBe(403);
    const outsider = await createManager(app.db);
    expect(await reprint(outsider.token, sale.id)).toMatchObject({ status: 404, body: { errorCode: 'ORDER_NOT_FOUND' } });
    const pending = await sold(app, tour.seller.token, { eventId: tour.event.id, standId: tour.stand.id, items: [{ productVariantId: tour.sizes.S, quantity: 1 }], payment: { method: 'card' } });
    expect(pending.journal).toBeNull();
    expect(await reprint(tour.seller.token, pending.id)).toMatchObject({ status: 409, body: { errorCode: 'ORDER_STATUS_NOT_ALLOWED' } });
    const [row] = await app.db.select({ duplicates: orders.receiptDuplicates }).from(orders).where(eq(orders.id, pending.id));
    expect(row!.duplicates).toBe(0);
    expect(await kinds(tour.manager.user.clientId!, 'reprint')).toEqual([]);
  });
});
