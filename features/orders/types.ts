/** Spec §4 order statuses; the transitions are in ORDER_TRANSITIONS (docs/decisions.md, "Orders"). */
export const orderStatuses = ['creating', 'inProgress', 'canceled', 'paid', 'prepared', 'exchanged', 'finished'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Spec §4: "finished, prepared and paid form a group": the orders whose money is in. */
export const paidGroup: readonly OrderStatus[] = ['paid', 'prepared', 'finished'];

export const salesChannels = ['shop', 'physicalSeller', 'event'] as const;
export type SalesChannel = (typeof salesChannels)[number];

export const paymentMethods = ['cash', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['pending', 'failed', 'succeeded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Who may move an order where (PATCH /v1/orders/{id}). A sale at a stand is finished as soon as it is paid (the
 * customer leaves with it); click-and-collect goes paid → prepared → finished when collected; an exchange at the
 * stand marks a finished order exchanged. Cancelling is for orders whose money is not in; money that is in goes
 * back through a refund.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  creating: ['inProgress', 'canceled'],
  inProgress: ['canceled'],
  paid: ['prepared', 'finished'],
  prepared: ['finished'],
  finished: ['exchanged'],
  exchanged: [],
  canceled: [],
};

/** Euro notes and coins, in cents, as the cash count takes them (largest first). */
export const cashDenominations = [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;

/** The most one sale may carry: far above a merch basket, and a bound for the sums. */
export const MAX_ORDER_LINES = 100;
export const MAX_ORDER_LINE_QUANTITY = 1000;

export interface VatLineView {
  rate: number;
  base: number;
  vat: number;
}

export interface OrderItemView {
  id: string;
  /** Null on a custom line (Article libre): outside the catalogue, its label in productTitle. */
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
  /** Why the line was discounted, when the sale said so. */
  discountReason: string | null;
  lineTotal: number;
  lineVat: number;
  refundedQuantity: number;
}

export interface PaymentView {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  provider: string | null;
  providerPaymentId: string | null;
  failureCode: string | null;
  /**
   * The provider reported a success for another amount or currency than this payment's: the order was not made paid,
   * and a platform admin must look into it (docs/decisions.md, "Payments never fail open"). Cents, ISO currency.
   */
  providerMismatch: { amount: number | null; currency: string | null; receivedAt: string } | null;
  createdAt: string;
}

export interface RefundView {
  id: string;
  method: PaymentMethod;
  amount: number;
  reason: string | null;
  items: { orderItemId: string; quantity: number; damaged: boolean; amount: number }[];
  createdBy: string | null;
  createdAt: string;
}

export interface OrderView {
  id: string;
  projectId: string;
  eventId: string;
  eventName: string;
  standId: string | null;
  standName: string | null;
  channel: SalesChannel;
  status: OrderStatus;
  ticketNumber: number;
  /** What the receipt prints: the ticket number as text, or "{device}-{sequence}" for a sale made offline (issue #26). */
  receiptNumber: string;
  /** When the sale was made (its arrival when made online); reports read it. */
  soldAt: string;
  sellerUserId: string | null;
  sellerName: string | null;
  customerEmail: string | null;
  paymentMethod: PaymentMethod;
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
  totalDiscount: number;
  vatLines: VatLineView[];
  amountTendered: number | null;
  changeGiven: number | null;
  refundedAmount: number;
  items: OrderItemView[];
  payments: PaymentView[];
  refunds: RefundView[];
  /** Relative link to the receipt page (with its token); only to those who may read the order. */
  receiptUrl: string;
  /** The sale's record in the organisation's journal (issue #27), printed on the receipt; null for no paid sale. */
  journal: JournalMarkView | null;
  createdAt: string;
  paidAt: string | null;
  canceledAt: string | null;
}

/** A sale record's sequence number and the first 8 hex characters of its hash, upper case (docs/journal.md). */
export interface JournalMarkView {
  sequence: number;
  shortHash: string;
}

/**
 * A training sale (docs/journal.md, "Training mode"): what its receipt shows. It is a record of the organisation's
 * `training` chain only, in no total, stock, report nor export; its receipt says « FORMATION – sans valeur ».
 */
export interface TrainingSaleView {
  /** The record's subject: one per Idempotency-Key of the seller. */
  id: string;
  training: true;
  standId: string;
  soldAt: string;
  items: { position: number; label: string; quantity: number; unitPrice: number; discount: number; lineTotal: number }[];
  paymentMethod: PaymentMethod;
  payments: { method: PaymentMethod; amount: number }[];
  totalInclVat: number;
  totalVat: number;
  totalDiscount: number;
  amountTendered: number | null;
  changeGiven: number | null;
  /** Its record in the training chain: the sequence is the training receipt's number. */
  journal: JournalMarkView;
}

// Takings by channel (features/orders/takings.ts holds their one definition, takingsOf).
/** Where money was taken: cash at a stand, a card at a stand's terminal, or online (the click-and-collect shop). */
export const takingsChannels = ['standCash', 'standCard', 'online'] as const;
export type TakingsChannel = (typeof takingsChannels)[number];

/** One channel's money: what was sold, what was given back of it, and what stays. */
export interface ChannelTakings {
  /** Orders whose money came in. */
  sales: number;
  /** What those orders were paid, VAT included. */
  gross: number;
  /** What refunds gave back, by this channel's means (a cash refund comes out of the drawer). */
  refunded: number;
  /** gross − refunded. */
  net: number;
}

export type Takings = Record<TakingsChannel, ChannelTakings> & { total: ChannelTakings };

/** GET /v1/events/{id}/takings: one stand's takings so far (features/orders/takings.ts), and its units. */
export interface StandTakings {
  standId: string;
  name: string;
  status: 'opened' | 'closed';
  /** The stand's cash and card; its `online` channel is always empty (the shop's orders are the date's). */
  takings: Takings;
  products: { productId: string | null; productTitle: string; units: number }[];
}

export interface EventTakings {
  eventId: string;
  stands: StandTakings[];
  /** The date's takings: the stands the reader may see, and online for the tour's team (never for a seller). */
  takings: Takings;
  readAt: string;
}

/** GET /v1/orders/count. */
export interface OrderCounts {
  /** Orders whose money is in. */
  count: number;
  /** What they were sold for, VAT included, cents. */
  totalInclVat: number;
  /** What was given back of it. */
  refundedAmount: number;
  /** totalInclVat − refundedAmount: what stays, and also cash.amount + card.amount. */
  netAmount: number;
  /**
   * Per payment method: the orders paid (in part) that way, and the money kept that way (their succeeded payments of
   * that method minus refunds made that way). A split order counts in both `count`s, once in `count`.
   */
  cash: { count: number; amount: number };
  card: { count: number; amount: number };
  /** Units sold and not refunded. */
  units: number;
}

/** A tablet registered on a stand to sell offline (issue #26), as POST /v1/stands/{id}/devices answers it. */
export interface StandDeviceView {
  deviceId: string;
  standId: string;
  number: number;
  label: string | null;
  lastSyncAt: string | null;
  pending: number;
}

/** GET /v1/events/{id}/devices: per stand, its tablets and what they still hold. */
export interface EventDevicesView {
  stands: {
    standId: string;
    standName: string;
    devices: (StandDeviceView & { seller: string | null; oldestPendingAt: string | null })[];
  }[];
}
