import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { eventAdjustments, orders, users } from '@/lib/db/schema';
import type { SettlementAdjustment } from '../settlement-types';

/** The event's post-closing adjustments, oldest first, each signed by who made it. */
export async function readAdjustments(db: Executor, eventId: string): Promise<SettlementAdjustment[]> {
  const rows = await db
    .select({
      adjustment: eventAdjustments,
      createdBy: sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`,
      orderNumber: orders.ticketNumber,
      channel: orders.channel,
    })
    .from(eventAdjustments)
    .innerJoin(users, eq(users.id, eventAdjustments.createdBy))
    .innerJoin(orders, eq(orders.id, eventAdjustments.orderId))
    .where(eq(eventAdjustments.eventId, eventId))
    .orderBy(asc(eventAdjustments.createdAt), asc(eventAdjustments.id));
  return rows.map(({ adjustment, createdBy, orderNumber, channel }) => ({
    id: adjustment.id,
    kind: adjustment.kind,
    createdAt: adjustment.createdAt.toISOString(),
    createdBy,
    orderId: adjustment.orderId,
    orderNumber,
    channel,
    method: adjustment.method,
    amount: adjustment.amount,
    commission: adjustment.commission,
    units: adjustment.units,
    destination: adjustment.destination,
    payoutEffect: adjustment.payoutEffect,
    payoutTreatment: adjustment.payoutEffect === 0 ? 'none' : adjustment.carried ? 'nextPayout' : 'datePayout',
    reason: adjustment.reason,
  }));
}
