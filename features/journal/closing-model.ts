// The Z report's shape and its pure rules, shared by the server that writes closings and the screens that show them
// (issue #27, docs/journal.md "Closings"). Every amount is integer cents, VAT included unless named otherwise.

export type ClosingPeriod = 'day' | 'month' | 'year';

/** A stand's closings, or the organisation's (every stand and the shops). */
export interface ClosingScope {
  standId: string | null;
}

export interface ClosingFigures {
  /** The sales chain's records covered (sales, refunds, cancellations, cash movements). */
  records: number;
  sales: { count: number; inclVat: number; exclVat: number; vat: number; discount: number };
  refunds: { count: number; amount: number; vat: number };
  cancellations: number;
  /** Per VAT rate (basis points): what sales and refunds made of base and VAT. */
  vatByRate: { rate: number; salesBase: number; salesVat: number; refundsBase: number; refundsVat: number }[];
  /** Per payment method: what sales took and refunds gave back. */
  payments: { method: string; sales: number; refunds: number }[];
  cashMovements: { in: number; out: number };
}

export const emptyFigures = (): ClosingFigures => ({
  records: 0,
  sales: { count: 0, inclVat: 0, exclVat: 0, vat: 0, discount: 0 },
  refunds: { count: 0, amount: 0, vat: 0 },
  cancellations: 0,
  vatByRate: [],
  payments: [],
  cashMovements: { in: 0, out: 0 },
});

/** A month's figures are its days', a year's its months': added here, once. */
export function addFigures(total: ClosingFigures, part: ClosingFigures): ClosingFigures {
  const rates = new Map(total.vatByRate.map((row) => [row.rate, { ...row }]));
  for (const row of part.vatByRate) {
    const sum = rates.get(row.rate) ?? { rate: row.rate, salesBase: 0, salesVat: 0, refundsBase: 0, refundsVat: 0 };
    rates.set(row.rate, { rate: row.rate, salesBase: sum.salesBase + row.salesBase, salesVat: sum.salesVat + row.salesVat, refundsBase: sum.refundsBase + row.refundsBase, refundsVat: sum.refundsVat + row.refundsVat });
  }
  const methods = new Map(total.payments.map((row) => [row.method, { ...row }]));
  for (const row of part.payments) {
    const sum = methods.get(row.method) ?? { method: row.method, sales: 0, refunds: 0 };
    methods.set(row.method, { method: row.method, sales: sum.sales + row.sales, refunds: sum.refunds + row.refunds });
  }
  return {
    records: total.records + part.records,
    sales: {
      count: total.sales.count + part.sales.count,
      inclVat: total.sales.inclVat + part.sales.inclVat,
      exclVat: total.sales.exclVat + part.sales.exclVat,
      vat: total.sales.vat + part.sales.vat,
      discount: total.sales.discount + part.sales.discount,
    },
    refunds: { count: total.refunds.count + part.refunds.count, amount: total.refunds.amount + part.refunds.amount, vat: total.refunds.vat + part.refunds.vat },
    cancellations: total.cancellations + part.cancellations,
    vatByRate: [...rates.values()].sort((a, b) => a.rate - b.rate),
    payments: [...methods.values()].sort((a, b) => a.method.localeCompare(b.method)),
    cashMovements: { in: total.cashMovements.in + part.cashMovements.in, out: total.cashMovements.out + part.cashMovements.out },
  };
}

/** What the period took, net of refunds. */
export const netOf = (figures: ClosingFigures): number => figures.sales.inclVat - figures.refunds.amount;

/** The period above each one: days make a month, months a year. */
export const childPeriodOf = { month: 'day', year: 'month' } as const;

/** A month's key (`2026-11`) holds the days `2026-11-…`; a year's (`2026`) the months `2026-…`. */
export const isWithin = (childKey: string, parentKey: string): boolean => childKey.startsWith(`${parentKey}-`);

export function periodKeyOf(period: ClosingPeriod, businessDay: string): string {
  if (period === 'year') return businessDay.slice(0, 4);
  if (period === 'month') return businessDay.slice(0, 7);
  return businessDay;
}
