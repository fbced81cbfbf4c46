import { majorUnitsOf, type Currency, type Money } from './money';

/** Spec §1: amounts are written the French way whatever the interface language ("1 250,50 €", U+202F and U+00A0). */
const LOCALE = 'fr-FR';

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatterOf(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The only place an amount becomes text: 125050 EUR → "1 250,50 €", with the currency's own number of decimals. */
export function formatMoneyValue(money: Money): string {
  return formatterOf(money.currency).format(majorUnitsOf(money));
}
