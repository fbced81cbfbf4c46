import { and, eq } from 'drizzle-orm';
import { takingsOf, type Takings } from '@/features/orders';
import { displayName } from '@/features/orders/server/order-view';
import { variantLabelOf } from '@/features/products/variant-label';
import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { events, standSellers, stands } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { divideRounded } from '@/lib/money/rounding';
import type { CompReport, DateReport, PerHead, ProductDateCell, ProductReport, SellerReport, SoldFigures, StandReport, TourReport, VariantReport } from '../types';
import { reportRowsOf } from './kept-dates';
import { vatAndFeesOf } from './vat-and-fees';
import { damagedRead, datesRead, receivedRead, sellerNamesRead, standsRead, variantsRead, type ReportScope } from './report-reads';

/**
 * GET /v1/projects/{id}/report: what the tour sold, where, per head, by size and by seller (issue #29). Every figure
 * is an SQL aggregate (a few rows per date, stand and variant), whatever the number of orders; takings go through
 * `takingsOf` as on every other screen. The tour's team and the admins read the whole tour; a seller only the stands
 * they work at, with no shop (their dates' figures are those stands').
 */
export async function tourReport(actor: Actor, projectId: string): Promise<TourReport> {
  const access = await requireProject(actor, projectId, 'read');
  const db = await getDb();
  const scope: ReportScope = { projectId: access.projectId };
  if (access.membership === 'seller') {
    const own = await db
      .select({ id: stands.id })
      .from(stands)
      .innerJoin(standSellers, eq(standSellers.standId, stands.id))
      .innerJoin(events, eq(events.id, stands.eventId))
      .where(and(eq(events.projectId, access.projectId), eq(standSellers.userId, actor.userId)));
    scope.standIds = own.map((stand) => stand.id);
  }
  const [dateRows, standRows, tourRows, variantRows, received, [damaged], vatAndFees] = await Promise.all([
    datesRead(db, scope),
    standsRead(db, scope),
    reportRowsOf(db, scope.projectId),
    variantsRead(db, scope),
    receivedRead(db, scope),
    damagedRead(db, scope),
    scope.standIds ? null : vatAndFeesOf(db, scope.projectId),
  ]);
  // A seller's report is their stands' sales only, none online (the rows are the tour's: the closed dates' are kept).
  const own = (row: { standId: string | null; online: boolean }) => !scope.standIds || (!row.online && row.standId !== null && scope.standIds.includes(row.standId));
  const [taken, refunded, lines] = [tourRows.taken.filter(own), tourRows.refunded.filter(own), tourRows.lines.filter(own)];
  const sellerIds = [...new Set(lines.flatMap((row) => (row.sellerUserId && !row.online ? [row.sellerUserId] : [])))];
  const names = sellerIds.length ? await sellerNamesRead(db, sellerIds) : [];

  const takingsWhere = (keep: (row: { eventId: string; standId: string | null; sellerUserId: string | null; online: boolean }) => boolean): Takings =>
    takingsOf(taken.filter(keep), refunded.filter(keep));
  // Sums keyed once, in one pass each: the report has tens of thousands of line rows at 100,000 orders.
  const unitsByDate = sumBy(lines, (row) => row.eventId, (row) => row.units);
  const unitsByStand = sumBy(lines.filter((row) => !row.online), (row) => row.standId ?? '', (row) => row.units);
  const linesByVariant = new Map(groupBy(lines, (row) => row.productVariantId ?? ''));
  const tourTakings = takingsWhere(() => true);
  const tourUnits = lines.reduce((sum, row) => sum + row.units, 0);

  const visibleDates = scope.standIds ? dateRows.filter((row) => standRows.some((stand) => stand.eventId === row.eventId)) : dateRows;
  const dates: DateReport[] = visibleDates
    .map((row) => {
      const takings = takingsWhere((line) => line.eventId === row.eventId);
      const units = unitsByDate.get(row.eventId) ?? 0;
      return {
        eventId: row.eventId,
        name: row.name,
        venueName: row.venueName,
        city: row.city,
        status: row.status,
        day: row.firstStartsAt ? toParisDate(row.firstStartsAt) : null,
        attendance: row.attendance,
        capacity: row.capacity,
        takings,
        units,
        perHead: perHeadOf(units, takings.total.net, row.attendance),
      };
    })
    .sort((a, b) => (a.day ?? '9999').localeCompare(b.day ?? '9999') || a.name.localeCompare(b.name, 'fr') || a.eventId.localeCompare(b.eventId));
  // Every list in one order whatever the order of the rows (the kept dates' come after the live ones).
  const dateRank = new Map(dates.map((date, index) => [date.eventId, index]));

  const standReports: StandReport[] = standRows
    .map((stand) => ({
      eventId: stand.eventId,
      standId: stand.standId,
      name: stand.name,
      takings: takingsWhere((row) => !row.online && row.standId === stand.standId),
      units: unitsByStand.get(stand.standId) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr') || (dateRank.get(a.eventId) ?? 0) - (dateRank.get(b.eventId) ?? 0) || a.standId.localeCompare(b.standId));

  const receivedByProduct = sumBy(received, (row) => row.productId, (row) => row.received);
  const receivedByVariant = sumBy(received, (row) => row.productVariantId, (row) => row.received);
  const receivedByProductDate = sumBy(received, (row) => `${row.productId}|${row.eventId}`, (row) => row.received);
  const products: ProductReport[] = groupBy(lines, (row) => row.productId ?? 'custom')
    .map(([, rows]) => {
      const productId = rows[0]!.productId;
      return { productId, title: rows[0]!.productTitle, category: rows[0]!.category, ...soldFigures(rows, productId ? (receivedByProduct.get(productId) ?? 0) : 0) };
    })
    .sort((a, b) => bestFirst(a, b) || a.title.localeCompare(b.title, 'fr') || (a.productId ?? '').localeCompare(b.productId ?? ''));

  const variants: VariantReport[] = variantRows
    .map((variant) => {
      const sold = linesByVariant.get(variant.productVariantId) ?? [];
      return {
        productId: variant.productId,
        productVariantId: variant.productVariantId,
        label: variantLabelOf(variant),
        size: variant.size,
        ...soldFigures(sold, receivedByVariant.get(variant.productVariantId) ?? 0),
      };
    })
    .filter((variant) => variant.units !== 0 || variant.received !== 0)
    .sort((a, b) => bestFirst(a, b) || a.productVariantId.localeCompare(b.productVariantId));

  const productDates: ProductDateCell[] = groupBy(
    lines.filter((row) => row.productId !== null),
    (row) => `${row.productId}|${row.eventId}`,
  ).map(([, rows]) => {
    const { productId, eventId } = rows[0]!;
    return { productId: productId!, eventId, ...soldFigures(rows, receivedByProductDate.get(`${productId}|${eventId}`) ?? 0) };
  }).sort((a, b) => a.productId.localeCompare(b.productId) || (dateRank.get(a.eventId) ?? 0) - (dateRank.get(b.eventId) ?? 0));

  // Per seller and date: the stand sales they rang up (the takings' rows and the lines, with their seller).
  const nameOf = new Map(names.map((user) => [user.id, displayName(user)]));
  const sellers: SellerReport[] = groupBy(
    lines.filter((row) => !row.online),
    (row) => `${row.eventId}|${row.sellerUserId}`,
  )
    .map(([, rows]) => {
      const { eventId, sellerUserId } = rows[0]!;
      const theirs = (row: { eventId: string; sellerUserId: string | null; online: boolean }) => !row.online && row.eventId === eventId && row.sellerUserId === sellerUserId;
      const takings = takingsWhere(theirs);
      return { eventId, userId: sellerUserId, name: sellerUserId ? (nameOf.get(sellerUserId) ?? null) : null, sales: takings.total.sales, units: rows.reduce((sum, row) => sum + row.units, 0), net: takings.total.net };
    })
    .sort((a, b) => b.net - a.net || (a.name ?? '').localeCompare(b.name ?? '', 'fr') || (dateRank.get(a.eventId) ?? 0) - (dateRank.get(b.eventId) ?? 0) || (a.userId ?? '').localeCompare(b.userId ?? ''));
  const comps: CompReport[] = groupBy(
    lines.filter((row) => row.compUnits > 0),
    (row) => row.discountReason ?? '',
  )
    .map(([, rows]) => ({ reason: rows[0]!.discountReason, units: rows.reduce((sum, row) => sum + row.compUnits, 0), value: rows.reduce((sum, row) => sum + row.compValue, 0) }))
    .sort((a, b) => b.units - a.units || (a.reason ?? '').localeCompare(b.reason ?? '', 'fr'));
  const attendance = sumOrNull(dates.map((date) => date.attendance));
  // Per head counts only the dates whose attendance is known: a date without it would lower the figure.
  const counted = dates.filter((date) => date.attendance !== null);
  return {
    projectId: access.projectId,
    scope: scope.standIds ? 'ownStands' : 'tour',
    takings: tourTakings,
    units: tourUnits,
    attendance,
    perHead: perHeadOf(
      counted.reduce((sum, date) => sum + date.units, 0),
      counted.reduce((sum, date) => sum + date.takings.total.net, 0),
      attendance,
    ),
    dates,
    stands: standReports,
    products,
    variants,
    productDates,
    sellers,
    comps,
    damaged: damaged?.units ?? 0,
    vatAndFees: vatAndFees && { ...vatAndFees, datesWithout: dates.filter((date) => date.status !== 'canceled').length - vatAndFees.dates.length },
    readAt: new Date().toISOString(),
  };
}

function soldFigures(rows: { units: number; net: number }[], received: number): SoldFigures {
  const units = rows.reduce((sum, row) => sum + row.units, 0);
  const net = rows.reduce((sum, row) => sum + row.net, 0);
  return { units, net, received, sellThrough: received > 0 ? Math.round((units / received) * 10_000) / 10_000 : null };
}

function perHeadOf(units: number, net: number, attendance: number | null): PerHead | null {
  if (!attendance) return null;
  return { units: Math.round((units / attendance) * 100) / 100, net: divideRounded(net, attendance) };
}

const bestFirst = (a: SoldFigures, b: SoldFigures) => b.units - a.units || b.net - a.net;

function sumOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((sum, value) => sum + value, 0) : null;
}

function sumBy<Row>(rows: Row[], keyOf: (row: Row) => string, valueOf: (row: Row) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + valueOf(row));
  return sums;
}

function groupBy<Row>(rows: Row[], keyOf: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups];
}
