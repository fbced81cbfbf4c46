import { and, eq } from 'drizzle-orm';
import { canWrite, findProjectAccess, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Executor, type Tx } from '@/lib/db';
import { orders, standSellers } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import type { OrderRow } from './order-view';

export interface OrderAccess {
  order: OrderRow;
  project: ProjectAccess;
}

async function isAssigned(db: Executor, standId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: standSellers.userId })
    .from(standSellers)
    .where(and(eq(standSellers.standId, standId), eq(standSellers.userId, userId)));
  return Boolean(row);
}

/**
 * Who may see or change an order, decided from its tour like everything inside a tour: an unknown, malformed or
 * another tenant's id is ORDER_NOT_FOUND. The tour's team reads; a seller of the tour only the orders of a stand
 * they are assigned to (else NOT_ALLOWED_ON_STAND): a shop order has no stand, so refunding an online order is the
 * tour's writers' act (docs/decisions.md, 2026-11-25). Changing (status, refunds) is for the tour's writers and those
 * sellers (a viewer gets FORBIDDEN), on an active tour (FORBIDDEN_ON_INACTIVE_PROJECT).
 */
export async function requireOrder(actor: Actor, id: string, right: 'read' | 'write', db?: Executor): Promise<OrderAccess> {
  const executor = db ?? (await getDb());
  const [order] = isUuid(id) ? await executor.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const project = await findProjectAccess(actor, order.projectId, executor);
  if (!project) throw new AppError('ORDER_NOT_FOUND');
  if (project.membership === 'seller') {
    if (!order.standId || !(await isAssigned(executor, order.standId, actor.userId))) throw new AppError('NOT_ALLOWED_ON_STAND');
  } else if (right === 'write' && !canWrite(project.membership)) {
    throw new AppError('FORBIDDEN');
  }
  if (right === 'write' && project.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  return { order, project };
}

/** `requireOrder(…, 'write')` in the caller's transaction, then the order's row locked and read again under the lock. */
export async function requireOrderForUpdate(actor: Actor, id: string, tx: Tx): Promise<OrderAccess> {
  const access = await requireOrder(actor, id, 'write', tx);
  const [order] = await tx.select().from(orders).where(eq(orders.id, access.order.id)).for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { ...access, order };
}
