// The shapes of the JSON columns that browser code reads too (the settlement's arithmetic, shared by the screen and
// the PDF). lib/db/schema types its columns with them, but stays server-only: importing it from client code is refused
// by the lint rule, so the shapes live here, with no import.

/** One VAT rate's share of an order, as printed on the receipt. */
export interface VatLine {
  rate: number;
  /** Excluding VAT, cents. */
  base: number;
  vat: number;
}

/** What the closing wizard counted at one stand and that no other table keeps (docs/closing.md). */
export interface ClosingStandRecord {
  standId: string;
  /** The change fund the stand was given, in cents (the closing may set the stand's own to the one found). */
  changeFundExpected: number;
  /**
   * The change fund found in the drawer, in cents (the stand's changeFund is the one expected); null when the wizard
   * did not ask (a card-only stand, an agent's date). Closings confirmed before 2026-11-27 hold a number there.
   */
  changeFundFound: number | null;
  /** The card terminal's total, in cents, against the card sales; null for a stand without a terminal count. */
  cardCounted: number | null;
  /** Cash taken out of this stand's drawer to pay the venue's fee, in cents. */
  feesPaidWithCash: number;
  /** The cash count (POST /v1/stands/{id}/cash-detail) the closing settled on. */
  cashDetailId: string | null;
  /** The stand's closing count (a transfer from the stand to itself). */
  countTransferId: string | null;
}

/**
 * A venue's deal as it writes it (events.venue_deal, theatreFee only): its rate per product category (percent with 2
 * decimals; a category left out takes the event's theaterFeeAmount), whether the rates apply to the takings excluding
 * VAT or including it, and a fixed fee in cents on top. The VAT on the commission stays theaterFeeVat.
 */
export interface VenueDealRecord {
  categoryRates: Partial<Record<'merchandising' | 'accessories' | 'phonography' | 'other', number>>;
  basis: 'exclVat' | 'inclVat';
  fixedFee: number;
}
