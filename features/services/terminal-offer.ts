/**
 * What a payment terminal costs and who sells it, as the terminal request says before it is sent (issue #25). The
 * terms have the organiser acquire the terminal (docs/decisions.md, "Service requests"): it is sold and invoiced by
 * the card payment provider, not by the platform, which only ships and configures it. The price is the provider's
 * list price for the reader the platform configures, excluding VAT, in cents; kept here, in one place, to follow the
 * provider's hardware shop (to be confirmed against it before each release).
 */
export const TERMINAL_OFFER = {
  seller: 'Stripe',
  model: 'BBPOS WisePOS E',
  unitPriceExclVat: 24_900,
} as const;

/** The price of the terminals asked for, excluding VAT, in cents. */
export const terminalsPrice = (quantity: number) => Math.max(0, quantity) * TERMINAL_OFFER.unitPriceExclVat;
