// The one set of formatters (spec §1): fr locale, EUR, percent with 2 decimals, comma decimals with 2 digits.
// Output uses the fr-FR spaces of Intl: U+202F between thousands, U+00A0 before € and %.
// Dates alone follow the interface language (components use them through useDateFormat()).
import type { Locale } from '@/lib/i18n/locale';
import { formatMoneyValue } from '@/lib/money/format-money';
import { euros } from '@/lib/money/money';

const LOCALE = 'fr-FR';

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
// English as written in Europe: "9 October 2026", "09/10/2026, 20:30" (day first, 24-hour clock), like our users' tickets.
const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };
const dateFormats = Object.fromEntries(
  Object.entries(DATE_LOCALES).map(([locale, tag]) => [
    locale,
    {
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Paris' }),
      dateTime: new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' }),
      longDateTime: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
    },
  ]),
) as Record<Locale, Record<'date' | 'dateTime' | 'longDateTime', Intl.DateTimeFormat>>;

/** Money is kept in integer cents (EUR) everywhere; lib/money/format-money.ts is the only place it becomes text. */
export function formatMoney(cents: number): string {
  return formatMoneyValue(euros(cents));
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

/** "9 octobre 2026" / "9 October 2026", in Paris time. French unless a locale is given (documents, exports). */
export function formatDate(value: Date | string, locale: Locale = 'fr'): string {
  return dateFormats[locale].date.format(new Date(value));
}

/** "9 octobre 2026 à 20:30" / "9 October 2026 at 20:30": where dates are written out on the same page. */
export function formatLongDateTime(value: Date | string, locale: Locale = 'fr'): string {
  return dateFormats[locale].longDateTime.format(new Date(value));
}

const relativeFormats = Object.fromEntries(
  Object.entries(DATE_LOCALES).map(([locale, tag]) => [locale, new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' })]),
) as Record<Locale, Intl.RelativeTimeFormat>;

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Infinity],
];

/**
 * How long ago (or in how long) an instant is from `now`: "il y a 3 min" / "3 min ago", in the largest whole
 * unit up to days (Intl's own words, no date library: the project has none). Under a minute is "maintenant" / "now".
 */
export function formatRelativeTime(value: Date | string, now: Date | number, locale: Locale = 'fr'): string {
  let amount = (new Date(value).getTime() - new Date(now).getTime()) / 1000;
  if (Math.abs(amount) < 60) return relativeFormats[locale].format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormats[locale].format(Math.trunc(amount), unit);
    amount /= size;
  }
  return relativeFormats[locale].format(Math.trunc(amount), 'day');
}

/** "09/10/2026 20:30" / "09/10/2026, 20:30", in Paris time: tables and lists. */
export function formatDateTime(value: Date | string, locale: Locale = 'fr'): string {
  return dateFormats[locale].dateTime.format(new Date(value));
}
