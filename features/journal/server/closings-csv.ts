import { inArray } from 'drizzle-orm';
import { toCsv, type CsvCell } from '@/lib/csv';
import { toParisLocal } from '@/lib/datetime/paris-time';
import { getDb } from '@/lib/db';
import { stands } from '@/lib/db/schema';
import { formatRate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { centsToInput } from '@/lib/money/euro-input';
import { shortHashOf } from '@/lib/journal/short-hash';
import { serverTranslator } from '@/lib/pdf/translator';
import en from '@/locales/en/journal.json';
import fr from '@/locales/fr/journal.json';
import type { ClosingView } from '../types';

const translatorOf = (language: Locale) => serverTranslator({ fr: { journal: fr }, en: { journal: en } }, language, 'journal.closings');

/**
 * The Z reports as a spreadsheet, one row per closing, oldest first: its place in the journal, what was sold and
 * refunded (with VAT per rate, a pair of columns per rate met), the money per method, the drawer's movements and the
 * scope's running totals. Amounts in euros with a decimal comma, as the settlement's CSV (lib/csv: BOM, ';').
 */
export async function closingsCsv(closings: ClosingView[], language: Locale): Promise<string> {
  const t = translatorOf(language);
  const standIds = [...new Set(closings.map((closing) => closing.standId).filter((id): id is string => id !== null))];
  const db = await getDb();
  const names = new Map(standIds.length ? (await db.select({ id: stands.id, name: stands.name }).from(stands).where(inArray(stands.id, standIds))).map((stand) => [stand.id, stand.name]) : []);
  const rates = [...new Set(closings.flatMap((closing) => closing.figures.vatByRate.map((row) => row.rate)))].sort((a, b) => a - b);
  const methods = [...new Set(closings.flatMap((closing) => closing.figures.payments.map((row) => row.method)))].sort();
  const euros = (cents: number): CsvCell => centsToInput(cents);
  const rateLabel = (rate: number) => formatRate(rate / 100);
  const methodLabel = (method: string) => (method === 'cash' || method === 'card' ? t(`methods.${method}`) : method);

  const header = [
    t('csv.period'),
    t('csv.key'),
    t('csv.scope'),
    t('csv.number'),
    t('csv.sequence'),
    t('csv.hash'),
    t('csv.recordedAt'),
    t('csv.firstSequence'),
    t('csv.lastSequence'),
    t('csv.salesCount'),
    t('csv.salesInclVat'),
    t('csv.salesExclVat'),
    t('csv.salesVat'),
    t('csv.discounts'),
    t('csv.refundsCount'),
    t('csv.refundsAmount'),
    t('csv.refundsVat'),
    t('csv.cancellations'),
    t('csv.net'),
    ...rates.flatMap((rate) => [t('csv.rateBase', { rate: rateLabel(rate) }), t('csv.rateVat', { rate: rateLabel(rate) })]),
    ...methods.map((method) => t('csv.payment', { method: methodLabel(method) })),
    t('csv.cashIn'),
    t('csv.cashOut'),
    t('csv.cumulativeSales'),
    t('csv.cumulativeRefunds'),
    t('csv.cumulativeNet'),
  ];
  const rows = closings.map((closing): CsvCell[] => {
    const { figures } = closing;
    return [
      t(`periods.${closing.period}`),
      closing.key,
      closing.standId ? (names.get(closing.standId) ?? closing.standId) : t('csv.organisation'),
      closing.number,
      closing.sequence,
      shortHashOf(closing.hash),
      toParisLocal(new Date(closing.recordedAt)).replace('T', ' '),
      closing.firstSequence,
      closing.lastSequence,
      figures.sales.count,
      euros(figures.sales.inclVat),
      euros(figures.sales.exclVat),
      euros(figures.sales.vat),
      euros(figures.sales.discount),
      figures.refunds.count,
      euros(figures.refunds.amount),
      euros(figures.refunds.vat),
      figures.cancellations,
      euros(closing.net),
      ...rates.flatMap((rate) => {
        const row = figures.vatByRate.find((line) => line.rate === rate);
        return row ? [euros(row.salesBase - row.refundsBase), euros(row.salesVat - row.refundsVat)] : [euros(0), euros(0)];
      }),
      ...methods.map((method) => {
        const row = figures.payments.find((line) => line.method === method);
        return euros(row ? row.sales - row.refunds : 0);
      }),
      euros(figures.cashMovements.in),
      euros(figures.cashMovements.out),
      euros(closing.cumulative.sales),
      euros(closing.cumulative.refunds),
      euros(closing.cumulative.net),
    ];
  });
  return toCsv(header, rows);
}
