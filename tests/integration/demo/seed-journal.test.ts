import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '@/features/demo/server/seed-demo';
import { DEMO_PAST_EVENT, DEMO_TOUR_NAME } from '@/features/demo/server/seed-demo-tour';
import { businessDayOf } from '@/features/journal/business-day';
import { closingOf } from '@/features/journal/server/closing-record';
import { events, journalArchives, journalRecords, orders, projects, stands, users } from '@/lib/db/schema';
import { auditArchive, publishedPublicKey } from '@/lib/journal/audit-archive';
import { verifyChains } from '@/lib/journal/verify-chain';
import { tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * Issue #27 on the demo: every money event in a chain that verifies, each sale at the time it was made (the past
 * date's, made offline on its evening, too), the past business day's Z and its month's closing summing the date's
 * sales, the month archived, and its FEC booking them on their day.
 */

let app: TestApp;
let clientId: string;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(app.db);
  const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@demo.test'));
  clientId = manager!.clientId!;
});
afterAll(() => app.close());

const salesRecords = (kind: string) => app.db.select().from(journalRecords).where(and(eq(journalRecords.clientId, clientId), eq(journalRecords.chain, 'sales'), eq(journalRecords.kind, kind)));

async function pastDate() {
  const [tour] = await app.db.select().from(projects).where(and(eq(projects.ownerClientId, clientId), eq(projects.name, DEMO_TOUR_NAME)));
  const [date] = await app.db.select().from(events).where(and(eq(events.projectId, tour!.id), eq(events.name, DEMO_PAST_EVENT)));
  const dateOrders = await app.db.select().from(orders).where(eq(orders.eventId, date!.id));
  return { date: date!, orders: dateOrders, day: businessDayOf(dateOrders[0]!.soldAt) };
}

it('keeps the demo’s chains intact, with each paid order’s sale recorded at the time it was sold', async () => {
  const checks = await verifyChains(app.db, clientId);
  expect(checks.map((check) => [check.chain, check.firstBreak])).toEqual(expect.arrayContaining([['sales', null], ['technical', null]]));
  expect(checks.every((check) => check.firstBreak === null)).toBe(true);

  const paid = await app.db.select().from(orders).where(and(eq(orders.clientId, clientId), isNotNull(orders.paidAt)));
  const sales = await salesRecords('sale');
  // Both dates' stands and the shop: 5 sales on each date (today's card sales on the sandbox) and the shop's paid orders.
  expect(paid.length).toBeGreaterThanOrEqual(12);
  expect(sales).toHaveLength(paid.length);
  for (const order of paid) {
    const record = sales.filter((entry) => entry.subjectId === order.id);
    expect(record, `the sale record of order ${order.id}`).toHaveLength(1);
    expect(record[0]!.occurredAt.toISOString()).toBe(order.soldAt.toISOString());
    expect((record[0]!.content as { occurredAt: string }).occurredAt).toBe(order.soldAt.toISOString());
  }
});

it('has the past date’s sales made offline on its evening, in cash, by each stand’s tablet', async () => {
  const { date, orders: dateOrders, day } = await pastDate();
  // In a month that is over, so that the month has its closing and its archive (demoPastDay).
  expect(day.slice(0, 7) < businessDayOf(new Date()).slice(0, 7)).toBe(true);
  expect(dateOrders).toHaveLength(5);
  for (const order of dateOrders) {
    expect(order).toMatchObject({ status: 'finished', paymentMethod: 'cash', deviceId: expect.any(String), deviceSequence: expect.any(Number) });
    expect(businessDayOf(order.soldAt)).toBe(day);
    // Recorded when it arrived (the seed), sold on the date's evening.
    expect(order.createdAt.getTime()).toBeGreaterThan(order.soldAt.getTime());
  }
  const dateStands = await app.db.select().from(stands).where(eq(stands.eventId, date.id));
  expect(new Set(dateOrders.map((order) => order.standId))).toEqual(new Set(dateStands.map((stand) => stand.id)));
});

it('closes the past business day and its month, each stand’s and the organisation’s, summing the date’s takings', async () => {
  const { orders: dateOrders, day } = await pastDate();
  const takings = (standId?: string) => dateOrders.filter((order) => !standId || order.standId === standId).reduce((sum, order) => sum + order.totalInclVat, 0);
  expect(takings()).toBe(24_800);
  const closings = (await salesRecords('closing')).map(closingOf);

  const days = closings.filter((closing) => closing.period === 'day' && closing.key === day);
  const organisationDay = days.find((closing) => closing.standId === null)!;
  expect(organisationDay.figures.sales).toMatchObject({ count: 5, inclVat: takings() });
  expect(organisationDay.figures.payments).toEqual([{ method: 'cash', sales: takings(), refunds: 0 }]);
  const standDays = days.filter((closing) => closing.standId !== null);
  expect(standDays).toHaveLength(2);
  for (const closing of standDays) expect(closing.figures.sales.inclVat).toBe(takings(closing.standId!));

  const month = closings.filter((closing) => closing.period === 'month' && closing.key === day.slice(0, 7));
  expect(month).toHaveLength(3);
  expect(month.find((closing) => closing.standId === null)!.figures.sales).toMatchObject({ count: 5, inclVat: takings() });
  expect(month.every((closing) => closing.closedBy === null)).toBe(true);
});

it('archives the closed month, signed with the development key, and its FEC books the date’s sales on their day', async () => {
  const { orders: dateOrders, day } = await pastDate();
  const month = day.slice(0, 7);
  const [archive] = await app.db.select().from(journalArchives).where(and(eq(journalArchives.clientId, clientId), eq(journalArchives.period, 'month'), eq(journalArchives.periodKey, month)));
  expect(archive).toMatchObject({ keyId: 'dev-2026' });
  const publicKeyPem = publishedPublicKey(readFileSync(path.resolve(__dirname, '../../../docs/journal-signing-keys.md'), 'utf8'), 'dev-2026')!;
  const audit = auditArchive(new Uint8Array(archive!.file), { hash: archive!.hash, signature: archive!.signature, publicKeyPem });
  expect(audit).toMatchObject({ intact: true, signatureChecked: true });
  // The range of the organisation's day: the five sales and the two stands' Z before it.
  expect(audit.intact && audit.manifest.parts.sales.count).toBe(7);

  const [manager] = await app.db.select().from(users).where(eq(users.email, 'manager@demo.test'));
  const token = await tokenFor(app.db, { id: manager!.id, email: manager!.email, clientId, roles: ['client'] });
  const response = await fetch(`${app.baseUrl}/api/v1/journal/fec?from=${month}-01&to=${day}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const lines = (await response.text()).split('\r\n').slice(1).filter(Boolean).map((line) => line.split('\t'));
  const cash = lines.filter((line) => line[4] === '530000');
  expect(cash).toHaveLength(5);
  expect(new Set(cash.map((line) => line[3]))).toEqual(new Set([day.replaceAll('-', '')]));
  const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);
  expect(cash.reduce((sum, line) => sum + cents(line[11]!), 0)).toBe(dateOrders.reduce((sum, order) => sum + order.totalInclVat, 0));
});
