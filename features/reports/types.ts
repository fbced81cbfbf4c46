import type { Takings } from '@/features/orders';

// GET /v1/projects/{id}/report: the tour's figures, from SQL aggregates (issue #29). Amounts are integer cents, VAT
// included; units are net of refunds. Every takings figure is `takingsOf`'s (features/orders/takings.ts), the one
// definition the event page, the closing and the settlement read.

/** How many came, and what they bought each: null when no attendance was entered for the date. */
export interface PerHead {
  /** Units per head, to 2 decimals. */
  units: number;
  /** Net takings per head, cents (rounded half away from zero). */
  net: number;
}

export interface DateReport {
  eventId: string;
  name: string;
  venueName: string | null;
  city: string | null;
  status: 'pending' | 'inProgress' | 'canceled' | 'finished';
  /** The first performance's Paris day, "YYYY-MM-DD"; null for a date with no performance yet. */
  day: string | null;
  /** The performances' attendance summed, when at least one was entered. */
  attendance: number | null;
  /** The capacity of the rooms its performances are in, summed, when they say it. */
  capacity: number | null;
  takings: Takings;
  units: number;
  perHead: PerHead | null;
}

export interface StandReport {
  eventId: string;
  standId: string;
  name: string;
  takings: Takings;
  units: number;
}

/** Units and net takings of a product or variant, and what the stands and the shop received of it. */
export interface SoldFigures {
  units: number;
  net: number;
  /** Units that came onto the date's stands and shop (transfers and deliveries in): what they held to sell. */
  received: number;
  /** units ÷ received, 0–1 to 4 decimals; null when nothing was received (a custom line, stock sold from elsewhere). */
  sellThrough: number | null;
}

export interface ProductReport extends SoldFigures {
  /** Null for the custom lines (articles outside the catalogue), together. */
  productId: string | null;
  title: string;
  category: string;
}

export interface VariantReport extends SoldFigures {
  productId: string;
  productVariantId: string;
  /** The variant's name as receipts print it; null for a product sold without variants. */
  label: string | null;
  size: string | null;
}

/** A product's units at one date: the cells of the sell-through heat map. */
export interface ProductDateCell extends SoldFigures {
  productId: string;
  eventId: string;
}

export interface SellerReport {
  eventId: string;
  /** Null for the sales nobody is named on (the closing's concession orders). */
  userId: string | null;
  name: string | null;
  sales: number;
  units: number;
  net: number;
}

/** Items given away (a line discounted to nothing), by the reason the seller chose. */
export interface CompReport {
  reason: string | null;
  units: number;
  /** What they would have sold for. */
  value: number;
}

export interface TourReport {
  projectId: string;
  /** Only the asking seller's stands (no shop), when a seller asks. */
  scope: 'tour' | 'ownStands';
  takings: Takings;
  units: number;
  attendance: number | null;
  perHead: PerHead | null;
  dates: DateReport[];
  stands: StandReport[];
  /** Best sellers first (units, then takings). */
  products: ProductReport[];
  variants: VariantReport[];
  productDates: ProductDateCell[];
  sellers: SellerReport[];
  comps: CompReport[];
  /** Units written off damaged: given back damaged at a refund, or checked in damaged (the ledger's rows). */
  damaged: number;
  /** The closed dates' VAT and fees from their settlements; null for a seller (the organiser's figures). */
  vatAndFees: VatAndFees | null;
  readAt: string;
}

// What to send next (issue #29): a date's forecast from the dates already sold, and the warehouse's run-out dates.
// The rules are features/reports/forecast.ts's; docs/decisions.md, "What to send next".

/** Where a date's expected heads come from: its attendance, its rooms filled as the past dates were, their mean. */
export type HeadsSource = 'attendance' | 'capacity' | 'average';

/** GET /v1/events/{id}/dispatch-proposal?fromInventoryId=: what each stand of the date should receive. */
export interface DispatchProposal {
  eventId: string;
  fromInventoryId: string;
  /** The dates the forecast learns from (stand sales, not canceled), and how many of them have an attendance. */
  basis: { dates: number; withAttendance: number; heads: number | null; headsFrom: HeadsSource | null; margin: number };
  lines: DispatchProposalLine[];
  /** Variants whose source holds less than the stands need: their lines share what it holds. */
  shortVariants: number;
}

export interface DispatchProposalLine {
  productVariantId: string;
  standId: string;
  /** The stand's inventory: the dispatch screen's column. */
  inventoryId: string;
  /** The stand's forecast with the margin, rounded up; what it holds and has on its way; what to send. */
  target: number;
  holds: number;
  quantity: number;
}

/** GET /v1/projects/{id}/forecast: the next date to stock, and the variants the warehouse runs out of before the end. */
export interface TourForecast {
  projectId: string;
  nextDate: { eventId: string; name: string; day: string | null; heads: number | null; headsFrom: HeadsSource | null } | null;
  /** Past dates the forecast learns from; none: no forecast (every list below is empty). */
  basisDates: number;
  runOut: RunOutVariant[];
}

export interface RunOutVariant {
  productVariantId: string;
  productId: string;
  productTitle: string;
  label: string | null;
  /** Units in the warehouse and the zones now. */
  available: number;
  /** Units the coming dates need beyond what their stands hold (forecast, no margin). */
  needed: number;
  /** The first coming date it no longer covers. */
  runsOutAt: { eventId: string; name: string; day: string | null };
}

/** One closed date's VAT and fees, from its confirmed settlement (the signed document's own figures). */
export interface DateVatAndFees {
  eventId: string;
  settlementNumber: string | null;
  exclVat: number;
  vat: number;
  vatLines: { rate: number; gross: number; exclVat: number; vat: number }[];
  /** VAT included; null where the date's deal has no such fee. */
  venueFee: number | null;
  agentFee: number | null;
  /** The platform's commission on the card takings. */
  cardFee: number;
}

/** The tour's VAT and fees: its closed dates' settlements, and their sums. Post-closing adjustments are not in them. */
export interface VatAndFees {
  dates: DateVatAndFees[];
  /** VAT per rate over the closed dates, highest rate first. */
  vatLines: { rate: number; gross: number; exclVat: number; vat: number }[];
  totals: { exclVat: number; vat: number; venueFee: number; agentFee: number; cardFee: number };
  /** Dates without a settlement: not closed yet (or closed before settlements were kept). */
  datesWithout: number;
}
