// The settlement of a closed event (GET /v1/events/{id}/settlement, docs/decisions.md, Settlement). Money is integer
// cents, VAT included unless a name says otherwise; units are whole units.
import type { CommissionType, VenueDealBasis } from '@/features/events/types';
import type { Takings } from '@/features/orders/takings';
import type { FeePaidWith } from './types';

export const settlementCategories = ['merchandising', 'accessories', 'phonography', 'other'] as const;
export type SettlementCategory = (typeof settlementCategories)[number];

/** One VAT rate's share of takings: the VAT taken out of the gross once, rounded to the cent once. */
export interface SettlementVatLine {
  /** Percent, e.g. 20 or 5.5. */
  rate: number;
  gross: number;
  exclVat: number;
  vat: number;
}

/** The money of a group of orders (a stand's, the online shop's, the event's). */
export interface SettlementMoney {
  /** By channel: gross, refunds, net (features/orders/takings.ts); `takings.total.net` is the group's takings. */
  takings: Takings;
  /** Net of refunds. */
  byCategory: Record<SettlementCategory, number>;
  /**
   * The same excluding VAT: per category, the lines' gross at each VAT rate taken out once (lib/money/vat.ts
   * exclVatInside) and summed. Their sum may differ from exclVat by a cent or two, which rounds per rate on all
   * categories at once. The venue's fee reads it when the closing computes; settlements confirmed before deal terms lack
   * it, and nothing reads it from a stored one.
   */
  byCategoryExclVat: Record<SettlementCategory, number>;
  vatLines: SettlementVatLine[];
  exclVat: number;
  vat: number;
  /** The platform's commission on the card takings. */
  cardFee: number;
}

/** What became of one variant at one stand, from the ledger, the register and the closing count. */
export interface SettlementVariant {
  /** Null on a custom line's row (Article libre, `custom`): its label in productTitle, sold units and money only. */
  productId: string | null;
  productVariantId: string | null;
  custom: boolean;
  productTitle: string;
  variantTitle: string | null;
  category: string;
  /** What the stand held when its first sale was made (all it held before the count, without a sale). */
  opening: number;
  /** Received after that (transfers in, net of transfers out), before the closing count. */
  received: number;
  /** opening + received: what the stand had to sell. */
  countIn: number;
  /** The level after the closing count. */
  countOut: number;
  /** countIn − countOut: the units that left the shelf. */
  expectedSold: number;
  /** Units out through the register, net of refunds, free ones included. */
  sold: number;
  /** Of which given away (a 100 % discount), with their reasons. */
  free: number;
  freeReasons: { reason: string | null; quantity: number }[];
  /** Written off by the closing count. */
  damaged: number;
  missing: number;
  /** Found beyond the ledger: by the closing count (regul), or sold offline when the ledger held none (offlineCorrection). */
  found: number;
  /** Refunded and written off as damaged (they left the shelf but are not sold). */
  damagedAtRefund: number;
  /** expectedSold − sold = missing + damaged + damagedAtRefund − found when the ledger is whole. */
  variance: number;
  /** Takings of the variant, net of refunds. */
  gross: number;
}

export interface SettlementStandCash {
  changeFundExpected: number;
  changeFundFound: number | null;
  changeFundDifference: number | null;
  /** Net of cash refunds. */
  cashSales: number;
  /** Cash put in and taken out of the drawer outside sales (its movements, with their reasons at the register). */
  cashIn: number;
  cashOut: number;
  feesPaidWithCash: number;
  /** By the one rule (features/orders/drawer.ts): fund found + cashSales + cashIn − cashOut − feesPaidWithCash. */
  expected: number;
  /** The cash count the closing settled on. */
  counted: number | null;
  /** counted − expected: negative when cash is short. */
  difference: number | null;
}

export interface SettlementStandCard {
  sales: number;
  terminal: number | null;
  /** terminal − sales. */
  difference: number | null;
}

/** The unit columns of the settlement's tables, in the order they are read (screen, PDF, CSV). */
export const settlementUnitColumns = ['opening', 'received', 'countOut', 'expectedSold', 'sold', 'free', 'damaged', 'missing', 'found', 'damagedAtRefund', 'variance'] as const;

export interface SettlementUnits {
  opening: number;
  received: number;
  countIn: number;
  countOut: number;
  expectedSold: number;
  sold: number;
  free: number;
  damaged: number;
  missing: number;
  found: number;
  damagedAtRefund: number;
  variance: number;
}

export interface SettlementStand {
  id: string;
  name: string;
  /** False when the closing holds no record of the stand (it counted nothing there). */
  closed: boolean;
  money: SettlementMoney;
  /** Null for a stand that took no cash (card only): no drawer to count. */
  cash: SettlementStandCash | null;
  card: SettlementStandCard;
  variants: SettlementVariant[];
  units: SettlementUnits;
}

/** A fee the organiser owes on the takings: its base, rate, amount and VAT. */
export interface SettlementFee {
  /** Takings excluding VAT (docs/decisions.md, Settlement). */
  base: number;
  /** Percent. */
  rate: number;
  amount: number;
  vatRate: number;
  vat: number;
  total: number;
}

/** One rate of the venue's deal on its base: a category's takings, or all takings (category null) for a single rate. */
export interface VenueFeeLine {
  category: SettlementCategory | null;
  base: number;
  /** Percent. */
  rate: number;
  amount: number;
}

/**
 * The venue's commission as its deal writes it (events.venue_deal): a line per category when the rates differ, one
 * line on all takings when they are the same; the fixed fee on top; the VAT on the whole. `base` is the lines' bases
 * and `rate` the event's theatre-fee rate (the default one); amount = Σ lines + fixedFee.
 */
export interface SettlementVenueFee extends SettlementFee {
  /** Which takings the rates apply to; absent (exclVat) from settlements confirmed before deal terms. */
  basis?: VenueDealBasis;
  /** Absent from settlements confirmed before deal terms: then one line, base × rate. */
  lines?: VenueFeeLine[];
  fixedFee?: number;
  paidWith: FeePaidWith | null;
  paidInCash: number;
}

export interface SettlementFees {
  venue: SettlementVenueFee | null;
  agent: SettlementFee | null;
  card: number;
}

/**
 * A refund made after the closing by a manager of the tour (docs/decisions.md, "Post-closing adjustments"), shown
 * below the closing's figures, which it never changes.
 */
export interface SettlementAdjustment {
  id: string;
  /** A refund after the closing, or a sale made offline that arrived after it (issue #26): its amount and units negative. */
  kind: 'refund' | 'lateSale';
  createdAt: string;
  /** Who made it: their name, or their e-mail without one. */
  createdBy: string;
  orderId: string;
  /** The order's ticket (stand) or order number (shop). */
  orderNumber: number | null;
  channel: 'event' | 'shop' | 'physicalSeller';
  method: 'cash' | 'card';
  /** Money given back, cents. */
  amount: number;
  /** The platform's commission given back with it. */
  commission: number;
  units: number;
  destination: 'warehouse' | 'writeOff' | 'soldOffline';
  /** What it takes from the platform's payouts. */
  payoutEffect: number;
  /** Where that is taken from: the date's payout not paid yet, the organiser's next payout, or nothing to take. */
  payoutTreatment: 'datePayout' | 'nextPayout' | 'none';
  reason: string;
}

/** A variant sold online (click-and-collect): its units and money; its stock is the shop's, counted there. */
export interface SettlementOnlineItem {
  productId: string;
  productVariantId: string;
  productTitle: string;
  variantTitle: string | null;
  category: string;
  sold: number;
  free: number;
  gross: number;
}

/** Money that goes through the platform or the provider: gross, refunds, the platform's commission, what is paid. */
export interface SettlementPaidOut {
  gross: number;
  refunded: number;
  commission: number;
  /** gross − refunded − commission. */
  net: number;
}

/**
 * Who owes whom once the date is settled (issue #24): separate lines an organiser can act on, never one "net due"
 * that mixes money in the till with money the platform pays and fees paid by transfer.
 */
export interface SettlementOwed {
  /** The stands' drawers, which the tour's team holds: null when no stand took cash. */
  cash: {
    changeFund: number;
    cashTakings: number;
    /** The drawers' movements, each way. */
    cashIn: number;
    cashOut: number;
    /** Taken out of the drawers to pay the venue. */
    paidToVenue: number;
    expected: number;
    /** Null when a drawer was not counted. */
    counted: number | null;
    difference: number | null;
  } | null;
  /** Card money taken at the stands: the platform pays it to the organiser, less its commission (the payout). */
  platformPayout: SettlementPaidOut | null;
  /** Online orders: the payment provider pays them straight to the organiser's account, less the platform's fee. */
  online: SettlementPaidOut | null;
  /** The venue's commission, VAT included: what the drawers paid, and what the organiser still owes by transfer. */
  venue: { total: number; paidInCash: number; owedByTransfer: number } | null;
  /** The agent's fee, VAT included: the organiser owes it by transfer. */
  agent: { total: number } | null;
}

/**
 * Snapshots stored before this version lack the channels and the lines above (v1) or the drawers' movements (v2):
 * they are read again from the rows.
 */
export const SETTLEMENT_VERSION = 3;

/** A postal address as the organiser's account or the date holds it; `country` is an ISO code ("FR") or a name. */
export interface SettlementAddress {
  line1: string | null;
  line2: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
}

/** Someone who counted at the closing: the stands whose drawer (cash) and stock (stock) they counted. */
export interface SettlementCounter {
  name: string;
  cash: string[];
  stock: string[];
}

/**
 * Who the settlement is between and who stood behind its figures, for the document a venue manager signs: the
 * organiser (the tour's owner), the venue (the date's), the people who counted, the tour's representative (who
 * confirmed the closing, null when that account is gone).
 */
export interface SettlementParties {
  organiser: { name: string; address: SettlementAddress; siret: string | null; vatNumber: string | null };
  venue: { name: string | null; address: SettlementAddress };
  countedBy: SettlementCounter[];
  tourRepresentative: { name: string } | null;
}

/** The settlement as the closing confirmed it: stored whole (event_closings.settlement), never recomputed. */
export interface ConfirmedSettlement {
  version: typeof SETTLEMENT_VERSION;
  event: {
    id: string;
    projectId: string;
    name: string;
    venueName: string | null;
    city: string | null;
    firstPerformanceAt: string | null;
    commissionType: CommissionType;
  };
  organiser: { name: string };
  /** The settlement's number, sequential per organiser ("BIL-2026-0007"), allocated by the closing. */
  number?: string;
  /** Who the document is between, and who counted (read again with the rest for a snapshot of an earlier version). */
  parties: SettlementParties;
  closedAt: string;
  stands: SettlementStand[];
  /** Click-and-collect orders of the event: their money and units; their stock is the shop's. */
  online: (SettlementMoney & { items: SettlementOnlineItem[] }) | null;
  totals: {
    money: SettlementMoney;
    /** The stands' units (stock counts are the stands'); units sold online are `online.items`'. */
    units: SettlementUnits;
    fees: SettlementFees;
    owed: SettlementOwed;
  };
}

/** The date's payout as it stands now (features/invoices): its amount after deductions, its due date, paid or not. */
export interface SettlementPayout {
  cardTakings: number;
  commission: number;
  /** Post-closing refunds of earlier dates taken from it. */
  deductions: number;
  amount: number;
  dueAt: string;
  status: 'scheduled' | 'paid';
}

export interface SettlementView extends ConfirmedSettlement {
  payout: SettlementPayout | null;
  /** SHA-256 of the confirmed settlement's canonical JSON (RFC 8785); null for a closing made before it was kept. */
  hash: string | null;
  adjustments: SettlementAdjustment[];
  /** The adjustments' sums: money given back, and what was taken from payouts. */
  adjustmentTotals: { amount: number; payoutEffect: number };
}

/** A custom line's row (Article libre) says only what the register sold: no shelf, so no stock figure. */
const customLineColumns: readonly SettlementUnitColumn[] = ['sold', 'free'];
type SettlementUnitColumn = (typeof settlementUnitColumns)[number];

/** A variant row's figure in a unit column; null where a custom line has none (shown as a dash, left empty in CSV). */
export function variantFigureOf(variant: SettlementVariant, column: SettlementUnitColumn): number | null {
  return variant.custom && !customLineColumns.includes(column) ? null : variant[column];
}

/** A row's key: its variant, or a custom line's label. */
export function variantKeyOf(variant: SettlementVariant): string {
  return variant.productVariantId ?? `custom:${variant.productTitle}`;
}
