import { fileSlug, toCsv, type CsvCell } from '@/lib/csv';
import { formatRate } from '@/lib/format';
import { centsToInput } from '@/lib/money/euro-input';
import { settlementCategories, type SettlementUnits, type SettlementVariant, type SettlementView } from '../settlement-types';
import type { SettlementTranslator } from './settlement-translator';

const unitColumns = ['countIn', 'countOut', 'expectedSold', 'sold', 'free', 'damaged', 'missing', 'found', 'damagedAtRefund', 'variance'] as const;

/**
 * The settlement as a spreadsheet (docs/decisions.md, Settlement): one row per stand × variant, a total row per stand and one for
 * the event, then the event's money rows (takings per category, VAT per rate, fees, net due) with their amount in the
 * last column. Amounts are euros with a decimal comma ("80,00", "-25,00") and units whole numbers, which a French
 * spreadsheet opens as numbers it adds up (issue #24: cents made an accountant divide by 100); lib/csv gives the BOM,
 * ';' and the formula guard.
 */
export function settlementCsv(settlement: SettlementView, t: SettlementTranslator): string {
  const header = [
    t('csv.kind'),
    t('csv.stand'),
    t('csv.product'),
    t('csv.variant'),
    t('variants.category'),
    ...unitColumns.map((column) => t(`variants.${column}`)),
    t('variants.freeReasons'),
    t('csv.amount'),
  ];
  const units = (row: SettlementUnits): CsvCell[] => unitColumns.map((column) => row[column]);
  const reasons = (variant: SettlementVariant) => variant.freeReasons.map((entry) => `${entry.reason ?? t('variants.noReason')} (${entry.quantity})`).join(', ');
  const euros = (amount: number): CsvCell => centsToInput(amount);
  const money = (label: string, amount: number): CsvCell[] => [label, null, null, null, null, ...unitColumns.map(() => null), null, euros(amount)];
  const categoryLabel = (category: string) => ((settlementCategories as readonly string[]).includes(category) ? t(`categories.${category as (typeof settlementCategories)[number]}`) : category);

  const rows: CsvCell[][] = [];
  for (const stand of settlement.stands) {
    for (const variant of stand.variants) {
      rows.push([t('csv.kindVariant'), stand.name, variant.productTitle, variant.variantTitle, categoryLabel(variant.category), ...units(variant), reasons(variant), euros(variant.gross)]);
    }
    rows.push([t('csv.kindStand'), stand.name, null, null, null, ...units(stand.units), null, euros(stand.money.gross)]);
  }
  const { totals } = settlement;
  rows.push([t('csv.kindEvent'), null, null, null, null, ...units(totals.units), null, euros(totals.money.gross)]);
  if (settlement.online) rows.push(money(t('summary.online'), settlement.online.gross));
  for (const category of settlementCategories) rows.push(money(t('csv.kindCategory', { category: t(`categories.${category}`) }), totals.money.byCategory[category]));
  rows.push(money(t('summary.exclVat'), totals.money.exclVat));
  for (const line of totals.money.vatLines) rows.push(money(t('csv.kindVat', { rate: formatRate(line.rate) }), line.vat));
  const { venue, agent } = totals.fees;
  if (venue) {
    rows.push(money(t('summary.venueFee', { rate: formatRate(venue.rate) }), venue.amount));
    rows.push(money(t('summary.venueFeeVat', { rate: formatRate(venue.vatRate) }), venue.vat));
  }
  if (agent) {
    rows.push(money(t('summary.agentFee', { rate: formatRate(agent.rate) }), agent.amount));
    rows.push(money(t('summary.agentFeeVat', { rate: formatRate(agent.vatRate) }), agent.vat));
  }
  rows.push(money(t('summary.cardFee'), totals.fees.card));
  rows.push(money(t('summary.netDue'), totals.netDue));
  // Below the confirmed figures, which they do not change: each refund made after the closing, and their total.
  for (const adjustment of settlement.adjustments) {
    rows.push(money(`${t('adjustments.heading')} – ${adjustment.createdAt.slice(0, 10)} – ${adjustment.createdBy} – ${adjustment.reason}`, -adjustment.amount));
  }
  if (settlement.adjustments.length) rows.push(money(t('adjustments.total'), -settlement.adjustmentTotals.amount));
  return toCsv(header, rows);
}

/** "bilan-concert-du-14-juillet.csv": the event's name without accents or spaces. */
export function settlementFileName(eventName: string, extension: 'csv' | 'pdf'): string {
  return `${['bilan', fileSlug(eventName)].filter(Boolean).join('-')}.${extension}`;
}
