import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { requireStand } from '@/features/stands/server/stand-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, readTogether } from '@/lib/db';
import { cashDetails, orderItems, orders, payments, refunds, users } from '@/lib/db/schema';
import { drawerDifference, expectedCash, movementTotals } from '../drawer';
import { discountsAndComps, type ShiftCash, type ShiftReport } from '../shift-report';
import { movementsOfStands, movementViewOf } from './cash-movements';
import { takingsByStand, takingsReads, takenOrders } from './takings-reads';

const atStand = (standId: string) => and(eq(orders.standId, standId), eq(orders.channel, 'event'));

/**
 * GET /v1/stands/{id}/shift-report: the stand's "Z" for its date: its takings by method (the one definition of
 * takings), the discounts and comps of its sales, the drawer's expected and last counted cash, the card total and
 * what became of its ticket numbers. Who may read it: `requireStand` (the stand's sellers, the tour's team, admins;
 * a seller of another stand NOT_ALLOWED_ON_STAND, another tenant GET_STAND).
 */
export async function readShiftReport(actor: Actor, standId: string): Promise<ShiftReport> {
  const db = await getDb();
  const { stand, event } = await requireStand(actor, standId, db);
  const [takenRead, refundedRead] = takingsReads(db, { eventId: event.id });
  const [taken, refunded, lines, lastCount, lastCashMove, lastCashRefund, declined, waiting, movementRows] = await readTogether(db, [
    takenRead,
    refundedRead,
    db
      .select({ quantity: orderItems.quantity, refundedQuantity: orderItems.refundedQuantity, unitPrice: orderItems.unitPrice, discount: orderItems.discount, discountReason: orderItems.discountReason })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(atStand(stand.id), takenOrders())),
    db
      .select({ total: cashDetails.total, createdAt: cashDetails.createdAt, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(cashDetails)
      .leftJoin(users, eq(users.id, cashDetails.countedBy))
      .where(eq(cashDetails.standId, stand.id))
      .orderBy(desc(cashDetails.createdAt), desc(cashDetails.id))
      .limit(1),
    // The last cash that came in: a cash payment that went through (a split sale's cash part included).
    db
      .select({ at: max(payments.updatedAt) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(atStand(stand.id), eq(payments.method, 'cash'), eq(payments.status, 'succeeded'), takenOrders())),
    db
      .select({ at: max(refunds.createdAt) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(atStand(stand.id), eq(refunds.method, 'cash'))),
    // A card attempt the terminal declined (or the seller abandoned): canceled with no money ever in.
    db
      .select({ ticket: orders.ticketNumber })
      .from(orders)
      .where(and(atStand(stand.id), eq(orders.status, 'canceled'), eq(orders.paymentMethod, 'card'), isNull(orders.paidAt), eq(orders.refundedAmount, 0)))
      .orderBy(asc(orders.ticketNumber)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(atStand(stand.id), eq(orders.status, 'inProgress'))),
    movementsOfStands(db, [stand.id]),
  ]);
  const takings = takingsByStand(taken, refunded).ofStand(stand.id);
  const { discounts, comps } = discountsAndComps(lines);
  const [count] = lastCount;
  const movements = movementRows.map(movementViewOf);
  const lastMovement = movementRows.at(-1)?.movement.occurredAt;
  const lastMove = [lastCashMove[0]?.at, lastCashRefund[0]?.at, lastMovement].filter((at): at is Date => at instanceof Date).sort((a, b) => b.getTime() - a.getTime())[0];
  const { cashIn, cashOut } = movementTotals(movements);
  const expected = expectedCash({ float: stand.changeFund, cashSales: takings.standCash.gross, cashRefunds: takings.standCash.refunded, cashIn, cashOut });
  const cash: ShiftCash | null = stand.isCashCompatible
    ? {
        changeFund: stand.changeFund,
        movements,
        cashIn,
        cashOut,
        expected,
        counted: count ? { total: count.total, countedAt: count.createdAt.toISOString(), countedBy: nameOf(count) } : null,
        difference: drawerDifference(count?.total ?? null, expected),
        // No cash moved: the fund counted at the opening is the drawer.
        upToDate: !lastMove || (count !== undefined && count.createdAt >= lastMove),
      }
    : null;
  return {
    standId: stand.id,
    standName: stand.name,
    standStatus: stand.status,
    eventId: event.id,
    eventName: event.name,
    takings,
    discounts,
    comps,
    cash,
    cardTotal: takings.standCard.net,
    tickets: { last: stand.lastTicketNumber, declined: declined.map((row) => row.ticket), awaitingCard: waiting[0]?.count ?? 0 },
    readAt: new Date().toISOString(),
  };
}

function nameOf(user: { firstName: string | null; lastName: string | null; email: string | null }): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name || user.email;
}
