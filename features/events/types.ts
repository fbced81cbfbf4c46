// Types and constants of events that screens need without the zod schemas.

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
  createdAt: string;
  updatedAt: string;
}
