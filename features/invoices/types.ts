import type { PlanType } from '@/features/entitlements/plans';

/** What the admins set per plan (spec §9 "Commercial terms"): cents, and basis points of card takings. */
export interface PlanFeeView {
  plan: PlanType;
  eventCreationFee: number;
  shopOpeningFee: number;
  /** Hundredths of a percent: 150 = 1.50 %. */
  cardCommissionBasisPoints: number;
  updatedAt: string;
}

export const invoiceKinds = ['fees', 'subscription', 'creditNote'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export type InvoiceStatus = 'draft' | 'issued' | 'paid';

/** An identity as printed on an invoice, frozen when it was issued. */
export interface InvoicePartyView {
  name: string;
  legalForm: string | null;
  siret: string | null;
  vatNumber: string | null;
  addressLines: string[];
  email: string | null;
}

export interface InvoiceLineView {
  position: number;
  label: string;
  quantity: number;
  unitAmountExclVat: number;
  vatRate: number;
  amountExclVat: number;
  vatAmount: number;
  amountInclVat: number;
  eventId: string | null;
}

/** An invoice or a credit note. Integer cents; a credit note's amounts are negative. */
export interface InvoiceView {
  id: string;
  clientId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** Null while a draft. */
  number: string | null;
  periodStart: string;
  periodEnd: string;
  issuedAt: string | null;
  dueAt: string | null;
  paidAt: string | null;
  totalExclVat: number;
  totalVat: number;
  totalInclVat: number;
  seller: InvoicePartyView | null;
  buyer: InvoicePartyView | null;
  creditedInvoiceId: string | null;
  /** The credited invoice's number, on a credit note. */
  creditedInvoiceNumber: string | null;
  lines: InvoiceLineView[];
  createdAt: string;
}

/** POST /v1/clients/invoices-fees and the monthly run: what was produced, what existed already, who failed. */
export interface FeeInvoicesOutcome {
  periodStart: string;
  periodEnd: string;
  /** Invoices issued by this call. */
  issued: InvoiceView[];
  /** Fee invoices of the period issued before (a repeated call): returned, not issued again. */
  existing: InvoiceView[];
  /** Clients whose fees could not be read or billed; the call may be repeated for them. */
  failedClientIds: string[];
}

export type PayoutStatus = 'scheduled' | 'paid';

/** Spec §9: an event's register card takings, paid back to the organiser less the commission. */
export interface PayoutView {
  id: string;
  clientId: string;
  eventId: string;
  eventName: string;
  status: PayoutStatus;
  cardTakings: number;
  commission: number;
  /** Post-closing refunds of earlier dates already paid out, taken back from this payout. */
  deductions: number;
  /** cardTakings − commission − deductions. */
  amount: number;
  dueAt: string;
  paidAt: string | null;
  createdAt: string;
}
