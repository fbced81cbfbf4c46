import type { OrderStatus, PaymentMethod, PaymentStatus, SalesChannel } from '@/features/orders/types';

/** The organiser whose company sells: what French law asks a till receipt to name. */
export interface ReceiptCompany {
  name: string;
  legalForm: string | null;
  siret: string | null;
  vatNumber: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166 code (FR). */
  country: string | null;
}

export interface ReceiptLine {
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  /** VAT included, cents. */
  unitPrice: number;
  /** Off the whole line, cents. */
  discount: number;
  /** Percent (20, 5.5). */
  vatRate: number;
  /** quantity × unitPrice − discount, VAT included. */
  lineTotal: number;
  lineVat: number;
  refundedQuantity: number;
}

export interface ReceiptRefund {
  createdAt: string;
  method: PaymentMethod;
  amount: number;
  items: { productTitle: string; variantTitle: string | null; quantity: number }[];
}

/**
 * GET /v1/orders/{id}/receipt: what a customer's receipt shows, and nothing else. No customer e-mail, no seller,
 * no internal id but the order's own (the receipt link already holds it).
 */
export interface ReceiptView {
  orderId: string;
  ticketNumber: number;
  /** What the receipt prints: the ticket number, or "{device}-{sequence}" for a sale made offline (issue #26). */
  receiptNumber: string;
  status: OrderStatus;
  channel: SalesChannel;
  company: ReceiptCompany;
  stand: { name: string } | null;
  event: { name: string; venueName: string | null; city: string | null };
  /** When the sale was paid (or recorded, if it never was): an instant, and its Paris wall-clock time. */
  soldAt: string;
  soldAtParis: string;
  canceledAt: string | null;
  lines: ReceiptLine[];
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
  totalDiscount: number;
  vatLines: { rate: number; base: number; vat: number }[];
  /** `parts`: what came in each way, one entry per method (two for a split sale: its cash part and its card part). */
  payment: { method: PaymentMethod; status: PaymentStatus | null; amountTendered: number | null; changeGiven: number | null; parts: { method: PaymentMethod; amount: number }[] };
  refunds: ReceiptRefund[];
  refundedAmount: number;
  /** The sale's record in the organisation's journal (issue #27): printed as « Journal n° 128 · 3F9A0C1B ». */
  journal: { sequence: number; shortHash: string } | null;
  /** This copy's number when it is a duplicate (a receipt printed again): « DUPLICATA n° 2 »; null for the original. */
  duplicate: number | null;
}
