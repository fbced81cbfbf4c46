// The venue's commission as rows to show: the settlement's screen, its PDF and its CSV render the same rows, each
// through its own translator (keys under closing.settlement), so the three say the same thing with the same figures.
import { formatMoney, formatRate } from '@/lib/format';
import type { SettlementVenueFee } from './settlement-types';

export const venueFeeRowKeys = ['venueFee.line', 'venueFee.fixedFee', 'venueFee.amount', 'venueFee.vat', 'venueFee.total'] as const;
export type VenueFeeRowKey = (typeof venueFeeRowKeys)[number];

/** One row: its label's key and arguments (already formatted; `category` is the code, which the text selects on). */
export interface VenueFeeRow {
  key: VenueFeeRowKey;
  values: Record<string, string>;
  /** Cents. */
  amount: number;
}

/**
 * How the venue's commission was reached: a row per rate and base (a category's, or all takings: category "all"),
 * the fixed fee, the commission before VAT when it adds several rows, its VAT, and the total. A settlement confirmed
 * before deal terms has no lines: its one rate on its base is the line.
 */
export function venueFeeRows(fee: SettlementVenueFee): VenueFeeRow[] {
  const basis = fee.basis ?? 'exclVat';
  const fixedFee = fee.fixedFee ?? 0;
  const lines = fee.lines ?? [{ category: null, base: fee.base, rate: fee.rate, amount: fee.amount - fixedFee }];
  const rows: VenueFeeRow[] = lines.map((line) => ({
    key: 'venueFee.line',
    values: { category: line.category ?? 'all', rate: formatRate(line.rate), base: formatMoney(line.base), basis },
    amount: line.amount,
  }));
  if (fixedFee) rows.push({ key: 'venueFee.fixedFee', values: {}, amount: fixedFee });
  if (rows.length > 1) rows.push({ key: 'venueFee.amount', values: {}, amount: fee.amount });
  rows.push({ key: 'venueFee.vat', values: { rate: formatRate(fee.vatRate) }, amount: fee.vat });
  rows.push({ key: 'venueFee.total', values: {}, amount: fee.total });
  return rows;
}
