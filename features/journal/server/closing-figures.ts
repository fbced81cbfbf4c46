import { and, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { journalRecords } from '@/lib/db/schema';
import type { ClosingFigures, ClosingScope } from '../closing-model';

/** The sales chain's records a closing covers: after `afterSequence`, up to `toSequence`, of the stand or all. */
export interface CoveredRange {
  clientId: string;
  scope: ClosingScope;
  afterSequence: number;
  toSequence: number;
}

const content = sql.raw('"journal_records"."content"');
const bigintAt = (path: string) => sql`coalesce(sum((${content} #>> ${`{${path}}`})::bigint), 0)`.mapWith(Number);

function coveredBy(range: CoveredRange, kind?: string): SQL {
  return and(
    eq(journalRecords.clientId, range.clientId),
    eq(journalRecords.chain, 'sales'),
    gt(journalRecords.sequence, range.afterSequence),
    lte(journalRecords.sequence, range.toSequence),
    range.scope.standId ? sql`${content} ->> 'standId' = ${range.scope.standId}` : undefined,
    // Other scopes' closings sit in the range too: a closing sums the records of sales, refunds and cash, not them.
    kind ? eq(journalRecords.kind, kind) : ne(journalRecords.kind, 'closing'),
  )!;
}

/**
 * A day's figures, summed by the database from the records themselves (never from the orders: the Z says what the
 * journal holds). Sales and refunds VAT per rate come from each record's own split, so the Z's VAT is the receipts'.
 */
export async function figuresOfRecords(db: Executor, range: CoveredRange): Promise<ClosingFigures> {
  const perKind = (kind: string, amount: SQL) => sql`coalesce(sum(${amount}) filter (where ${journalRecords.kind} = ${kind}), 0)`.mapWith(Number);
  const countOf = (kind: string) => sql`count(*) filter (where ${journalRecords.kind} = ${kind})`.mapWith(Number);
  const at = (path: string) => sql`(${content} #>> ${`{${path}}`})::bigint`;
  const [totals] = await db
    .select({
      records: sql`count(*)`.mapWith(Number),
      salesCount: countOf('sale'),
      salesInclVat: perKind('sale', at('totals,inclVat')),
      salesExclVat: perKind('sale', at('totals,exclVat')),
      salesVat: perKind('sale', at('totals,vat')),
      salesDiscount: perKind('sale', at('totals,discount')),
      refundsCount: countOf('refund'),
      refundsAmount: perKind('refund', at('amount')),
      cancellations: countOf('cancellation'),
      cashIn: sql`coalesce(sum(${at('amount')}) filter (where ${journalRecords.kind} = 'cashMovement' and ${content} ->> 'direction' = 'in'), 0)`.mapWith(Number),
      cashOut: sql`coalesce(sum(${at('amount')}) filter (where ${journalRecords.kind} = 'cashMovement' and ${content} ->> 'direction' = 'out'), 0)`.mapWith(Number),
    })
    .from(journalRecords)
    .where(coveredBy(range));
  const salesByRate = await sumOfElements(db, range, 'sale', 'totals,vatByRate', 'rate', ['base', 'vat']);
  const refundsByRate = await sumOfElements(db, range, 'refund', 'vatByRate', 'rate', ['base', 'vat']);
  const salesByMethod = await sumOfElements(db, range, 'sale', 'payments', 'method', ['amount']);
  const refundsByMethod = await db
    .select({ method: sql<string>`${content} ->> 'method'`, amount: bigintAt('amount') })
    .from(journalRecords)
    .where(coveredBy(range, 'refund'))
    .groupBy(sql`1`);
  const rates = [...new Set([...salesByRate.keys(), ...refundsByRate.keys()])].map(Number).sort((a, b) => a - b);
  const methods = [...new Set([...salesByMethod.keys(), ...refundsByMethod.map((row) => row.method)])].sort();
  const t = totals!;
  return {
    records: t.records,
    sales: { count: t.salesCount, inclVat: t.salesInclVat, exclVat: t.salesExclVat, vat: t.salesVat, discount: t.salesDiscount },
    refunds: { count: t.refundsCount, amount: t.refundsAmount, vat: [...refundsByRate.values()].reduce((sum, row) => sum + row.vat!, 0) },
    cancellations: t.cancellations,
    vatByRate: rates.map((rate) => {
      const sold = salesByRate.get(String(rate));
      const refunded = refundsByRate.get(String(rate));
      return { rate, salesBase: sold?.base ?? 0, salesVat: sold?.vat ?? 0, refundsBase: refunded?.base ?? 0, refundsVat: refunded?.vat ?? 0 };
    }),
    payments: methods.map((method) => ({ method, sales: salesByMethod.get(method)?.amount ?? 0, refunds: refundsByMethod.find((row) => row.method === method)?.amount ?? 0 })),
    cashMovements: { in: t.cashIn, out: t.cashOut },
  };
}

/** Sums fields of the objects in a jsonb array of each record (a sale's VAT lines, its payments), grouped by a key. */
async function sumOfElements(db: Executor, range: CoveredRange, kind: string, arrayPath: string, key: string, fields: string[]): Promise<Map<string, Record<string, number>>> {
  const element = sql.raw('element');
  const selection = Object.fromEntries(fields.map((field) => [field, sql`coalesce(sum((${element} ->> ${field})::bigint), 0)`.mapWith(Number)]));
  const rows = await db
    .select({ key: sql<string>`${element} ->> ${key}`, ...selection })
    .from(sql`${journalRecords} cross join lateral jsonb_array_elements(${content} #> ${`{${arrayPath}}`}) as element`)
    .where(coveredBy(range, kind))
    .groupBy(sql`1`);
  return new Map(rows.map(({ key: value, ...sums }) => [String(value), sums as Record<string, number>]));
}
