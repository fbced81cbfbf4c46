// The closing's shapes, shared by the wizard, its confirmation run and the server (docs/closing.md).
import type { CommissionType, EventStatus, VenueDeal } from '@/features/events/types';
import type { Takings } from '@/features/orders/takings';

export type FeePaidWith = 'cash' | 'transfer';

/** An order the closing must see finished or canceled first (the "orders" step). */
export interface ClosingOrder {
  id: string;
  ticketNumber: number;
  channel: 'shop' | 'physicalSeller' | 'event';
  /** creating or inProgress: awaiting payment; paid or prepared: a click-and-collect order not handed over yet. */
  status: 'creating' | 'inProgress' | 'paid' | 'prepared';
  standId: string | null;
  standName: string | null;
  /** Click-and-collect: a stand that collects the shop's orders, where the closing may hand this one over. */
  collectionStandId: string | null;
  customerName: string | null;
  /** Cents, VAT included. */
  totalInclVat: number;
  createdAt: string;
}

/** One variant as the closing counts it at a stand. */
export interface ClosingVariantLevel {
  productId: string;
  productVariantId: string;
  inventoryItemId: string;
  productTitle: string;
  variantTitle: string | null;
  category: string;
  /** Cents, VAT included. */
  price: number;
  /** The units the ledger says are at the stand now. */
  expected: number;
}

export interface ClosingSold {
  productVariantId: string;
  /** Net of refunds. */
  quantity: number;
  /** Of which given away (a 100 % discount). */
  free: number;
}

export interface ClosingStand {
  id: string;
  name: string;
  inventoryId: string;
  isCashCompatible: boolean;
  /** Opened while its sellers still sell: the confirmation warns, and closes it. */
  status: 'opened' | 'closed';
  /** The change fund given to the stand, in cents: the one the closing expects to find. */
  changeFund: number;
  /** Net of refunds, in cents, VAT included. */
  takings: { cash: number; card: number; total: number; sales: number };
  /** What crossed the drawer, for the one expected-cash rule (features/orders/drawer.ts): cash sales, refunds, movements. */
  drawer: { cashSales: number; cashRefunds: number; cashIn: number; cashOut: number };
  /**
   * The latest count of the drawer, by denomination (cents → how many), if any; `countedBy` names who counted, and
   * `current` says no cash moved since (no cash sale, refund or movement after it): the count describes the drawer.
   */
  lastCashDetail: { id: string; counts: Record<string, number>; total: number; createdAt: string; countedBy?: string | null; current?: boolean } | null;
  /** Units sold per variant at this stand (orders whose money is in). */
  sold: ClosingSold[];
  /** Every variant the stand holds or held, with the level the ledger expects. */
  levels: ClosingVariantLevel[];
  /** Units on their way to the stand (transfers in progress): the count cannot include them. */
  inTransit: number;
  /**
   * With `?runId=`: the units this confirmation run took from the stand already (its closing orders, and its count:
   * the units sent, less those it put back once completed), so that a retry works from the levels the first attempt
   * saw (expected + these). Empty without runId.
   */
  runTaken: { productVariantId: string; quantity: number }[];
}

/** GET /v1/events/{id}/closing: all the wizard pre-fills, in one read. */
export interface ClosingData {
  event: {
    id: string;
    projectId: string;
    name: string;
    status: EventStatus;
    commissionType: CommissionType;
    theaterFeeAmount: number | null;
    theaterFeeVat: number | null;
    commissionAgentFeeAmount: number | null;
    commissionAgentFeeVat: number | null;
    venueDeal: VenueDeal | null;
  };
  ordersInProgress: ClosingOrder[];
  stands: ClosingStand[];
  /** The date's takings by channel so far, online included (features/orders/takings.ts). */
  takings: Takings;
  /** Set once the event is closed. */
  closedAt: string | null;
}

/** PUT /v1/events/{id}/close: the last call of the confirmation; the event becomes finished. */
export interface CloseEventInput {
  runId: string;
  theaterFeePaidWith: FeePaidWith | null;
  stands: {
    standId: string;
    /** The change fund the stand was given, before the run set it to the one found. */
    changeFundExpected?: number;
    /** Null when the wizard did not ask for it (no cash-fund step: a card-only stand, an agent's date). */
    changeFundFound: number | null;
    cardCounted: number | null;
    feesPaidWithCash: number;
    cashDetailId: string | null;
    countTransferId: string | null;
  }[];
}

/** A counted line of a stand's inventory step: good and damaged units found. */
export interface CountedLine {
  productId: string;
  productVariantId: string;
  inventoryItemId: string;
  expected: number;
  counted: number;
  damaged: number;
}

/** agentFee: what became of each variant of the event's stock (spec §3 concessionInventory). */
export interface ConcessionLine {
  productId: string;
  productVariantId: string;
  sold: number;
  free: number;
  returned: number;
  damaged: number;
}

/** Everything the confirmation sends, built from the wizard's state. */
export interface ClosingPlan {
  eventId: string;
  /** Made once when the manager first confirms; every retry reuses it, so no step is done twice. */
  runId: string;
  commissionType: CommissionType;
  fees: { theaterFeeAmount: number | null; theaterFeeVat: number | null; commissionAgentFeeAmount: number | null; commissionAgentFeeVat: number | null };
  /** theatreFee: the venue's deal, null for the single rate; absent: the event's stays as it is. */
  venueDeal?: VenueDeal | null;
  theaterFeePaidWith: FeePaidWith | null;
  stands: {
    standId: string;
    inventoryId: string;
    /** The change fund the stand was given, as the wizard read it (the settlement compares the one found with it). */
    changeFundExpected: number;
    /** The new change fund when the one found differs from the stand's, else null (nothing to update). */
    newChangeFund: number | null;
    /** The change fund found, or null when the cash-fund step was not asked (a card-only stand, agentFee). */
    changeFundFound: number | null;
    /** The drawer's count by denomination, or null when no cash was counted (a card-only stand, agentFee). */
    cashCounts: Record<string, number> | null;
    cardCounted: number | null;
    feesPaidWithCash: number;
    /** The count of every line (none under agentFee: the concession lines say it). */
    lines: CountedLine[];
  }[];
  /** agentFee only. */
  concession: ConcessionLine[];
}

/** The steps of a closing run, in the spec's order (§4), as its progress names them. */
export type ClosingRunStep = 'readClosing' | 'updateEvent' | 'updateStands' | 'cashDetails' | 'countTransfer' | 'countReceipts' | 'completeCount' | 'concessionOrders' | 'confirm';

/** POST and GET /v1/events/{id}/closing-runs: a closing run and how far it got. */
export interface ClosingRunView {
  id: string;
  eventId: string;
  /** running: a request is at it; failed: a step was refused (errorCode), a retry resumes it; finished: the event is closed. */
  status: 'running' | 'failed' | 'finished';
  /** The step under way, or where the run stopped. */
  step: ClosingRunStep | null;
  done: number;
  total: number;
  errorCode: string | null;
  fields: string[] | null;
}
