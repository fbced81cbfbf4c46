// The one set of formatters (spec §1): fr locale, EUR, percent with 2 decimals, comma decimals with 2 digits.
// Output uses the fr-FR spaces of Intl: U+202F between thousands, U+00A0 before € and %.
const LOCALE = 'fr-FR';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'Europe/Paris' });
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** Money is kept in integer cents everywhere; this is the only place it becomes euros. */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** A ratio (0.2) as "20,00 %". */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

/** A rate stored in percent (a VAT of 5.5) as "5,50 %". */
export function formatRate(percentValue: number): string {
  return percent.format(percentValue / 100);
}

/** A number with a comma and two decimals: 12.5 → "12,50". */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

export function formatDate(value: Date | string): string {
  return date.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}
