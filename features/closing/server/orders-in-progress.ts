import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { orders, shopCollectionStands, stands } from '@/lib/db/schema';

/**
 * The event's orders the closing must see finished or canceled first: those awaiting payment (creating,
 * inProgress) and the click-and-collect orders paid or prepared but not handed over yet, with a stand that
 * collects them (the first by name), where the manager may hand them over.
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
      collectionStandId: sql<string | null>`(select ${shopCollectionStands.standId} from ${shopCollectionStands} inner join ${stands} collecting on collecting.id = ${shopCollectionStands.standId} where ${shopCollectionStands.shopId} = ${orders.shopId} order by collecting.name, collecting.id limit 1)`,
      customerName: orders.customerName,
      totalInclVat: orders.totalInclVat,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(stands, eq(stands.id, orders.standId))
    .where(and(eq(orders.eventId, eventId), or(inArray(orders.status, ['creating', 'inProgress']), and(eq(orders.channel, 'shop'), inArray(orders.status, ['paid', 'prepared'])))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
