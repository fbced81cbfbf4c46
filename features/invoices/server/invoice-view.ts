import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { invoiceLines, invoices, type InvoiceRow } from '@/lib/db/schema';
import type { InvoiceLineView, InvoiceView } from '../types';

type LineRow = typeof invoiceLines.$inferSelect;

/** An allow-list of what the API shows of an invoice. */
export function toInvoiceView(row: InvoiceRow, lines: LineRow[], creditedInvoiceNumber: string | null = null): InvoiceView {
  return {
    id: row.id,
    clientId: row.clientId,
    kind: row.kind,
    status: row.status,
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    dueAt: row.dueAt,
    paidAt: row.paidAt?.toISOString() ?? null,
    totalExclVat: row.totalExclVat,
    totalVat: row.totalVat,
    totalInclVat: row.totalInclVat,
    seller: row.seller,
    buyer: row.buyer,
    creditedInvoiceId: row.creditedInvoiceId,
    creditedInvoiceNumber,
    lines: lines
      .filter((line) => line.invoiceId === row.id)
      .map(
        (line): InvoiceLineView => ({
          position: line.position,
          label: line.label,
          quantity: line.quantity,
          unitAmountExclVat: line.unitAmountExclVat,
          vatRate: line.vatRate,
          amountExclVat: line.amountExclVat,
          vatAmount: line.vatAmount,
          amountInclVat: line.amountInclVat,
          eventId: line.eventId,
        }),
      ),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The views of these invoices, lines and credited numbers read in two queries whatever their count. */
export async function invoiceViews(executor: Executor, rows: InvoiceRow[]): Promise<InvoiceView[]> {
  if (!rows.length) return [];
  const lines = await executor
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.position));
  const creditedIds = rows.flatMap((row) => (row.creditedInvoiceId ? [row.creditedInvoiceId] : []));
  const credited = creditedIds.length ? await executor.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, creditedIds)) : [];
  return rows.map((row) => toInvoiceView(row, lines, credited.find((entry) => entry.id === row.creditedInvoiceId)?.number ?? null));
}

export async function invoiceViewById(executor: Executor, id: string): Promise<InvoiceView | null> {
  const rows = await executor.select().from(invoices).where(eq(invoices.id, id));
  const [view] = await invoiceViews(executor, rows);
  return view ?? null;
}
