import { and, eq, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { billableEvents, clients, invoices, orders, payments, refunds } from '@/lib/db/schema';
import { isUniqueViolation } from '@/lib/db/errors';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import type { FeeInvoicesOutcome, InvoiceView } from '../types';
import { computeClientFees, periodInstants, type FeePeriod } from './compute-client-fees';
import { invoiceViews } from './invoice-view';
import { issueInvoice } from './issue-invoice';
import { clientsWithServiceFees } from './service-fees';

export interface ProducedInvoice {
  invoice: InvoiceView;
  /** False when the period's fee invoice existed already: it is returned as it was, nothing is issued twice. */
  created: boolean;
}

async function existingFeeInvoice(clientId: string, period: FeePeriod): Promise<InvoiceView | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.kind, 'fees'), eq(invoices.periodStart, period.start), eq(invoices.periodEnd, period.end)));
  const [view] = await invoiceViews(db, rows);
  return view ?? null;
}

/**
 * POST /v1/clients/{id}/invoice-fees: the client's fee invoice of the period, issued once (the unique index
 * invoices_fees_period holds even when two calls race: the loser gets the winner's invoice, and no number is spent).
 * NO_EVENT_FOUND_ON_REQUESTED_PERIOD when there is nothing to bill.
 */
export async function produceClientFeeInvoice(clientId: string, period: FeePeriod, createdBy: string | null): Promise<ProducedInvoice> {
  const existing = await existingFeeInvoice(clientId, period);
  if (existing) return { invoice: existing, created: false };
  const db = await getDb();
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND');
  const lines = await computeClientFees(db, clientId, period);
  if (!lines.length) throw new AppError('NO_EVENT_FOUND_ON_REQUESTED_PERIOD');
  try {
    const invoice = await issueInvoice({ clientId, kind: 'fees', periodStart: period.start, periodEnd: period.end, lines, createdBy });
    return { invoice, created: true };
  } catch (error) {
    const raced = isUniqueViolation(error) ? await existingFeeInvoice(clientId, period) : null;
    if (raced) return { invoice: raced, created: false };
    throw error;
  }
}

/** The clients with a billable event, a card payment or refund, or a stand service in the period: those who may have fees. */
async function clientsWithActivity(period: FeePeriod): Promise<string[]> {
  const db = await getDb();
  const { from, to } = periodInstants(period);
  const [billed, paid, refunded, services] = await Promise.all([
    db.selectDistinct({ clientId: billableEvents.clientId }).from(billableEvents).where(and(gte(billableEvents.occurredAt, from), lt(billableEvents.occurredAt, to))),
    db
      .selectDistinct({ clientId: orders.clientId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.method, 'card'), eq(payments.status, 'succeeded'), gte(payments.updatedAt, from), lt(payments.updatedAt, to))),
    db
      .selectDistinct({ clientId: orders.clientId })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.method, 'card'), gte(refunds.createdAt, from), lt(refunds.createdAt, to))),
    clientsWithServiceFees(db, from, to),
  ]);
  return [...new Set([...billed, ...paid, ...refunded, ...services].map((row) => row.clientId))].sort();
}

/**
 * The fee invoice of every client with something to bill in the period, one client after another (each in its own
 * transaction: one client's failure does not stop the others'). Idempotent: a repeated call returns the invoices
 * already issued under `existing`. CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD when no client has anything to bill;
 * ERROR_FETCHING_CLIENTS_EVENTS_FEES when the clients cannot be read, or when every client with fees failed.
 */
export async function produceFeeInvoices(period: FeePeriod, createdBy: string | null): Promise<FeeInvoicesOutcome> {
  let clientIds: string[];
  try {
    clientIds = await clientsWithActivity(period);
  } catch (error) {
    await reportError(error, { operation: 'produceFeeInvoices', period });
    throw new AppError('ERROR_FETCHING_CLIENTS_EVENTS_FEES');
  }
  const outcome: FeeInvoicesOutcome = { periodStart: period.start, periodEnd: period.end, issued: [], existing: [], failedClientIds: [] };
  for (const clientId of clientIds) {
    try {
      const produced = await produceClientFeeInvoice(clientId, period, createdBy);
      (produced.created ? outcome.issued : outcome.existing).push(produced.invoice);
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'NO_EVENT_FOUND_ON_REQUESTED_PERIOD') continue;
      await reportError(error, { operation: 'produceClientFeeInvoice', clientId, period });
      outcome.failedClientIds.push(clientId);
    }
  }
  const produced = outcome.issued.length + outcome.existing.length;
  if (!produced && outcome.failedClientIds.length) throw new AppError('ERROR_FETCHING_CLIENTS_EVENTS_FEES', { details: { failedClientIds: outcome.failedClientIds.join(',') } });
  if (!produced) throw new AppError('CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD');
  return outcome;
}

/** What the monthly run did, as kept in scheduled_runs.outcome (a type, not an interface: a plain record). */
export type MonthlyInvoicesOutcome = {
  periodStart: string;
  periodEnd: string;
  issued: number;
  existing: number;
  invoiceIds: string[];
  failedClientIds: string[];
  /** No client had anything to bill: a normal month for a young platform, not a failure. */
  nothingToBill: boolean;
};

/**
 * The scheduled job's call, on the first business day of each month for the previous one (spec §9). Never throws for
 * an empty month; a failure to read the clients is thrown, so that the job records it and runs again.
 */
export async function produceMonthlyInvoices(period: { start: string; end: string }): Promise<MonthlyInvoicesOutcome> {
  try {
    const outcome = await produceFeeInvoices(period, null);
    return {
      periodStart: period.start,
      periodEnd: period.end,
      issued: outcome.issued.length,
      existing: outcome.existing.length,
      invoiceIds: [...outcome.issued, ...outcome.existing].map((invoice) => invoice.id),
      failedClientIds: outcome.failedClientIds,
      nothingToBill: false,
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD') throw error;
    return { periodStart: period.start, periodEnd: period.end, issued: 0, existing: 0, invoiceIds: [], failedClientIds: [], nothingToBill: true };
  }
}
