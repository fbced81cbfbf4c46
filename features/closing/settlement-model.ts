// The settlement's arithmetic, with no database: features/closing/server/settlement.ts reads the rows and hands them
// here. Every amount is integer cents; rates are percents with at most 2 decimals, turned into basis points so that
// each product and quotient is rounded once, exactly, by lib/money (docs/decisions.md, Settlement).
import type { ClosingStandRecord, VatLine, VenueDealRecord } from '@/lib/json-columns';
import { percentOf } from '@/lib/money/percent';
import { exclVatInside, sumByRate } from '@/lib/money/vat';
import { drawerDifference, expectedCash } from '@/features/orders/drawer';
import { isCompLine } from '@/features/orders/shift-report';
import { takenRowsOf, takingsOf, type PaidPart } from '@/features/orders/takings';
import {
  settlementCategories,
  type SettlementCategory,
  type SettlementFee,
  type SettlementFees,
  type SettlementMoney,
  type SettlementOnlineItem,
  type SettlementStandCard,
  type SettlementStandCash,
  type SettlementUnits,
  type SettlementVariant,
  type SettlementVatLine,
  type SettlementVenueFee,
  type VenueFeeLine,
} from './settlement-types';
import type { FeePaidWith } from './types';

export interface SettlementOrder {
  id: string;
  /** A shop's order (click-and-collect): the online channel's, whatever its method. */
  online: boolean;
  paymentMethod: 'cash' | 'card';
  totalInclVat: number;
  /** Its succeeded payments (a split order: its cash part and its card part); absent: its one method and total. */
  paid?: PaidPart[];
  /** As stored with the order; empty on an order written before they were kept. */
  vatLines: VatLine[];
}

export interface SettlementRefund {
  orderId: string;
  method: 'cash' | 'card';
  amount: number;
}

/** An order line with what its refunds took back. */
export interface SettlementLine {
  orderId: string;
  /** Null on a custom line (Article libre): no product, variant nor stock, its label in productTitle. */
  productId: string | null;
  productVariantId: string | null;
  custom: boolean;
  productTitle: string;
  variantTitle: string | null;
  category: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  discount: number;
  discountReason: string | null;
  lineTotal: number;
  refundedQuantity: number;
  /** Money given back on this line. */
  refundedAmount: number;
  /** Units refunded and written off as damaged. */
  damagedAtRefund: number;
}

/** A ledger row of a stand's inventory (order and refund rows are not needed: the register's lines say them). */
export interface SettlementLedgerRow {
  inventoryItemId: string;
  productId: string;
  productVariantId: string;
  productTitle: string;
  variantTitle: string | null;
  category: string;
  kind: string;
  delta: number;
  quantity: number;
  receiptType: 'success' | 'damaged' | 'missing' | 'regul' | null;
  transferId: string | null;
  createdAt: Date;
}

/**
 * VAT per rate, taken out of prices that include it: VAT = gross − gross ÷ (1 + rate), rounded once per rate on the
 * whole group's gross at that rate (never gross × rate, never the sum of each order's rounded VAT). The gross per rate
 * comes from the orders' stored VAT lines, less what was refunded at that rate; an order without stored lines is read
 * from its own lines.
 */
export function vatLinesOf(orders: SettlementOrder[], lines: SettlementLine[]): SettlementVatLine[] {
  const grosses: { rate: number; gross: number }[] = [];
  const withStoredLines = new Set(orders.filter((order) => order.vatLines.length > 0).map((order) => order.id));
  for (const order of orders) for (const vatLine of order.vatLines) grosses.push({ rate: vatLine.rate, gross: vatLine.base + vatLine.vat });
  for (const line of lines) {
    if (!withStoredLines.has(line.orderId)) grosses.push({ rate: line.vatRate, gross: line.lineTotal });
    if (line.refundedAmount) grosses.push({ rate: line.vatRate, gross: -line.refundedAmount });
  }
  return sumByRate(grosses, ['gross'])
    .filter(({ gross }) => gross !== 0)
    .map(({ rate, gross }) => {
      const exclVat = exclVatInside(gross, rate);
      return { rate, gross, exclVat, vat: gross - exclVat };
    });
}

const emptyCategories = (): Record<SettlementCategory, number> => Object.fromEntries(settlementCategories.map((category) => [category, 0])) as Record<SettlementCategory, number>;
const asCategory = (category: string): SettlementCategory => ((settlementCategories as readonly string[]).includes(category) ? (category as SettlementCategory) : 'other');

/**
 * Takings excluding VAT per category: the lines' gross net of refunds summed per category and VAT rate, then each
 * rate's part without VAT taken out once (exclVatInside), never line by line.
 */
function exclVatByCategory(lines: SettlementLine[]): Record<SettlementCategory, number> {
  const byCategory = emptyCategories();
  for (const category of settlementCategories) {
    const grosses = lines.filter((line) => asCategory(line.category) === category).map((line) => ({ rate: line.vatRate, gross: line.lineTotal - line.refundedAmount }));
    for (const { rate, gross } of sumByRate(grosses, ['gross'])) byCategory[category] += exclVatInside(gross, rate);
  }
  return byCategory;
}

/**
 * The money of a group of orders whose money came in: takings by channel (features/orders/takings.ts, the one
 * definition), by category, VAT per rate, and the card fee, which is the platform's commission as fixed on the group's
 * card payments (features/invoices/server/commission.ts).
 */
export function moneyOf(orders: SettlementOrder[], refunds: SettlementRefund[], lines: SettlementLine[], cardFee: number): SettlementMoney {
  const byId = new Map(orders.map((order) => [order.id, order]));
  const ownRefunds = refunds.filter((refund) => byId.has(refund.orderId));
  const ownLines = lines.filter((line) => byId.has(line.orderId));
  const takings = takingsOf(
    orders.flatMap(takenRowsOf),
    ownRefunds.map((refund) => ({ online: byId.get(refund.orderId)!.online, method: refund.method, amount: refund.amount })),
  );
  const byCategory = emptyCategories();
  for (const line of ownLines) byCategory[asCategory(line.category)] += line.lineTotal - line.refundedAmount;
  const byCategoryExclVat = exclVatByCategory(ownLines);
  const vatLines = vatLinesOf(orders, ownLines);
  const vat = vatLines.reduce((sum, line) => sum + line.vat, 0);
  return { takings, byCategory, byCategoryExclVat, vatLines, exclVat: takings.total.net - vat, vat, cardFee };
}

/**
 * The event's money: the groups' orders taken together, so that the VAT is rounded once per rate on the event's
 * total; the card fee is the sum of the groups' (each stand's fee is what the platform keeps on its terminal).
 */
export function totalMoneyOf(orders: SettlementOrder[], refunds: SettlementRefund[], lines: SettlementLine[], groups: SettlementMoney[]): SettlementMoney {
  return moneyOf(orders, refunds, lines, groups.reduce((sum, group) => sum + group.cardFee, 0));
}

/** A line given away: a 100 % discount on a priced line. */
export const isFreeLine = isCompLine;

/**
 * Per variant at one stand: count in and out from the stand's ledger, sold and free from its register's lines,
 * damaged, missing and found from the closing count. The closing count is the transfer `countTransferId` (or rows of
 * kind `closing`); what came in before the stand's first sale is its opening stock, what came after was received
 * during the date; `countStartedAt` is when the count began (the closing time without a count): rows before it make the count
 * in, rows after it (leftovers sent back) are taken off the level of today to give the level right after the count.
 */
export function variantsOf(input: {
  ledger: SettlementLedgerRow[];
  levels: { inventoryItemId: string; available: number }[];
  lines: SettlementLine[];
  countTransferId: string | null;
  countStartedAt: Date;
  /** The stand's first sale: what came in after it was received during the date; null without a sale. */
  firstSaleAt: Date | null;
}): SettlementVariant[] {
  const isCount = (row: SettlementLedgerRow) => (input.countTransferId !== null && row.transferId === input.countTransferId) || row.kind === 'closing';
  const byVariant = new Map<string, SettlementVariant & { inventoryItemId: string | null }>();
  const entry = (source: Pick<SettlementLine, 'productId' | 'productVariantId' | 'productTitle' | 'variantTitle' | 'category'> & { custom?: boolean }, inventoryItemId: string | null) => {
    // A custom line (Article libre) is its own row per label: sold and money, never a stock figure.
    const key = source.productVariantId ?? `custom:${source.productTitle}`;
    let found = byVariant.get(key);
    if (!found) {
      found = {
        productId: source.productId,
        productVariantId: source.productVariantId,
        custom: source.custom ?? false,
        productTitle: source.productTitle,
        variantTitle: source.variantTitle,
        category: source.category,
        inventoryItemId,
        opening: 0,
        received: 0,
        countIn: 0,
        countOut: 0,
        expectedSold: 0,
        sold: 0,
        free: 0,
        freeReasons: [],
        damaged: 0,
        missing: 0,
        found: 0,
        damagedAtRefund: 0,
        variance: 0,
        gross: 0,
      };
      byVariant.set(key, found);
    }
    if (inventoryItemId) found.inventoryItemId = inventoryItemId;
    return found;
  };
  const afterCount = new Map<string, number>();
  for (const row of input.ledger) {
    const variant = entry(row, row.inventoryItemId);
    // Units an offline sale took beyond what the ledger held (issue #26): no stock came in, the shelf had more than
    // recorded. Left out of the count in, they make a gap (variance −units), explained as units found.
    if (row.kind === 'offlineCorrection') {
      variant.found += row.quantity;
      continue;
    }
    if (isCount(row)) {
      if (row.receiptType === 'damaged') variant.damaged += row.quantity;
      else if (row.receiptType === 'missing') variant.missing += row.quantity;
      else if (row.receiptType === 'regul') variant.found += row.quantity;
    } else if (row.createdAt < input.countStartedAt) {
      if (row.kind === 'order' || row.kind === 'refund') continue;
      variant.countIn += row.delta;
      if (input.firstSaleAt && row.createdAt >= input.firstSaleAt) variant.received += row.delta;
      else variant.opening += row.delta;
    } else {
      afterCount.set(row.inventoryItemId, (afterCount.get(row.inventoryItemId) ?? 0) + row.delta);
    }
  }
  const levels = new Map(input.levels.map((level) => [level.inventoryItemId, level.available]));
  for (const line of input.lines) {
    const variant = entry(line, null);
    const units = line.quantity - line.refundedQuantity;
    variant.sold += units;
    variant.gross += line.lineTotal - line.refundedAmount;
    variant.damagedAtRefund += line.damagedAtRefund;
    if (isFreeLine(line) && units > 0) {
      variant.free += units;
      const reason = line.discountReason?.trim() || null;
      const known = variant.freeReasons.find((entry) => entry.reason === reason);
      if (known) known.quantity += units;
      else variant.freeReasons.push({ reason, quantity: units });
    }
  }
  return [...byVariant.values()]
    .map(({ inventoryItemId, ...variant }) => {
      const countOut = inventoryItemId ? (levels.get(inventoryItemId) ?? 0) - (afterCount.get(inventoryItemId) ?? 0) : 0;
      const expectedSold = variant.countIn - countOut;
      // No shelf to tell against: a custom line's units are no variance.
      return { ...variant, countOut, expectedSold, variance: variant.custom ? 0 : expectedSold - variant.sold };
    })
    .sort((a, b) => a.productTitle.localeCompare(b.productTitle, 'fr') || (a.variantTitle ?? '').localeCompare(b.variantTitle ?? '', 'fr'));
}

/** The variants sold online (click-and-collect), from their orders' lines: units net of refunds, given away, money. */
export function onlineItemsOf(lines: SettlementLine[]): SettlementOnlineItem[] {
  const byVariant = new Map<string, SettlementOnlineItem>();
  for (const line of lines) {
    // A shop sells only its catalogue: a custom line is the register's and never online.
    if (line.productId === null || line.productVariantId === null) continue;
    const item = byVariant.get(line.productVariantId) ?? { productId: line.productId, productVariantId: line.productVariantId, productTitle: line.productTitle, variantTitle: line.variantTitle, category: line.category, sold: 0, free: 0, gross: 0 };
    const units = line.quantity - line.refundedQuantity;
    item.sold += units;
    if (isFreeLine(line) && units > 0) item.free += units;
    item.gross += line.lineTotal - line.refundedAmount;
    byVariant.set(line.productVariantId, item);
  }
  return [...byVariant.values()].sort((a, b) => a.productTitle.localeCompare(b.productTitle, 'fr') || (a.variantTitle ?? '').localeCompare(b.variantTitle ?? '', 'fr'));
}

const unitKeys = ['opening', 'received', 'countIn', 'countOut', 'expectedSold', 'sold', 'free', 'damaged', 'missing', 'found', 'damagedAtRefund', 'variance'] as const;

/** The sum of variants' units (a stand's), or of stands' (the event's). */
export function unitsOf(rows: SettlementUnits[]): SettlementUnits {
  return Object.fromEntries(unitKeys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as unknown as SettlementUnits;
}

/**
 * A stand's drawer: the cash it should hold against the count, by the one rule (features/orders/drawer.ts). Its float
 * is the change fund found (a fund short from the start is its own difference, not the drawer's twice over); the fees
 * paid from it at the closing are one more way out.
 */
export function standCashOf(
  changeFund: number,
  cash: { gross: number; refunded: number },
  moved: { cashIn: number; cashOut: number },
  record: ClosingStandRecord | null,
  counted: number | null,
): SettlementStandCash {
  const feesPaidWithCash = record?.feesPaidWithCash ?? 0;
  const changeFundFound = record ? record.changeFundFound : null;
  const expected = expectedCash({ float: changeFundFound ?? changeFund, cashSales: cash.gross, cashRefunds: cash.refunded, ...moved, paidToVenue: feesPaidWithCash });
  return {
    changeFundExpected: changeFund,
    changeFundFound,
    changeFundDifference: changeFundFound === null ? null : changeFundFound - changeFund,
    cashSales: cash.gross - cash.refunded,
    cashIn: moved.cashIn,
    cashOut: moved.cashOut,
    feesPaidWithCash,
    expected,
    counted,
    difference: drawerDifference(counted, expected),
  };
}

/** The card terminal's total against the card sales. */
export function standCardOf(cardSales: number, record: ClosingStandRecord | null): SettlementStandCard {
  const terminal = record?.cardCounted ?? null;
  return { sales: cardSales, terminal, difference: terminal === null ? null : terminal - cardSales };
}

/** A fee on the takings excluding VAT, with its own VAT on top, each rounded to the cent once. */
export function feeOf(base: number, rate: number, vatRate: number): SettlementFee {
  const amount = percentOf(base, rate);
  const vat = percentOf(amount, vatRate);
  return { base, rate, amount, vatRate, vat, total: amount + vat };
}

export interface FeeTerms {
  commissionType: 'theatreFee' | 'agentFee' | 'noCommission';
  theaterFeeAmount: number | null;
  theaterFeeVat: number | null;
  commissionAgentFeeAmount: number | null;
  commissionAgentFeeVat: number | null;
  /** theatreFee: the venue's deal; null is the single rate on the takings excluding VAT. */
  venueDeal: VenueDealRecord | null;
}

/**
 * The venue's commission as its deal writes it. Each category's rate (its own, else the theatre-fee rate) applies to
 * its takings, excluding VAT unless the deal says including; when every category has the same rate, that rate applies
 * once to all takings (the spec's theatre fee, rounded once, not per category). The fixed fee is added, then the VAT
 * on the commission is taken on the whole, each product rounded to the cent once.
 */
export function venueFeeOf(terms: Pick<FeeTerms, 'theaterFeeAmount' | 'theaterFeeVat' | 'venueDeal'>, money: SettlementMoney): Omit<SettlementVenueFee, 'paidWith' | 'paidInCash'> {
  const rate = terms.theaterFeeAmount ?? 0;
  const vatRate = terms.theaterFeeVat ?? 0;
  const basis = terms.venueDeal?.basis ?? 'exclVat';
  const fixedFee = terms.venueDeal?.fixedFee ?? 0;
  const rateOf = (category: SettlementCategory) => terms.venueDeal?.categoryRates[category] ?? rate;
  const single = settlementCategories.every((category) => rateOf(category) === rateOf(settlementCategories[0]));
  const lineOf = (category: SettlementCategory | null, base: number, lineRate: number): VenueFeeLine => ({ category, base, rate: lineRate, amount: percentOf(base, lineRate) });
  const lines = single
    ? [lineOf(null, basis === 'exclVat' ? money.exclVat : money.takings.total.net, rateOf(settlementCategories[0]))]
    : settlementCategories.map((category) => lineOf(category, (basis === 'exclVat' ? money.byCategoryExclVat : money.byCategory)[category], rateOf(category))).filter((line) => line.base !== 0);
  const amount = lines.reduce((sum, line) => sum + line.amount, 0) + fixedFee;
  const vat = percentOf(amount, vatRate);
  return { base: lines.reduce((sum, line) => sum + line.base, 0), rate, amount, vatRate, vat, total: amount + vat, basis, lines, fixedFee };
}

/** The fees of the event on its total money. */
export function feesOf(terms: FeeTerms, money: SettlementMoney, paidWith: FeePaidWith | null, paidInCash: number): SettlementFees {
  const venue = terms.commissionType === 'theatreFee' ? { ...venueFeeOf(terms, money), paidWith, paidInCash } : null;
  const agent = terms.commissionType === 'agentFee' ? feeOf(money.exclVat, terms.commissionAgentFeeAmount ?? 0, terms.commissionAgentFeeVat ?? 0) : null;
  return { venue, agent, card: money.cardFee };
}
