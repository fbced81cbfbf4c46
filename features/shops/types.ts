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
  /** What one order may hold while it is paid: units of one variant, and units in all (set by the organiser). */
  orderLimits: ShopOrderLimits;
  /** The organiser's conditions of sale, plain text; null: the platform's default text, with the organiser's name. */
  conditionsOfSale: string | null;
  /** Its paid orders by where they stand at collection: what is still to collect. */
  collection: ShopCollectionCounts;
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

/** A variant on the shop's page: what the spectator picks, and how many the shop's own stock still holds. */
export interface ShopPageVariant {
  id: string;
  title: string;
  size: string | null;
  color: string | null;
  /** VAT included, cents (the variant's own price, else the product's). */
  price: number;
  /** Units in the shop's inventory now; 0 is sold out. */
  available: number;
}

export interface ShopPageProduct {
  id: string;
  title: string;
  description: string | null;
  imageId: string | null;
  /** VAT included, cents. */
  price: number;
  vatRate: number;
  variants: ShopPageVariant[];
}

/**
 * A shop as every spectator screen heads it: the event, the organiser and its branding, where and when to collect,
 * and the page's address. Read by the shop's page and by an order's answer (the confirmation on any device).
 */
export interface ShopSummaryView {
  id: string;
  slug: string;
  event: { name: string; venueName: string | null; city: string | null; performances: string[] };
  collection: { stands: { name: string }[]; opensAt: string | null; closesAt: string | null };
  organiser: { name: string; logoImageId: string | null; primaryColor: string; secondaryColor: string };
}

/**
 * GET /v1/shop-pages/{slug}: the public page of a shop, for spectators without an account. An allow-list: nothing
 * of the team (no tour, organisation, inventory or stand ids), only what the page shows and the ids an order names.
 */
export interface ShopPageView extends ShopSummaryView {
  /** `closed` still reads, so that the page can say so; a draft is not found. */
  status: Exclude<ShopStatus, 'draft'>;
  /** What one order may hold: the cart stops there, the server refuses past it (SHOP_ORDER_LIMIT_EXCEEDED). */
  orderLimits: ShopOrderLimits;
  /** The conditions the checkout asks to accept (plain text, shown as text); null: the default text. */
  conditionsOfSale: string | null;
  categories: { category: string; products: ShopPageProduct[] }[];
}

/**
 * What one spectator's order may take out of the shop's stock while it is paid (issue #22: one order held the whole
 * demo shop for 30 minutes). `perLine`: units of one variant, however the lines split them; `perOrder`: units in all.
 */
export interface ShopOrderLimits {
  perLine: number;
  perOrder: number;
}

/** A new shop's limits, until its organiser sets others (docs/decisions.md, "What one order may hold"). */
export const DEFAULT_SHOP_ORDER_LIMITS: ShopOrderLimits = { perLine: 5, perOrder: 10 };

/** The most an organiser may allow one order (either limit). */
export const MAX_SHOP_ORDER_LIMIT = 100;

/** Spec §5: "at most 5 phonography items per product line" in a shop's cart, enforced by the server too. */
export const MAX_PHONOGRAPHY_PER_PRODUCT = 5;

/** A spectator's order as its confirmation shows it: no team ids, nothing of other orders. */
export interface ShopOrderView {
  id: string;
  shopId: string;
  /** The order's number in its shop (1, 2, 3…), said at the collection stand. */
  number: number;
  status: string;
  customerName: string | null;
  customerEmail: string | null;
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
  vatLines: { rate: number; base: number; vat: number }[];
  items: { productVariantId: string; productTitle: string; variantTitle: string | null; category: string; quantity: number; unitPrice: number; vatRate: number; lineTotal: number }[];
  createdAt: string;
  paidAt: string | null;
  canceledAt: string | null;
  /**
   * What the order's QR code holds (`merch-order:v2:{id}:{secret}`, features/shops/collection-code.ts): shown to the
   * spectator only, who holds it up at the collection stand. Null for an order that has none (never a shop order's).
   */
  collectionCode: string | null;
}

export interface ShopOrderPaymentView {
  id: string;
  status: 'pending' | 'failed' | 'succeeded';
  amount: number;
  /** Where the spectator pays (the provider's page, or the sandbox's confirm page); null once settled or failed to start. */
  redirectUrl: string | null;
  /** The end of the hold: unpaid by then, the order is canceled and its units go back on sale. */
  expiresAt: string | null;
}

/**
 * What POST /v1/shops/{id}/orders and GET /v1/shop-orders/{id} answer; `token` lets the confirmation page read the
 * order and pay it, `shop` heads it and says where to collect (the shop's page's summary, as it is now).
 */
export interface ShopOrderAnswer {
  order: ShopOrderView;
  payment: ShopOrderPaymentView;
  token: string;
  shop: ShopSummaryView;
}

/** Where a shop order stands at its collection stand: to prepare, bag ready, or handed over. */
export const collectionStatuses = ['paid', 'prepared', 'exchanged'] as const;
export type CollectionStatus = (typeof collectionStatuses)[number];

/**
 * A shop order as the collection stand's register sees it: what to put in the bag and who to give it to. No e-mail:
 * the seller asks for the number or the name.
 */
export interface CollectionView {
  orderId: string;
  /** The shop's order number, said or shown at the stand. */
  number: number;
  customerName: string | null;
  status: CollectionStatus;
  totalInclVat: number;
  /** Units still owed per line (refunded units are not handed over). */
  items: { productTitle: string; variantTitle: string | null; quantity: number }[];
  paidAt: string | null;
  preparedAt: string | null;
  handedOverAt: string | null;
  handedOverStandName: string | null;
  handedOverByName: string | null;
  /** How the buyer proved the order theirs: QR code scanned, or by hand (number, name, e-mail); null before it was recorded. */
  handoverMethod: 'scan' | 'manual' | null;
  /** When its shop says orders are collected (ISO instants, either null when not set): outside it, the seller is warned first. */
  collectionWindow: CollectionWindow;
}

export interface CollectionWindow {
  opensAt: string | null;
  closesAt: string | null;
}

/** GET /v1/stands/{id}/collections: a page of them, and whether the stand is a collection point at all. */
export interface CollectionPage {
  data: CollectionView[];
  meta: { page: number; limit: number; total: number };
  /** The shop whose orders this stand hands over; null when it is no shop's collection stand. */
  collectionPoint: { shopId: string; status: ShopStatus } | null;
}

/** How a shop's paid orders stand at collection: what the manager still has to get collected. */
export interface ShopCollectionCounts {
  toPrepare: number;
  prepared: number;
  handedOver: number;
}
