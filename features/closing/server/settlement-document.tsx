import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatRate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locale';
import { takingsChannels } from '@/features/orders/takings';
import { owedSections } from '../settlement-owed-rows';
import { venueFeeRows } from '../venue-fee-rows';
import { settlementCategories, settlementUnitColumns, variantFigureOf, variantKeyOf, type SettlementMoney, type SettlementStand, type SettlementView } from '../settlement-types';
import { CountedBySection, PartiesBlock, SignatureBlocks, SigningFooter, SigningHeader } from './settlement-signing';
import { settlementTranslator, type SettlementTranslator } from './settlement-translator';
import { pdfFonts } from '@/lib/pdf/fonts';
import { AmountLine, Cell as PdfCell } from '@/lib/pdf/parts';
import { pdfText as p } from '@/lib/pdf/pdf-text';
import { renderPdf } from '@/lib/pdf/render';
import { TestModeStamp } from '@/lib/pdf/test-mode-stamp';

const styles = StyleSheet.create({
  page: { padding: 32, paddingBottom: 44, fontSize: 8.5, fontFamily: pdfFonts.regular, color: '#0f172a', lineHeight: 1.35 },
  muted: { color: '#334155' },
  section: { marginTop: 12 },
  heading: { fontSize: 10.5, fontFamily: pdfFonts.bold, marginBottom: 4 },
  subheading: { fontSize: 9, fontFamily: pdfFonts.bold, marginTop: 6, marginBottom: 2 },
  amount: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5, borderBottomWidth: 0.5, borderBottomColor: '#e2e8f0' },
  strong: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3, fontSize: 10, fontFamily: pdfFonts.bold, borderTopWidth: 1, borderTopColor: '#0f172a' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 2 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: '#0f172a', paddingVertical: 2, fontFamily: pdfFonts.bold },
  totalRow: { flexDirection: 'row', paddingVertical: 2, fontFamily: pdfFonts.bold },
  columns: { flexDirection: 'row', gap: 16 },
  column: { flex: 1 },
});

const unitColumns = settlementUnitColumns;

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return <AmountLine label={label} value={value} style={strong ? styles.strong : styles.amount} />;
}

/** The settlement's tables are dense: narrower gaps between cells. */
const Cell = (props: { width: string; right?: boolean; children: ReactNode }) => <PdfCell gap={2} {...props} />;

const signed = (cents: number | null, t: SettlementTranslator) => (cents === null ? t('stand.notCountedValue') : `${cents > 0 ? '+' : ''}${formatMoney(cents)}`);

/** Takings by channel (gross, refunds, net: features/orders/takings.ts), per category, VAT per rate. */
function MoneyBlock({ money, t }: { money: SettlementMoney; t: SettlementTranslator }) {
  const channels = takingsChannels.filter((channel) => money.takings[channel].sales > 0);
  return (
    <View>
      {channels.map((channel) => {
        const figures = money.takings[channel];
        const label = t(`summary.channels.${channel}`);
        return figures.refunded ? (
          <View key={channel}>
            <Amount label={t('csv.kindChannelGross', { channel: label })} value={formatMoney(figures.gross)} />
            <Amount label={t('csv.kindChannelRefunded', { channel: label })} value={formatMoney(-figures.refunded)} />
            <Amount label={t('csv.kindChannelNet', { channel: label })} value={formatMoney(figures.net)} />
          </View>
        ) : (
          <Amount key={channel} label={label} value={formatMoney(figures.net)} />
        );
      })}
      <Amount label={t('summary.gross')} value={formatMoney(money.takings.total.net)} />
      {settlementCategories.map((category) => (
        <Amount key={category} label={`  ${t(`categories.${category}`)}`} value={formatMoney(money.byCategory[category])} />
      ))}
      {money.vatLines.map((line) => (
        <Amount key={line.rate} label={t('summary.vatRate', { rate: formatRate(line.rate) })} value={formatMoney(line.vat)} />
      ))}
      <Amount label={t('summary.exclVat')} value={formatMoney(money.exclVat)} />
    </View>
  );
}

/** Who owes whom, block by block, as on the screen (settlement-owed-rows.ts). */
function OwedSection({ settlement, t, language }: { settlement: SettlementView; t: SettlementTranslator; language: Locale }) {
  const sections = owedSections(settlement.totals.owed, settlement.payout);
  if (!sections.length) return null;
  const amount = (value: number | null, difference?: boolean) => (value === null ? t('owed.notCounted') : difference && value > 0 ? `+${formatMoney(value)}` : formatMoney(value));
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{p(t('owed.heading'))}</Text>
      <Text style={styles.muted}>{p(t('owed.intro'))}</Text>
      <View style={styles.columns}>
        {[0, 1].map((column) => (
          <View key={column} style={styles.column}>
            {sections
              .filter((_, index) => index % 2 === column)
              .map((section) => (
                <View key={section.key} wrap={false}>
                  <Text style={styles.subheading}>{p(t(`owed.sections.${section.key}`))}</Text>
                  <Text style={styles.muted}>{p(t(`owed.who.${section.key}`))}</Text>
                  {section.rows.map((row) => (
                    <Amount key={row.key} label={t(`owed.rows.${row.key}`)} value={amount(row.amount, row.difference)} strong={row.strong} />
                  ))}
                  {section.note && <Text style={styles.muted}>{p(t(`owed.notes.${section.note.key}`, { date: formatDate(section.note.dueAt, language) }))}</Text>}
                </View>
              ))}
          </View>
        ))}
      </View>
    </View>
  );
}

/** The variants sold online: their units and money (their stock is the shop's, counted there). */
function OnlineSection({ settlement, t }: { settlement: SettlementView; t: SettlementTranslator }) {
  const { online } = settlement;
  if (!online?.items.length) return null;
  const widths = { product: '58%', unit: '14%', gross: '14%' };
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{p(t('summary.online'))}</Text>
      <View style={styles.headRow}>
        <Cell width={widths.product}>{p(t('variants.product'))}</Cell>
        <Cell width={widths.unit} right>
          {p(t('csv.soldOnline'))}
        </Cell>
        <Cell width={widths.unit} right>
          {p(t('variants.free'))}
        </Cell>
        <Cell width={widths.gross} right>
          {p(t('variants.gross'))}
        </Cell>
      </View>
      {online.items.map((item) => (
        <View key={item.productVariantId} style={styles.row} wrap={false}>
          <Cell width={widths.product}>{p(item.variantTitle ? `${item.productTitle} – ${item.variantTitle}` : item.productTitle)}</Cell>
          <Cell width={widths.unit} right>
            {item.sold}
          </Cell>
          <Cell width={widths.unit} right>
            {item.free}
          </Cell>
          <Cell width={widths.gross} right>
            {p(formatMoney(item.gross))}
          </Cell>
        </View>
      ))}
      <Amount label={t('csv.kindOnlineTotal')} value={formatMoney(online.takings.total.net)} strong />
    </View>
  );
}

function StandSection({ stand, t }: { stand: SettlementStand; t: SettlementTranslator }) {
  const widths = { product: '24%', unit: '5.6%', gross: '14.4%' };
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{p(t('stand.heading', { name: stand.name }))}</Text>
      {!stand.closed && <Text style={styles.muted}>{p(t('stand.notCounted'))}</Text>}
      <View style={styles.columns}>
        <View style={styles.column}>
          <MoneyBlock money={stand.money} t={t} />
        </View>
        <View style={styles.column}>
          {stand.cash ? (
            <>
              <Text style={styles.subheading}>{p(t('stand.cashHeading'))}</Text>
              <Amount label={t('stand.changeFundExpected')} value={formatMoney(stand.cash.changeFundExpected)} />
              <Amount label={t('stand.changeFundFound')} value={stand.cash.changeFundFound === null ? t('stand.notCountedValue') : formatMoney(stand.cash.changeFundFound)} />
              <Amount label={t('stand.difference')} value={signed(stand.cash.changeFundDifference, t)} />
              <Amount label={t('stand.cashSales')} value={formatMoney(stand.cash.cashSales)} />
              {stand.cash.cashIn > 0 && <Amount label={t('stand.cashIn')} value={formatMoney(stand.cash.cashIn)} />}
              {stand.cash.cashOut > 0 && <Amount label={t('stand.cashOut')} value={formatMoney(-stand.cash.cashOut)} />}
              <Amount label={t('stand.feesPaidWithCash')} value={formatMoney(stand.cash.feesPaidWithCash)} />
              <Amount label={t('stand.cashExpected')} value={formatMoney(stand.cash.expected)} />
              <Amount label={t('stand.cashCounted')} value={stand.cash.counted === null ? t('stand.notCountedValue') : formatMoney(stand.cash.counted)} />
              <Amount label={t('stand.difference')} value={signed(stand.cash.difference, t)} />
            </>
          ) : (
            <Text style={styles.muted}>{p(t('stand.cardOnly'))}</Text>
          )}
          <Text style={styles.subheading}>{p(t('stand.cardHeading'))}</Text>
          <Amount label={t('stand.cardSales')} value={formatMoney(stand.card.sales)} />
          <Amount label={t('stand.cardTerminal')} value={stand.card.terminal === null ? t('stand.notCountedValue') : formatMoney(stand.card.terminal)} />
          <Amount label={t('stand.difference')} value={signed(stand.card.difference, t)} />
        </View>
      </View>
      {/* The table's heading never alone at the foot of a page: some rows follow it, or it starts the next one. */}
      <Text style={styles.subheading} minPresenceAhead={60}>
        {p(t('variants.heading', { name: stand.name }))}
      </Text>
      <View style={styles.headRow} fixed minPresenceAhead={40}>
        <Cell width={widths.product}>{p(t('variants.product'))}</Cell>
        {unitColumns.map((column) => (
          <Cell key={column} width={widths.unit} right>
            {p(t(`variants.${column}`))}
          </Cell>
        ))}
        <Cell width={widths.gross} right>
          {p(t('variants.gross'))}
        </Cell>
      </View>
      {stand.variants.map((variant) => (
        <View key={variantKeyOf(variant)} style={styles.row} wrap={false}>
          <Cell width={widths.product}>
            {p(variant.custom ? t('variants.customLine', { label: variant.productTitle }) : variant.variantTitle ? `${variant.productTitle} – ${variant.variantTitle}` : variant.productTitle)}
            {variant.freeReasons.length > 0 && p(`\n${t('variants.freeReasons')} : ${variant.freeReasons.map((entry) => `${entry.reason ?? t('variants.noReason')} (${entry.quantity})`).join(', ')}`)}
          </Cell>
          {unitColumns.map((column) => (
            <Cell key={column} width={widths.unit} right>
              {variantFigureOf(variant, column) ?? '—'}
            </Cell>
          ))}
          <Cell width={widths.gross} right>
            {p(formatMoney(variant.gross))}
          </Cell>
        </View>
      ))}
      <View style={styles.totalRow} wrap={false}>
        <Cell width={widths.product}>{p(t('variants.total'))}</Cell>
        {unitColumns.map((column) => (
          <Cell key={column} width={widths.unit} right>
            {stand.units[column]}
          </Cell>
        ))}
        <Cell width={widths.gross} right>
          {p(formatMoney(stand.money.takings.total.net))}
        </Cell>
      </View>
    </View>
  );
}

/** The adjustments made after the closing, below its figures: when, by whom, which sale, what went back and why. */
export function AdjustmentsSection({ settlement, t, language }: { settlement: SettlementView; t: SettlementTranslator; language: Locale }) {
  if (!settlement.adjustments.length) return null;
  const widths = { when: '14%', who: '15%', order: '13%', amount: '11%', units: '17%', payout: '16%', reason: '14%' };
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{p(t('adjustments.heading'))}</Text>
      <Text style={styles.muted}>{p(t('adjustments.help'))}</Text>
      <View style={styles.headRow}>
        {(['when', 'who', 'order', 'amount', 'units', 'payout', 'reason'] as const).map((column) => (
          <Cell key={column} width={widths[column]} right={column === 'amount'}>
            {p(t(`adjustments.${column === 'units' ? 'destination' : column}`))}
          </Cell>
        ))}
      </View>
      {settlement.adjustments.map((adjustment) => (
        <View key={adjustment.id} style={styles.row} wrap={false}>
          <Cell width={widths.when}>{p(formatDateTime(adjustment.createdAt, language))}</Cell>
          <Cell width={widths.who}>{p(adjustment.createdBy)}</Cell>
          <Cell width={widths.order}>{p(t(adjustment.channel === 'shop' ? 'adjustments.orderShop' : 'adjustments.orderTicket', { number: adjustment.orderNumber ?? '' }))}</Cell>
          <Cell width={widths.amount} right>
            {p(`${formatMoney(adjustment.amount)} ${t(`adjustments.methods.${adjustment.method}`)}`)}
          </Cell>
          <Cell width={widths.units}>{p(t(`adjustments.destinations.${adjustment.destination}`, { units: Math.abs(adjustment.units) }))}</Cell>
          <Cell width={widths.payout}>{p(t(`adjustments.payoutTreatments.${adjustment.payoutTreatment}`, { amount: formatMoney(adjustment.payoutEffect) }))}</Cell>
          <Cell width={widths.reason}>{p(adjustment.reason)}</Cell>
        </View>
      ))}
      <Amount label={t('adjustments.total')} value={formatMoney(settlement.adjustmentTotals.amount)} strong />
    </View>
  );
}

/**
 * The settlement on A4: its number and date, the two parties, the date's takings and fees, who owes whom, each
 * stand, what sold online, the adjustments, who counted, and the two signatures; every page's footer names the number
 * and the hash.
 */
export function SettlementDocument({ settlement, t, language }: { settlement: SettlementView; t: SettlementTranslator; language: Locale }) {
  const { totals, event } = settlement;
  const { venue, agent } = totals.fees;
  return (
    <Document title={p(`${t('pdf.title')} – ${event.name}`)} author={p(settlement.organiser.name)} language={language}>
      <Page size="A4" style={styles.page}>
        <TestModeStamp text={p(t('pdf.testMode'))} />
        <SigningHeader settlement={settlement} t={t} language={language} title={`${t('pdf.title')} – ${event.name}`} />
        <PartiesBlock settlement={settlement} t={t} language={language} />
        <Text style={[styles.muted, { marginTop: 8 }]}>{p(t('closedAt', { date: formatDateTime(settlement.closedAt, language) }))}</Text>
        {settlement.hash && <Text style={styles.muted}>{p(t('hash', { hash: settlement.hash }))}</Text>}

        <View style={styles.section}>
          <Text style={styles.heading}>{p(t('summary.heading'))}</Text>
          <MoneyBlock money={totals.money} t={t} />
          <Text style={styles.subheading}>{p(t('summary.fees'))}</Text>
          {venue && venueFeeRows(venue).map((row, index) => <Amount key={`${row.key}-${index}`} label={t(row.key, row.values)} value={formatMoney(row.amount)} />)}
          {agent && (
            <>
              <Amount label={t('summary.agentFee', { rate: formatRate(agent.rate) })} value={formatMoney(agent.amount)} />
              <Amount label={t('summary.agentFeeVat', { rate: formatRate(agent.vatRate) })} value={formatMoney(agent.vat)} />
            </>
          )}
          <Amount label={t('summary.cardFee')} value={formatMoney(totals.fees.card)} />
        </View>
        <OwedSection settlement={settlement} t={t} language={language} />

        {settlement.stands.map((stand) => (
          <StandSection key={stand.id} stand={stand} t={t} />
        ))}
        <Text style={styles.muted}>{p(t('variants.varianceHelp'))}</Text>
        <OnlineSection settlement={settlement} t={t} />
        <AdjustmentsSection settlement={settlement} t={t} language={language} />
        <CountedBySection settlement={settlement} t={t} />
        <SignatureBlocks settlement={settlement} t={t} />
        <SigningFooter settlement={settlement} t={t} />
      </Page>
    </Document>
  );
}

/** The settlement as PDF bytes. */
export async function renderSettlementPdf(settlement: SettlementView, language: Locale): Promise<Buffer> {
  return renderPdf(<SettlementDocument settlement={settlement} t={settlementTranslator(language)} language={language} />);
}
