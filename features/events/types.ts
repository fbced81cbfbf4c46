// Types and constants of events that screens need without the zod schemas.
import type { VenueDealRecord } from '@/lib/json-columns';
import type { ProductCategory } from '@/features/products/types';

/** Spec §4. `finished` is set by the closing, never by a call of this API's events endpoints. */
export const eventStatuses = ['pending', 'inProgress', 'canceled', 'finished'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** Spec §4 commission types. */
export const commissionTypes = ['theatreFee', 'agentFee', 'noCommission'] as const;
export type CommissionType = (typeof commissionTypes)[number];

export const feeFields = ['theaterFeeAmount', 'theaterFeeVat', 'commissionAgentFeeAmount', 'commissionAgentFeeVat'] as const;
export type FeeField = (typeof feeFields)[number];

/** The fee fields each commission type needs; the others stay empty. */
export const feeFieldsOf: Record<CommissionType, readonly FeeField[]> = {
  theatreFee: ['theaterFeeAmount', 'theaterFeeVat'],
  agentFee: ['commissionAgentFeeAmount', 'commissionAgentFeeVat'],
  noCommission: [],
};

/** On which takings a venue's rates apply: excluding VAT (the spec's theatre fee) or including it. */
export const venueDealBases = ['exclVat', 'inclVat'] as const;
export type VenueDealBasis = (typeof venueDealBases)[number];

/**
 * theatreFee: the venue's deal beyond the single rate (events.venue_deal). A category left out of `categoryRates`
 * takes theaterFeeAmount; null is the spec's theatre fee (one rate, on the takings excluding VAT, no fixed fee).
 */
export type VenueDeal = VenueDealRecord;

// The JSON column names the categories without importing the catalogue: this breaks the build if they part ways.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const venueDealCategoriesMatchProducts: SameKeys<keyof VenueDeal['categoryRates'], ProductCategory> = true;

export interface EventRoomView {
  id: string;
  name: string;
  capacity: number | null;
}

export interface EventPerformanceView {
  id: string;
  roomId: string | null;
  roomName: string | null;
  /** Paris wall-clock time, "YYYY-MM-DDTHH:mm" (spec §5). */
  startsAt: string;
  /** The same instant in ISO 8601 (UTC). */
  startsAtIso: string;
  /** How many came, entered by the manager after the show; null until then. */
  attendance: number | null;
}

export interface EventStandSummary {
  id: string;
  name: string;
}

/** What a seller sees of an event they work at: no fees, and only their own stands. */
export interface SellerEventView {
  id: string;
  projectId: string;
  name: string;
  venueName: string | null;
  addressLine1: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
  status: EventStatus;
  funnelCompletedAt: string | null;
  rooms: EventRoomView[];
  performances: EventPerformanceView[];
  /** The distinct Paris dates of the performances, "YYYY-MM-DD", in order. */
  dates: string[];
  stands: EventStandSummary[];
}

/** Spec §3 Event, as the tour's team sees it. */
export interface EventView extends SellerEventView {
  commissionType: CommissionType;
  /** Percentages with 2 decimals (0–100). */
  theaterFeeAmount: number | null;
  theaterFeeVat: number | null;
  commissionAgentFeeAmount: number | null;
  commissionAgentFeeVat: number | null;
  venueDeal: VenueDeal | null;
  createdAt: string;
  updatedAt: string;
}
