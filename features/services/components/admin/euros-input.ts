// The admins type a price in euros the French way or the English way ("1 250,50", "1250.50"); the API takes cents.

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** The largest price the API accepts, in cents (moveServiceRequestSchema). */
export const MAX_QUOTE_CENTS = 100_000_000;

/**
 * "1 250,50" → 125050. Spaces (also the narrow and non-breaking ones a copied amount carries) are thousands
 * separators; a comma or a dot the decimal one, with at most 2 decimals. Anything else, a minus sign included, is
 * null: never a rounded guess at what was meant.
 */
export function parseEuros(value: string): number | null {
  const compact = value.replace(/[\s\u00a0\u202f]/g, '');
  if (!AMOUNT.test(compact)) return null;
  const [units, fraction = ''] = compact.split(/[.,]/);
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
