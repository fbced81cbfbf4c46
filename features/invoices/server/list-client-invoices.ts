import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { invoices } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { ListInvoicesQuery } from '../schemas';
import type { InvoiceView } from '../types';
import { seesClientBilling } from './invoice-access';
import { invoiceViews } from './invoice-view';

/**
 * GET /v1/clients/{id}/invoices: newest first (drafts, with no issue date yet, come first: descending puts nulls first).
 * The client's own managers never see drafts (spec §6); another client's list is NOT_FOUND.
 */
export async function listClientInvoices(actor: Actor, clientId: string, query: ListInvoicesQuery): Promise<Page<InvoiceView>> {
  if (!isUuid(clientId) || !seesClientBilling(actor, clientId)) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const conditions: SQL[] = [eq(invoices.clientId, clientId)];
  if (actor.role !== 'admin') conditions.push(ne(invoices.status, 'draft'));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.createdAt), desc(invoices.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return toPage(await invoiceViews(db, rows), total?.value ?? 0, query);
}
