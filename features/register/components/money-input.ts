/**
 * What a seller types for an amount in euros ("12", "12,5", "12.50 €", "1 250,00") → cents; null when it is not an
 * amount (letters, a minus sign, more than two decimals). An empty field is 0. Amounts are shown with lib/format.ts;
 * this is only the way back from the keyboard.
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!compact) return 0;
  const match = /^(\d{1,7})(?:[.,](\d{0,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → what the euro field shows when it is filled for the seller ("12,50"), without thousands separators. */
export function centsToEuroInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}
