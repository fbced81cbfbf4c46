import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { invoiceCounters, invoiceLines, invoices, type InvoiceParty } from '@/lib/db/schema';
import { toParisDate } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import { addDays, invoiceNumber, lineAmounts, totalsOf, type LineInput } from '../amounts';
import type { InvoiceKind, InvoiceView } from '../types';
import { clientIdentity } from './client-identity';
import { invoiceViewById } from './invoice-view';
import { platformIdentity } from './platform-identity';

/** Days between an invoice's issue and its due date (docs/decisions.md, "Fees and invoices"). */
export const PAYMENT_TERM_DAYS = 30;

export interface DraftInvoiceInput {
  clientId: string;
  kind: InvoiceKind;
  /** Paris calendar dates, both included. */
  periodStart: string;
  periodEnd: string;
  lines: LineInput[];
  /** The user who asked for it; null for a scheduled run. */
  createdBy: string | null;
  /** A credit note's invoice. */
  creditedInvoiceId?: string | null;
  /** Identities to print instead of today's (a credit note repeats its invoice's). */
  parties?: { seller: InvoiceParty; buyer: InvoiceParty };
}

export interface IssueInvoiceInput extends DraftInvoiceInput {
  /** The instant of issue; now unless a test or a late run says otherwise. Its Paris year numbers the invoice. */
  issuedAt?: Date;
}

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (tx) return work(tx);
  return (await getDb()).transaction(work);
}

function assertLines(lines: LineInput[]): void {
  const fields = lines.flatMap((line, index) => {
    const wrong: string[] = [];
    if (!line.label.trim()) wrong.push(`lines.${index}.label`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) wrong.push(`lines.${index}.quantity`);
    if (!Number.isSafeInteger(line.unitAmountExclVat)) wrong.push(`lines.${index}.unitAmountExclVat`);
    if (!(line.vatRate >= 0 && line.vatRate <= 100)) wrong.push(`lines.${index}.vatRate`);
    return wrong;
  });
  if (!lines.length) fields.push('lines');
  if (fields.length) throw new AppError('VALIDATION_ERRORS', { fields });
}

/** A draft: its lines and totals, no number, no identities, nothing due. Drafts may be issued or deleted. */
export async function draftInvoice(input: DraftInvoiceInput, tx?: Tx): Promise<string> {
  assertLines(input.lines);
  const amounts = input.lines.map(lineAmounts);
  return inTransaction(tx, async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        clientId: input.clientId,
        kind: input.kind,
        status: 'draft',
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        ...totalsOf(amounts),
        seller: input.parties?.seller ?? null,
        buyer: input.parties?.buyer ?? null,
        creditedInvoiceId: input.creditedInvoiceId ?? null,
        createdBy: input.createdBy,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(
      input.lines.map((line, index) => ({
        invoiceId: row!.id,
        position: index + 1,
        label: line.label,
        quantity: line.quantity,
        unitAmountExclVat: line.unitAmountExclVat,
        vatRate: line.vatRate,
        ...amounts[index]!,
        eventId: line.eventId ?? null,
      })),
    );
    return row!.id;
  });
}

/**
 * Issues a draft, in the caller's transaction: the next number of the Paris year of issue, taken by upserting that
 * year's counter row (the row stays locked until the transaction ends, so concurrent issues wait for each other and
 * a rolled-back one gives its number back: no gap, no duplicate); the platform's and the client's identities copied;
 * the due date set (none on a credit note: nothing is due on it). An invoice already issued is refused.
 */
export async function issueDraft(tx: Tx, invoiceId: string, issuedAt: Date = new Date()): Promise<void> {
  const [draft] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!draft) throw new AppError('NOT_FOUND');
  if (draft.status !== 'draft') throw new AppError('INVOICE_ALREADY_ISSUED');
  const day = toParisDate(issuedAt);
  const year = Number(day.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ sequence: invoiceCounters.lastSequence });
  const sequence = counter!.sequence;
  await tx
    .update(invoices)
    .set({
      status: 'issued',
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      issuedAt,
      dueAt: draft.kind === 'creditNote' ? null : addDays(day, PAYMENT_TERM_DAYS),
      seller: draft.seller ?? platformIdentity(),
      buyer: draft.buyer ?? (await clientIdentity(tx, draft.clientId)),
    })
    .where(eq(invoices.id, invoiceId));
}

/**
 * Makes and issues an invoice in one transaction (the caller's, if given): what the fee runs and the subscriptions'
 * paid periods call. The lines are priced excl. VAT; each line's VAT is rounded on the line and the totals are the
 * sums of the lines.
 */
export async function issueInvoice(input: IssueInvoiceInput, tx?: Tx): Promise<InvoiceView> {
  return inTransaction(tx, async (tx) => {
    const id = await draftInvoice(input, tx);
    await issueDraft(tx, id, input.issuedAt);
    return (await invoiceViewById(tx, id))!;
  });
}
