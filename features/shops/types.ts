// Types and constants of shops that screens need without the zod schemas.

/** draft: prepared, never opened; opened: takes orders; closed: takes none (docs/decisions.md, Shops). */
export const shopStatuses = ['draft', 'opened', 'closed'] as const;
export type ShopStatus = (typeof shopStatuses)[number];

/** An event's click-and-collect shop, as its managers see it. */
export interface ShopView {
  id: string;
  projectId: string;
  eventId: string;
  /** The organiser paid for its orders: whose payout account must receive payments before it opens. */
  clientId: string;
  /** The short public address of its page (later: /s/{slug} and its QR code). */
  slug: string;
  status: ShopStatus;
  /** The shop's own stock (an inventory of kind `shop`), filled with transfers. */
  inventoryId: string;
  /** The stands of the event where orders are handed over. */
  collectionStandIds: string[];
  /** Paris wall-clock times "YYYY-MM-DDTHH:mm", or null. */
  collectionOpensAt: string | null;
  collectionClosesAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const paymentAccountStatuses = ['pending', 'enabled'] as const;
export type PaymentAccountStatus = (typeof paymentAccountStatuses)[number];

/** An organiser's payout account at the payment provider. */
export interface PaymentAccountView {
  clientId: string;
  provider: 'sandbox' | 'stripe';
  providerAccountId: string;
  status: PaymentAccountStatus;
  /** True once the provider lets it receive payments: shops of this organiser may open. */
  canReceivePayments: boolean;
  createdAt: string;
  updatedAt: string;
}
