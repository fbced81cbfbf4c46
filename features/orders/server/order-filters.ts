import { and, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { requireProject, visibleProjectCondition } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { parisDayEnd, parisDayStart } from '@/lib/datetime/paris-time';
import type { Executor } from '@/lib/db';
import { orderItems, orders, standSellers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CountOrdersQuery } from '../schemas';

/** The orders whose money is in (refund-model.ts): the only ones a refund may touch and the takings count. */
export { moneyInStatuses } from '../refund-model';

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (character) => `\\${character}`);

/** A ticket number (digits only), a customer's e-mail or a product's name as sold. */
function textCondition(db: Executor, q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const soldProduct = db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.productTitle, pattern)));
  return or(/^\d{1,9}$/.test(q) ? eq(orders.ticketNumber, Number(q)) : undefined, ilike(orders.customerEmail, pattern), exists(soldProduct));
}

/**
 * The conditions the list and the count share. Visibility first, as everywhere: the tours the actor belongs to
 * (a tour filter that is not theirs is NOT_FOUND), and for a seller only the orders of the stands they are
 * assigned to. Days are Paris days, inclusive.
 */
export async function orderConditions(db: Executor, actor: Actor, query: CountOrdersQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [await visibleProjectCondition(actor, orders.projectId)];
  if (actor.role === 'seller') {
    conditions.push(inArray(orders.standId, db.select({ id: standSellers.standId }).from(standSellers).where(eq(standSellers.userId, actor.userId))));
  }
  if (query.projectId) conditions.push(eq(orders.projectId, (await requireProject(actor, query.projectId, 'read')).projectId));
  if (query.eventId) conditions.push(eq(orders.eventId, query.eventId));
  if (query.standId) conditions.push(eq(orders.standId, query.standId));
  if (query.sellerUserId) conditions.push(eq(orders.sellerUserId, query.sellerUserId));
  if (query.status?.length) conditions.push(inArray(orders.status, query.status));
  if (query.channel) conditions.push(eq(orders.channel, query.channel));
  if (query.paymentMethod) conditions.push(eq(orders.paymentMethod, query.paymentMethod));
  const from = query.from ? parisDayStart(query.from) : null;
  const to = query.to ? parisDayEnd(query.to) : null;
  const unreal = (['from', 'to'] as const).filter((field) => query[field] && !{ from, to }[field]);
  if (unreal.length) throw new AppError('VALIDATION_ERRORS', { fields: unreal });
  // The days of the sale, not of its arrival: a sale made offline counts on the day it was made (issue #26).
  if (from) conditions.push(gte(orders.soldAt, from));
  if (to) conditions.push(lt(orders.soldAt, to));
  if (query.q) conditions.push(textCondition(db, query.q));
  return and(...conditions);
}
