import { and, eq, sql } from 'drizzle-orm';
import type { SettlementVatLine } from '@/features/closing/settlement-types';
import type { Executor } from '@/lib/db';
import { eventClosings, events } from '@/lib/db/schema';
import type { VatAndFees } from '../types';

/**
 * VAT and fees per closed date, as its settlement confirmed them at the closing (the document the venue signed: the
 * one computation of a date's VAT, venue and agent fees and card commission, features/closing/settlement-model.ts),
 * and their sums over the tour. Only the figures are read out of the kept snapshot, not the whole document. An open
 * date has no settlement yet; a date closed before settlements were kept has none either: both are left out (the
 * report counts them in `datesWithout`).
 */
export async function vatAndFeesOf(db: Executor, projectId: string): Promise<Omit<VatAndFees, 'datesWithout'>> {
  const money = sql`${eventClosings.settlement} -> 'totals' -> 'money'`;
  const fees = sql`${eventClosings.settlement} -> 'totals' -> 'fees'`;
  const rows = await db
    .select({
      eventId: events.id,
      settlementNumber: eventClosings.settlementNumber,
      exclVat: sql<number>`(${money} ->> 'exclVat')::bigint`.mapWith(Number),
      vat: sql<number>`(${money} ->> 'vat')::bigint`.mapWith(Number),
      vatLines: sql<SettlementVatLine[]>`${money} -> 'vatLines'`,
      venueFee: sql<number | null>`(${fees} -> 'venue' ->> 'total')::bigint`.mapWith((value) => (value === null ? null : Number(value))),
      agentFee: sql<number | null>`(${fees} -> 'agent' ->> 'total')::bigint`.mapWith((value) => (value === null ? null : Number(value))),
      cardFee: sql<number>`coalesce((${fees} ->> 'card')::bigint, 0)`.mapWith(Number),
    })
    .from(eventClosings)
    .innerJoin(events, eq(events.id, eventClosings.eventId))
    .where(and(eq(events.projectId, projectId), sql`${eventClosings.settlement} is not null`));

  const byRate = new Map<number, SettlementVatLine>();
  for (const line of rows.flatMap((row) => row.vatLines ?? [])) {
    const sum = byRate.get(line.rate) ?? { rate: line.rate, gross: 0, exclVat: 0, vat: 0 };
    byRate.set(line.rate, { rate: line.rate, gross: sum.gross + line.gross, exclVat: sum.exclVat + line.exclVat, vat: sum.vat + line.vat });
  }
  const total = (pick: (row: (typeof rows)[number]) => number | null) => rows.reduce((sum, row) => sum + (pick(row) ?? 0), 0);
  return {
    dates: rows.map((row) => ({ ...row, vatLines: row.vatLines ?? [] })),
    vatLines: [...byRate.values()].sort((a, b) => b.rate - a.rate),
    totals: { exclVat: total((row) => row.exclVat), vat: total((row) => row.vat), venueFee: total((row) => row.venueFee), agentFee: total((row) => row.agentFee), cardFee: total((row) => row.cardFee) },
  };
}
