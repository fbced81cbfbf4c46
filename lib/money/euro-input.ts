/*
 * The way back from the keyboard: what people type for an amount ("12", "12,5", "12.50 €", "1 250,00") to integer
 * cents, read from the text so that no float rounding creeps in. Spaces (also the narrow and non-breaking ones a
 * copied amount carries) are thousands separators; a comma or a dot the decimal one, at most 2 decimals. Anything
 * else, a minus sign included, is null: never a rounded guess at what was meant. Amounts are shown with
 * lib/money/format-money.ts; these are only for the fields.
 */

const SPACES = /[\s\u00a0\u202f]/g;

export interface HundredthsOptions {
  /** How many digits before the decimal separator (9 by default: 9 999 999,99 €). */
  maxUnitDigits?: number;
}

/** "12,5" → 1250: euros as cents, or a percent as basis points (the fees form); null when it is not such a number. */
export function parseHundredths(text: string, { maxUnitDigits = 9 }: HundredthsOptions = {}): number | null {
  const match = new RegExp(`^(\\d{1,${maxUnitDigits}})(?:[.,](\\d{0,2}))?$`).exec(text.replace(SPACES, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface EuroInputOptions extends HundredthsOptions {
  /** An empty field means 0 (the register's cash and discount fields) rather than nothing typed. */
  emptyIsZero?: boolean;
}

/** "1 250,50 €" → 125050; the euro sign may stand before or after the amount. */
export function parseEuroInput(text: string, { emptyIsZero = false, ...options }: EuroInputOptions = {}): number | null {
  const compact = text.replace(SPACES, '').replace(/^€|€$/g, '');
  if (!compact && emptyIsZero) return 0;
  return parseHundredths(compact, options);
}

/**
 * 1250 → "12,50", −2500 → "-25,00": cents as a field shows them to be edited (or basis points as a percent), and as a
 * French spreadsheet reads a number from a CSV cell; no thousands separator.
 */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}
