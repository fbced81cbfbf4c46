import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import type { Executor } from '@/lib/db';
import { invoices, type InvoiceRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

/** Whether the actor may see a client's billing: its own managers, and platform admins. */
export function seesClientBilling(actor: Actor, clientId: string): boolean {
  return actor.role === 'admin' || (actor.role === 'client' && actor.clientId === clientId);
}

/**
 * An invoice the actor may see: its client's own managers see it once issued (a draft is not shown to the client,
 * spec §6), admins see every one. Anything else is INVOICE_NOT_FOUND, never a hint that it exists.
 */
export async function requireVisibleInvoice(executor: Executor, actor: Actor, id: string, options: { forUpdate?: boolean } = {}): Promise<InvoiceRow> {
  if (!isUuid(id)) throw new AppError('INVOICE_NOT_FOUND');
  const query = executor.select().from(invoices).where(eq(invoices.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || !seesClientBilling(actor, row.clientId)) throw new AppError('INVOICE_NOT_FOUND');
  if (row.status === 'draft' && actor.role !== 'admin') throw new AppError('INVOICE_NOT_FOUND');
  return row;
}
