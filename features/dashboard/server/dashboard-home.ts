import { and, asc, count, eq, inArray, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { takingsReads, takingsByStand } from '@/features/orders/server/takings-reads';
import { visibleProjectCondition } from '@/features/projects/server/project-access';
import { LOW_STOCK_MAX } from '@/features/stock/low-stock';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether, type Executor } from '@/lib/db';
import { eventPerformances, events, inventories, inventoryLevels, inventoryTransferItems, inventoryTransfers, orders, projects, serviceRequests, standDevices, stands } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import type { DashboardDate, DashboardView, RunningDate } from '../types';

const NEXT_DATES = 5;
const TRANSFERS_SHOWN = 5;

/**
 * GET /v1/dashboard: the manager's home across the active tours their organisation takes part in (issue #29). Eight
 * grouped reads side by side (tours, dates, transfers on the road, shop orders owed, low stands, tablets, service
 * requests), then the takings of the dates running today, each through `takingsOf` as on the event's page.
 */
export async function dashboardHome(actor: Actor, now = new Date()): Promise<DashboardView> {
  const db = await getDb();
  const visible = await visibleProjectCondition(actor, projects.id);
  const tours = and(eq(projects.status, 'active'), visible)!;
  const tourIds = db.select({ id: projects.id }).from(projects).where(tours);
  const today = toParisDate(now);

  const [tourRows, dateRows, transferRows, [transferCount], shopRows, lowRows, tabletRows, requestRows] = await readTogether(db, [
    db.select({ projectId: projects.id, name: projects.name }).from(projects).where(tours).orderBy(asc(projects.name)),
    datesOf(db, tourIds),
    transfersToStands(db, tourIds).orderBy(asc(inventoryTransfers.createdAt)).limit(TRANSFERS_SHOWN),
    db.select({ value: count() }).from(inventoryTransfers).innerJoin(inventories, eq(inventories.id, inventoryTransfers.toInventoryId)).where(onTheRoadToStands(tourIds)),
    db
      .select({
        eventId: events.id,
        projectId: events.projectId,
        eventName: events.name,
        toPrepare: sql<number>`(count(*) filter (where ${orders.status} = 'paid'))::int`,
        prepared: sql<number>`(count(*) filter (where ${orders.status} = 'prepared'))::int`,
      })
      .from(orders)
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(and(inArray(events.projectId, tourIds), eq(orders.channel, 'shop'), inArray(orders.status, ['paid', 'prepared']), lt(orders.refundedAmount, orders.totalInclVat)))
      .groupBy(events.id),
    db
      .select({ standId: stands.id, projectId: events.projectId, eventId: events.id, eventName: events.name, standName: stands.name, variants: sql<number>`count(*)::int` })
      .from(inventoryLevels)
      .innerJoin(stands, eq(stands.inventoryId, inventoryLevels.inventoryId))
      .innerJoin(events, eq(events.id, stands.eventId))
      .where(and(inArray(events.projectId, tourIds), eq(events.status, 'inProgress'), sql`${inventoryLevels.available} between 1 and ${LOW_STOCK_MAX}`))
      .groupBy(stands.id, events.id),
    db
      .select({
        standId: stands.id,
        projectId: events.projectId,
        eventId: events.id,
        eventName: events.name,
        standName: stands.name,
        number: standDevices.number,
        label: standDevices.label,
        pending: standDevices.pending,
        oldestPendingAt: standDevices.oldestPendingAt,
        lastSyncAt: standDevices.lastSyncAt,
      })
      .from(standDevices)
      .innerJoin(stands, eq(stands.id, standDevices.standId))
      .innerJoin(events, eq(events.id, stands.eventId))
      .where(and(inArray(events.projectId, tourIds), sql`${standDevices.pending} > 0`))
      .orderBy(asc(standDevices.oldestPendingAt)),
    db
      .select({ id: serviceRequests.id, projectId: events.projectId, eventId: events.id, eventName: events.name, kind: serviceRequests.kind, status: serviceRequests.status })
      .from(serviceRequests)
      .innerJoin(events, eq(events.id, serviceRequests.eventId))
      .where(and(inArray(events.projectId, tourIds), inArray(serviceRequests.status, ['requested', 'acknowledged', 'shipped']), sql`${events.status} <> 'canceled'`))
      .orderBy(asc(serviceRequests.requestedAt)),
  ]);

  const dates: DashboardDate[] = dateRows.map((row) => ({
    eventId: row.eventId,
    projectId: row.projectId,
    tourName: row.tourName,
    name: row.name,
    city: row.city,
    status: row.status,
    day: row.firstStartsAt ? toParisDate(row.firstStartsAt) : null,
    lastDay: row.lastStartsAt ? toParisDate(row.lastStartsAt) : null,
  }));
  const byDay = (a: DashboardDate, b: DashboardDate) => (a.day ?? '9999').localeCompare(b.day ?? '9999') || a.name.localeCompare(b.name, 'fr');
  const isToday = (date: DashboardDate) => date.day !== null && date.day <= today && (date.lastDay ?? date.day) >= today;
  const runningDates = dates.filter((date) => date.status !== 'canceled' && date.status !== 'finished' && (isToday(date) || (date.status === 'inProgress' && (date.lastDay ?? today) >= today))).sort(byDay);
  const running = await takingsOfRunning(db, runningDates);

  return {
    today,
    tours: tourRows.map((tour) => {
      const own = dates.filter((date) => date.projectId === tour.projectId && date.status !== 'canceled');
      const next = own.filter((date) => date.day !== null && date.day >= today).sort(byDay)[0];
      return { ...tour, dates: own.length, nextDay: next?.day ?? null };
    }),
    running,
    nextDates: dates.filter((date) => date.status === 'pending' && date.day !== null && date.day > today).sort(byDay).slice(0, NEXT_DATES),
    todo: {
      transfersToCheckIn: { count: transferCount?.value ?? 0, items: transferRows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })) },
      closingsToDo: dates.filter((date) => date.status === 'inProgress' && date.lastDay !== null && date.lastDay < today).sort(byDay),
      shopOrders: shopRows,
      lowStock: lowRows.sort((a, b) => b.variants - a.variants),
      unsyncedTablets: tabletRows.map((row) => ({ ...row, oldestPendingAt: row.oldestPendingAt?.toISOString() ?? null, lastSyncAt: row.lastSyncAt?.toISOString() ?? null })),
      serviceRequests: requestRows as DashboardView['todo']['serviceRequests'],
    },
  };
}

/** The tours' dates with their first and last performances. */
function datesOf(db: Executor, tourIds: SQLWrapper) {
  return db
    .select({
      eventId: events.id,
      projectId: events.projectId,
      tourName: projects.name,
      name: events.name,
      city: events.city,
      status: events.status,
      firstStartsAt: sql<Date | null>`min(${eventPerformances.startsAt})`.mapWith((value: string | Date) => new Date(value)),
      lastStartsAt: sql<Date | null>`max(${eventPerformances.startsAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(events)
    .innerJoin(projects, eq(projects.id, events.projectId))
    .leftJoin(eventPerformances, eq(eventPerformances.eventId, events.id))
    .where(inArray(events.projectId, tourIds))
    .groupBy(events.id, projects.name);
}

/** Transfers of these tours on their way to a stand (joined to their destination, `inventories`). */
const onTheRoadToStands = (tourIds: SQLWrapper) => and(inArray(inventoryTransfers.projectId, tourIds), eq(inventoryTransfers.status, 'inProgress'), eq(inventories.kind, 'stand'));

/** Transfers on their way to a stand, with their units and the stand's date. */
function transfersToStands(db: Executor, tourIds: SQLWrapper) {
  return db
    .select({
      transferId: inventoryTransfers.id,
      projectId: inventoryTransfers.projectId,
      eventName: events.name,
      standName: inventories.name,
      units: sql<number>`(select coalesce(sum(${inventoryTransferItems.quantity}), 0)::int from ${inventoryTransferItems} where ${inventoryTransferItems.transferId} = ${inventoryTransfers.id})`,
      sentAt: inventoryTransfers.createdAt,
    })
    .from(inventoryTransfers)
    .innerJoin(inventories, eq(inventories.id, inventoryTransfers.toInventoryId))
    .leftJoin(stands, eq(stands.inventoryId, inventories.id))
    .leftJoin(events, eq(events.id, stands.eventId))
    .where(onTheRoadToStands(tourIds))
    .$dynamic();
}

/** Each running date's takings per stand and online, read date by date (a few a day) through `takingsOf`. */
async function takingsOfRunning(db: Executor, dates: DashboardDate[]): Promise<RunningDate[]> {
  if (!dates.length) return [];
  const standRows = await db
    .select({ standId: stands.id, eventId: stands.eventId, name: stands.name, status: stands.status })
    .from(stands)
    .where(inArray(stands.eventId, dates.map((date) => date.eventId)))
    .orderBy(asc(stands.name));
  return Promise.all(
    dates.map(async (date) => {
      const [taken, refunded] = await Promise.all(takingsReads(db, { eventId: date.eventId }));
      const takings = takingsByStand(taken, refunded);
      const all = takings.all();
      return {
        ...date,
        net: all.total.net,
        sales: all.total.sales,
        onlineNet: all.online.net,
        stands: standRows
          .filter((stand) => stand.eventId === date.eventId)
          .map((stand) => {
            const own = takings.ofStand(stand.standId);
            return { standId: stand.standId, name: stand.name, status: stand.status, net: own.total.net, sales: own.total.sales };
          }),
      };
    }),
  );
}
