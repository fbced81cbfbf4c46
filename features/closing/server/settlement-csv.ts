import { fileSlug, toCsv, type CsvCell } from '@/lib/csv';
import { formatRate } from '@/lib/format';
import { centsToInput } from '@/lib/money/euro-input';
import { takingsChannels } from '@/features/orders/takings';
import { owedSections } from '../settlement-owed-rows';
import { venueFeeRows } from '../venue-fee-rows';
import { settlementCategories, settlementUnitColumns, variantFigureOf, type SettlementUnits, type SettlementVariant, type SettlementView } from '../settlement-types';
import type { SettlementTranslator } from './settlement-translator';

const unitColumns = settlementUnitColumns;

/**
 * The settlement as a spreadsheet (docs/decisions.md, Settlement): one row per stand × variant and a total row per
 * stand, one row per variant sold online and their total, one for the date (every column above added up), then the
 * money rows with their amount in the last column: takings by channel (gross, refunds, net), per category, VAT per
 * rate, the fees, and who owes whom, as on the screen. Amounts are euros with a decimal comma ("80,00", "-25,00") and
 * units whole numbers, which a French spreadsheet opens as numbers it adds up (issue #24: cents made an accountant
 * divide by 100); lib/csv gives the BOM, ';' and the formula guard.
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
  const onlyUnits = (values: Partial<SettlementUnits>): CsvCell[] => unitColumns.map((column) => values[column] ?? null);
  const reasons = (variant: SettlementVariant) => variant.freeReasons.map((entry) => `${entry.reason ?? t('variants.noReason')} (${entry.quantity})`).join(', ');
  const euros = (amount: number | null): CsvCell => (amount === null ? null : centsToInput(amount));
  const money = (label: string, amount: number | null): CsvCell[] => [label, null, null, null, null, ...unitColumns.map(() => null), null, euros(amount)];
  const categoryLabel = (category: string) => ((settlementCategories as readonly string[]).includes(category) ? t(`categories.${category as (typeof settlementCategories)[number]}`) : category);

  const rows: CsvCell[][] = [];
  for (const stand of settlement.stands) {
    for (const variant of stand.variants) {
      const name = variant.custom ? t('variants.customLine', { label: variant.productTitle }) : variant.productTitle;
      rows.push([t('csv.kindVariant'), stand.name, name, variant.variantTitle, categoryLabel(variant.category), ...unitColumns.map((column) => variantFigureOf(variant, column)), reasons(variant), euros(variant.gross)]);
    }
    rows.push([t('csv.kindStand'), stand.name, null, null, null, ...units(stand.units), null, euros(stand.money.takings.total.net)]);
  }
  const { totals, online } = settlement;
  const date = { ...totals.units };
  if (online) {
    const where = t('summary.online');
    for (const item of online.items) rows.push([t('csv.kindOnline'), where, item.productTitle, item.variantTitle, categoryLabel(item.category), ...onlyUnits({ sold: item.sold, free: item.free }), null, euros(item.gross)]);
    const sold = online.items.reduce((sum, item) => sum + item.sold, 0);
    const free = online.items.reduce((sum, item) => sum + item.free, 0);
    rows.push([t('csv.kindOnlineTotal'), where, null, null, null, ...onlyUnits({ sold, free }), null, euros(online.takings.total.net)]);
    date.sold += sold;
    date.free += free;
  }
  rows.push([t('csv.kindEvent'), null, null, null, null, ...units(date), null, euros(totals.money.takings.total.net)]);
  for (const channel of takingsChannels) {
    const figures = totals.money.takings[channel];
    if (figures.sales === 0) continue;
    const label = t(`summary.channels.${channel}`);
    rows.push(money(t('csv.kindChannelGross', { channel: label }), figures.gross), money(t('csv.kindChannelRefunded', { channel: label }), -figures.refunded), money(t('csv.kindChannelNet', { channel: label }), figures.net));
  }
  rows.push(money(t('summary.gross'), totals.money.takings.total.net));
  for (const category of settlementCategories) rows.push(money(t('csv.kindCategory', { category: t(`categories.${category}`) }), totals.money.byCategory[category]));
  rows.push(money(t('summary.exclVat'), totals.money.exclVat));
  for (const line of totals.money.vatLines) rows.push(money(t('csv.kindVat', { rate: formatRate(line.rate) }), line.vat));
  const { venue, agent } = totals.fees;
  if (venue) for (const row of venueFeeRows(venue)) rows.push(money(t(row.key, row.values), row.amount));
  if (agent) {
    rows.push(money(t('summary.agentFee', { rate: formatRate(agent.rate) }), agent.amount));
    rows.push(money(t('summary.agentFeeVat', { rate: formatRate(agent.vatRate) }), agent.vat));
  }
  rows.push(money(t('summary.cardFee'), totals.fees.card));
  // Who owes whom, each line named by its section, as on the screen and the PDF.
  for (const section of owedSections(totals.owed, settlement.payout)) {
    for (const row of section.rows) rows.push(money(`${t(`owed.sections.${section.key}`)} – ${t(`owed.rows.${row.key}`)}`, row.amount));
  }
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
