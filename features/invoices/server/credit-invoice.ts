import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { invoiceLines, invoices } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { InvoiceView } from '../types';
import { requireVisibleInvoice } from './invoice-access';
import { issueInvoice } from './issue-invoice';

/**
 * POST /v1/invoices/{id}/credit-note (admins): cancels an issued invoice the only way French law allows, with a
 * credit note of its own number, for the whole invoice: the same lines with negative amounts, the same period and the
 * identities printed on the invoice. Once per invoice: INVOICE_ALREADY_CREDITED after (the invoice's row is locked
 * while it is checked, so two admins at once make one). A draft is not an invoice yet, and a credit note is not
 * credited: INVOICE_NOT_CREDITABLE.
 */
export async function creditInvoice(actor: Actor, invoiceId: string): Promise<InvoiceView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const invoice = await requireVisibleInvoice(tx, actor, invoiceId, { forUpdate: true });
    if (invoice.status === 'draft' || invoice.kind === 'creditNote') throw new AppError('INVOICE_NOT_CREDITABLE');
    const [credited] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.creditedInvoiceId, invoice.id), eq(invoices.kind, 'creditNote')));
    if (credited) throw new AppError('INVOICE_ALREADY_CREDITED');
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)).orderBy(invoiceLines.position);
    return issueInvoice(
      {
        clientId: invoice.clientId,
        kind: 'creditNote',
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        lines: lines.map((line) => ({ label: line.label, quantity: line.quantity, unitAmountExclVat: -line.unitAmountExclVat, vatRate: line.vatRate, eventId: line.eventId })),
        createdBy: actor.userId,
        creditedInvoiceId: invoice.id,
        parties: invoice.seller && invoice.buyer ? { seller: invoice.seller, buyer: invoice.buyer } : undefined,
      },
      tx,
    );
  });
}
