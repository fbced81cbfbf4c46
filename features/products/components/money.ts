/**
 * Euros as typed ("25", "25,5", "1 250.90 €") to integer cents, read from the string so that no float rounding
 * creeps in. Null when it is not an amount with at most 2 decimals.
 */
export function parseEurosToCents(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$/.exec(compact);
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** Cents as the price field shows them to be edited: 2500 → "25,00". */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
