// The fees form speaks euros and percent; the API speaks cents and basis points (150 = 1.50 %).
// Typed values are read with a comma or a dot, at most 2 decimals; anything else is null, never a rounded guess.

const DECIMAL = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** "12,5" → 1250; null when not a non-negative amount with at most 2 decimals. */
export function parseHundredths(value: string): number | null {
  const trimmed = value.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!DECIMAL.test(trimmed)) return null;
  const [units, fraction = ''] = trimmed.split(/[.,]/);
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12,50": cents as euros, or basis points as percent, in the fr way with a comma. */
export function hundredthsInput(value: number): string {
  return `${Math.trunc(value / 100)},${String(value % 100).padStart(2, '0')}`;
}
