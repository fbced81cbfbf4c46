import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDayOf } from '@/features/journal/business-day';
import { closeDuePeriods } from '@/features/journal/server/close-due-periods';
import { closePeriod } from '@/features/journal/server/close-period';
import type { ArchiveView } from '@/features/journal/types';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { journalArchives, journalRecords } from '@/lib/db/schema';
import { fromJsonLines, type ArchiveManifest } from '@/lib/journal/archive-contents';
import { auditArchive, publishedPublicKey } from '@/lib/journal/audit-archive';
import { cashSale, createSellingTour, refund, sold, type SellingTour } from '../../support/orders';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27, the archives: a closed month's records, closings and technical events in a signed zip, made once, kept
 * unchanged, downloaded by the organisation's managers only, and checked by the auditor's function.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const clientOf = (tour: SellingTour) => tour.manager.user.clientId!;
const thisMonth = () => businessDayOf(new Date()).slice(0, 7);
const devPublicKey = publishedPublicKey(readFileSync(path.resolve(__dirname, '../../../docs/journal-signing-keys.md'), 'utf8'), 'dev-2026')!;

/** Two cash sales (2 M, 50 €; a S, 25 €), the S refunded: the chain's records 1 to 3. */
async function sellAndRefund(tour: SellingTour) {
  await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.M, quantity: 2 }]));
  const small = await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
  expect((await refund(app, tour.seller.token, small.id, { items: [{ orderItemId: small.items[0]!.id, quantity: 1 }], method: 'cash', reason: 'Taille' })).status).toBe(201);
}

/**
 * The organisation's day and month closed now, as the managers' and the job's closings would (closePeriod itself: the
 * API refuses a month not over, and the nightly job archives what it closes, leaving nothing for the API to make).
 */
async function closeThisMonth(tour: SellingTour) {
  const request = { clientId: clientOf(tour), standId: null, eventId: null, userId: null };
  await app.db.transaction((tx) => closePeriod(tx, { ...request, period: 'day', key: businessDayOf(new Date()) }));
  await app.db.transaction((tx) => closePeriod(tx, { ...request, period: 'month', key: thisMonth() }));
}

const archive = (token: string, body: unknown) => app.api('/v1/journal/archives', { method: 'POST', token, body });

async function download(token: string, id: string): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const response = await fetch(`${app.baseUrl}/api/v1/journal/archives/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
}

function rezipped(bytes: Uint8Array, change: (files: Record<string, string>) => void): Uint8Array {
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  change(files);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

describe('a closed month', () => {
  let tour: SellingTour;
  let made: ArchiveView;
  let bytes: Uint8Array;

  beforeAll(async () => {
    tour = await createSellingTour(app);
    await sellAndRefund(tour);
    await closeThisMonth(tour);
  });

  it('is archived once: 201, then 200 with the same archive, listed without its file', async () => {
    const first = await archive(tour.manager.token, { period: 'month', key: thisMonth() });
    expect(first.status).toBe(201);
    made = first.body;
    expect(made).toMatchObject({ period: 'month', key: thisMonth(), firstSequence: 1, lastSequence: 3, keyId: 'dev-2026' });
    const again = await archive(tour.manager.token, { period: 'month', key: thisMonth() });
    expect(again).toMatchObject({ status: 200, body: made });
    const list = await app.api('/v1/journal/archives', { token: tour.manager.token });
    expect(list.body.data).toEqual([made]);
    expect(await app.db.select({ id: journalArchives.id }).from(journalArchives).where(eq(journalArchives.clientId, clientOf(tour)))).toHaveLength(1);
  });

  it("downloads as a zip whose SHA-256 is the archive's hash, signed by the development key; the download is an export event", async () => {
    const file = await download(tour.manager.token, made.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="journal-month-${thisMonth()}.zip"`);
    bytes = file.bytes;
    expect(bytes.length).toBe(made.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(made.hash);
    expect(verify(null, Buffer.from(made.hash), devPublicKey, Buffer.from(made.signature, 'base64'))).toBe(true);
    const [last] = await app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'technical'))).orderBy(asc(journalRecords.sequence)).then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ kind: 'export', content: expect.objectContaining({ document: 'archive', subjectId: made.id, key: thisMonth() }) });
  });

  it('holds the closing range of the sales chain as stored, the closings of the month and the technical events', async () => {
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['closings.jsonl', 'manifest.json', 'sales.jsonl', 'technical.jsonl']);
    const stored = await app.db
      .select()
      .from(journalRecords)
      .where(and(eq(journalRecords.clientId, clientOf(tour)), eq(journalRecords.chain, 'sales'), gte(journalRecords.sequence, 1), lte(journalRecords.sequence, 5)))
      .orderBy(asc(journalRecords.sequence));
    const asArchived = stored.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString(), recordedAt: row.recordedAt.toISOString() }));
    expect(fromJsonLines(strFromU8(files['sales.jsonl']!))).toEqual(asArchived.slice(0, 3));
    // The day's and the month's closings come after the range they sum.
    expect(fromJsonLines(strFromU8(files['closings.jsonl']!))).toEqual(asArchived.slice(3));
    const technical = fromJsonLines(strFromU8(files['technical.jsonl']!));
    expect(technical.map((record) => record.kind)).toEqual(['refund', 'closing', 'closing']);
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as ArchiveManifest;
    expect(manifest).toMatchObject({
      format: 1,
      organisation: { id: clientOf(tour) },
      period: 'month',
      key: thisMonth(),
      keyId: 'dev-2026',
      closing: { sequence: 5, hash: stored[4]!.hash, firstSequence: 1, lastSequence: 3 },
      parts: {
        sales: { count: 3, firstSequence: 1, lastSequence: 3, previousHash: '0'.repeat(64), firstHash: stored[0]!.hash, lastHash: stored[2]!.hash },
        closings: { count: 2, firstSequence: 4, lastSequence: 5 },
        technical: { count: 3, firstSequence: 1, lastSequence: 3 },
      },
    });
    expect(manifest.organisation.name).toEqual(expect.any(String));
  });

  it("passes the auditor's check, and fails it with one byte of a record changed or another key's signature", () => {
    const given = { hash: made.hash, signature: made.signature, publicKeyPem: devPublicKey };
    expect(auditArchive(bytes, given)).toMatchObject({ intact: true, signatureChecked: true });
    const tampered = rezipped(bytes, (files) => {
      files['sales.jsonl'] = files['sales.jsonl']!.replace('"quantity":2', '"quantity":3');
    });
    expect(auditArchive(tampered)).toEqual({ intact: false, problem: 'sales.jsonl: record 1 was changed (its hash is not its content\'s)' });
    expect(auditArchive(tampered, given)).toMatchObject({ intact: false, problem: expect.stringContaining("is not the archive's hash") });
    const other = generateKeyPairSync('ed25519');
    const forged = sign(null, Buffer.from(made.hash), other.privateKey).toString('base64');
    expect(auditArchive(bytes, { ...given, signature: forged })).toMatchObject({ intact: false, problem: expect.stringContaining('signature does not verify') });
    const removed = rezipped(bytes, (files) => {
      files['sales.jsonl'] = files['sales.jsonl']!.split('\n').filter((_, index) => index !== 1).join('\n');
    });
    expect(auditArchive(removed)).toMatchObject({ intact: false, problem: 'sales.jsonl: record 2 is missing' });
  });

  it('is its managers\' only: another organisation and a malformed id get GET_ARCHIVE, a seller 403', async () => {
    const stranger = await createSellingTour(app);
    expect((await download(stranger.manager.token, made.id)).status).toBe(404);
    expect(await app.api(`/v1/journal/archives/${made.id}/file`, { token: stranger.manager.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_ARCHIVE' } });
    expect(await app.api('/v1/journal/archives/not-an-id/file', { token: tour.manager.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_ARCHIVE' } });
    expect((await app.api('/v1/journal/archives', { token: stranger.manager.token })).body.data).toEqual([]);
    expect((await download(tour.seller.token, made.id)).status).toBe(403);
    expect((await app.api('/v1/journal/archives', { token: tour.seller.token })).status).toBe(403);
    expect((await archive(tour.seller.token, { period: 'month', key: thisMonth() })).status).toBe(403);
  });

  it('is kept as signed: the database refuses to change or remove it', async () => {
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/journal_archives is append-only: (UPDATE|DELETE) refused/) }) };
    await expect(app.db.update(journalArchives).set({ hash: '0'.repeat(64) }).where(eq(journalArchives.id, made.id))).rejects.toMatchObject(refusal);
    await expect(app.db.delete(journalArchives).where(eq(journalArchives.id, made.id))).rejects.toMatchObject(refusal);
  });
});

describe('a period not archivable', () => {
  it('refuses a period the organisation has not closed, and a key not of its period', async () => {
    const tour = await createSellingTour(app);
    await sold(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
    expect(await archive(tour.manager.token, { period: 'month', key: thisMonth() })).toMatchObject({ status: 409, body: { errorCode: 'ARCHIVE_PERIOD_NOT_CLOSED' } });
    expect(await archive(tour.manager.token, { period: 'year', key: '2020' })).toMatchObject({ status: 409, body: { errorCode: 'ARCHIVE_PERIOD_NOT_CLOSED' } });
    expect(await archive(tour.manager.token, { period: 'month', key: '2026' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await archive(tour.manager.token, { period: 'day', key: '2026-11-28' })).toMatchObject({ status: 400 });
  });
});

describe('the nightly job', () => {
  it('archives the month it closes for the organisation, once', async () => {
    const tour = await createSellingTour(app);
    await sellAndRefund(tour);
    const nextMonth = `${nextMonthOf(businessDayOf(new Date()))}-01`;
    const night = await closeDuePeriods(fromParisLocal(`${nextMonth}T07:00`)!, app.db, { clientIds: [clientOf(tour)] });
    expect(night.archives).toBeGreaterThanOrEqual(1);
    const list = await app.api('/v1/journal/archives', { token: tour.manager.token });
    // The job closes the stand's day (record 4) before the organisation's, whose range takes it in: 1 to 4.
    expect(list.body.data.filter((item: ArchiveView) => item.period === 'month')).toMatchObject([{ key: thisMonth(), firstSequence: 1, lastSequence: 4 }]);
    // A second run that morning makes nothing new here (other files' organisations share the database: its counts are theirs too).
    await closeDuePeriods(fromParisLocal(`${nextMonth}T08:00`)!, app.db, { clientIds: [clientOf(tour)] });
    expect((await app.api('/v1/journal/archives', { token: tour.manager.token })).body.data).toEqual(list.body.data);
    const file = await download(tour.manager.token, list.body.data[0].id);
    expect(auditArchive(file.bytes, { hash: list.body.data[0].hash, signature: list.body.data[0].signature, publicKeyPem: devPublicKey })).toMatchObject({ intact: true });
  });
});

function nextMonthOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}
