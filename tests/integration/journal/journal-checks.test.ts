import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalCheckJob } from '@/features/journal/server/journal-check-job';
import { journalChecks, journalHeads, journalRecords } from '@/lib/db/schema';
import { cashSale, createSellingTour, sold, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createPlatformAdmin } from '../../support/tours';

/*
 * Issue #27, the checks kept: each check of the chains (the managers' request, the daily job, the script) leaves a
 * row per organisation and a technical event; a chain changed behind the trigger is named there and on the admins'
 * screen.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;

async function salesRecords(clientId: string) {
  return app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales'))).orderBy(asc(journalRecords.sequence));
}

describe('journal checks', () => {
  let broken: SellingTour;
  let intact: SellingTour;
  let targetId: string;
  beforeAll(async () => {
    broken = await createSellingTour(app);
    intact = await createSellingTour(app);
    for (const quantity of [1, 2]) await sold(app, broken.seller.token, cashSale(broken, [{ productVariantId: broken.sizes.M, quantity }]));
    await sold(app, intact.seller.token, cashSale(intact, [{ productVariantId: intact.sizes.M, quantity: 1 }]));
    const target = (await salesRecords(clientOf(broken)))[1]!;
    targetId = target.id;
    // As an attacker with database access: the trigger dropped, a record changed, the trigger put back.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table journal_records disable trigger journal_records_no_update_or_delete`);
      await tx.execute(sql`update journal_records set content = jsonb_set(content, '{totals,inclVat}', '100') where id = ${target.id}`);
      await tx.execute(sql`alter table journal_records enable trigger journal_records_no_update_or_delete`);
    });
  });

  it("keeps a manager's check: not intact, the changed record named, and a journalCheck event on the technical chain", async () => {
    const answer = await app.api('/v1/journal/verification', { token: broken.manager.token });
    expect(answer.status).toBe(200);
    expect(answer.body.chains).toEqual([expect.objectContaining({ chain: 'sales', firstBreak: { sequence: 2, recordId: targetId, reason: 'hashMismatch' } })]);
    const rows = await app.db.select().from(journalChecks).where(eq(journalChecks.clientId, clientOf(broken)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'request', intact: false, chains: [expect.objectContaining({ chain: 'sales', records: 1, firstBreak: { sequence: 2, recordId: targetId, reason: 'hashMismatch' } })] });
    const [event] = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(broken)), eq(journalRecords.chain, 'technical'), eq(journalRecords.kind, 'journalCheck')));
    expect(event!.content).toMatchObject({ source: 'request', intact: false, userId: broken.manager.user.id, breaks: [{ chain: 'sales', sequence: 2, recordId: targetId, reason: 'hashMismatch' }] });
  });

  it('the daily job writes one row per organisation with a journal, and the admins see the broken one first', async () => {
    // On PostgreSQL the other files' organisations share the database and keep selling meanwhile: every organisation
    // with a chain before the run has its row, and none has two.
    const organisations = await app.db.selectDistinct({ clientId: journalHeads.clientId }).from(journalHeads);
    const started = new Date();
    await journalCheckJob(async () => app.db).run();
    const rows = await app.db.select().from(journalChecks).where(and(eq(journalChecks.source, 'job'), gte(journalChecks.checkedAt, started)));
    const checked = rows.map((row) => row.clientId);
    expect(new Set(checked).size).toBe(checked.length);
    expect(checked).toEqual(expect.arrayContaining(organisations.map((row) => row.clientId)));
    expect(rows.find((row) => row.clientId === clientOf(broken))).toMatchObject({ intact: false });
    expect(rows.find((row) => row.clientId === clientOf(intact))).toMatchObject({ intact: true, chains: [expect.objectContaining({ chain: 'sales', records: 1, firstBreak: null })] });

    const admin = await createPlatformAdmin(app.db);
    const list = await app.api('/v1/journal/checks?limit=200', { token: admin.token });
    expect(list.status).toBe(200);
    const listed = list.body.data as { clientId: string; intact: boolean }[];
    expect(listed.find((check) => check.clientId === clientOf(broken))).toMatchObject({ source: 'job', intact: false });
    expect(listed.find((check) => check.clientId === clientOf(intact))).toMatchObject({ source: 'job', intact: true });
    // The broken first (other files' organisations may share the database on PostgreSQL).
    expect(listed.map((check) => check.intact)).toEqual([...listed.map((check) => check.intact)].sort((a, b) => Number(a) - Number(b)));
    expect(list.body.meta.total).toBe(list.body.data.length);
    expect((await app.api('/v1/journal/checks', { token: broken.manager.token })).status).toBe(403);
  });
});
