export const serviceKinds = ['terminal', 'standManagement'] as const;
export type ServiceKind = (typeof serviceKinds)[number];

export const serviceStatuses = ['requested', 'acknowledged', 'shipped', 'returned', 'confirmed', 'declined', 'canceled'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export interface ServiceRequestStandView {
  standId: string;
  standName: string;
  quantity: number;
  readerId: string | null;
}

/** What is due next and by when, from the time rules: the admins' list sorts on it, the manager reads it. */
export interface ServiceDueView {
  step: 'acknowledge' | 'ship' | 'confirm' | 'return' | null;
  dueAt: string | null;
  overdue: boolean;
}

/** What canceling now would cost (stand services; terminals cost nothing to cancel). */
export interface CancellationQuoteView {
  percent: 0 | 50 | 100;
  fee: number;
}

export interface ServiceRequestView {
  id: string;
  kind: ServiceKind;
  status: ServiceStatus;
  clientId: string;
  clientName: string;
  projectId: string;
  eventId: string;
  eventName: string;
  /** The event's first performance, ISO; null when it has none any more. */
  eventStartsAt: string | null;
  eventCity: string | null;
  stands: ServiceRequestStandView[];
  contact: { name: string; phone: string; email: string };
  delivery: { addressLine1: string; postcode: string; city: string; country: string } | null;
  note: string | null;
  late: boolean;
  quoteAmount: number | null;
  /** When the organiser accepted the quote (stand services): an admin confirms only after it. */
  quoteAcceptedAt: string | null;
  cancellationFee: number | null;
  declineReason: string | null;
  requestedAt: string;
  acknowledgedAt: string | null;
  shippedAt: string | null;
  returnedAt: string | null;
  confirmedAt: string | null;
  declinedAt: string | null;
  canceledAt: string | null;
  due: ServiceDueView;
  /** Null when the request can no longer be canceled. */
  cancellation: CancellationQuoteView | null;
}

/** GET /v1/events/{id}/service-requests: the event's requests and the deadlines the forms announce. */
export interface EventServicesView {
  eventStartsAt: string | null;
  terminalDeadline: string | null;
  /** On time until `onTimeUntil` (included); late but accepted until `refusedFrom` (excluded). */
  standService: { onTimeUntil: string; refusedFrom: string } | null;
  /** Whether the event's address is in mainland France, where the stand service is offered. */
  standServiceArea: boolean;
  requests: ServiceRequestView[];
}
