import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, stands } from '@/lib/db/schema';

/**
 * The event's orders the closing must see finished or canceled first: those awaiting payment (creating,
 * inProgress) and the click-and-collect orders paid or prepared but not handed over yet.
 */
export function ordersInProgressRead(db: Executor, eventId: string) {
  return db
    .select({
      id: orders.id,
      ticketNumber: orders.ticketNumber,
      channel: orders.channel,
      status: orders.status,
      standId: orders.standId,
      standName: stands.name,
      customerName: orders.customerName,
      totalInclVat: orders.totalInclVat,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(stands, eq(stands.id, orders.standId))
    .where(and(eq(orders.eventId, eventId), or(inArray(orders.status, ['creating', 'inProgress']), and(eq(orders.channel, 'shop'), inArray(orders.status, ['paid', 'prepared'])))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
