import type { JournalChain, JournalValue } from './record-hash';

/** The perpetual grand totals of a chain, cents VAT included, never reset: what sales took, what refunds gave back. */
export interface GrandTotals {
  sales: number;
  refunds: number;
}

/**
 * The totals after a record, from the record alone: in the chains of money (sales, training), a `sale` adds its
 * `totals.inclVat`, a `refund` its `amount`, anything else leaves them; the technical chain's events (a refund logged
 * there too) move no money. The appender and the verifier both read this, so the rule is written once.
 */
export function grandTotalsAfter(before: GrandTotals, chain: JournalChain, kind: string, content: { [key: string]: JournalValue }): GrandTotals {
  if (chain === 'technical') return before;
  if (kind === 'sale') return { ...before, sales: before.sales + integerAt(content, ['totals', 'inclVat']) };
  if (kind === 'refund') return { ...before, refunds: before.refunds + integerAt(content, ['amount']) };
  return before;
}

function integerAt(content: JournalValue, path: string[]): number {
  const value = path.reduce<JournalValue>((at, key) => (at && typeof at === 'object' && !Array.isArray(at) ? (at[key] ?? null) : null), content);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`journal: ${path.join('.')} is not an integer`);
  return value;
}
