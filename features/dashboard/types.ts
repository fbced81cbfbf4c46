/**
 * GET /v1/onboarding: what a new organiser has made on the way to a first sale. The ids are those the checklist's
 * links need (the latest active tour they run, its latest open date, that date's first stand), null until made.
 */
export interface OnboardingView {
  projectId: string | null;
  eventId: string | null;
  standId: string | null;
  /** The stand's stock, where the checklist's "send stock to the stand" points the transfer. */
  standInventoryId: string | null;
  hasProducts: boolean;
  hasStockAtStand: boolean;
  /** A stand sale was ever made in the organisation's tours: the checklist is done and steps aside. */
  hasSale: boolean;
}

/**
 * GET /v1/dashboard: the manager's home (issue #29), across the active tours their organisation takes part in: the
 * dates running today with their live takings per stand, the next dates, and what needs doing now. Days are Paris
 * days ("YYYY-MM-DD"); amounts integer cents, VAT included, through `takingsOf`.
 */
export interface DashboardView {
  today: string;
  tours: { projectId: string; name: string; dates: number; nextDay: string | null }[];
  running: RunningDate[];
  nextDates: DashboardDate[];
  todo: DashboardTodo;
}

export interface DashboardDate {
  eventId: string;
  projectId: string;
  tourName: string;
  name: string;
  city: string | null;
  status: 'pending' | 'inProgress' | 'canceled' | 'finished';
  day: string | null;
  lastDay: string | null;
}

/** A date running today (started, or with a performance today): its takings as the event page gives them. */
export interface RunningDate extends DashboardDate {
  net: number;
  sales: number;
  stands: { standId: string; name: string; status: 'opened' | 'closed'; net: number; sales: number }[];
  /** The shop's takings of the date (0 without a shop). */
  onlineNet: number;
}

export interface DashboardTodo {
  /** Transfers sent to a stand and not yet checked in, oldest first (at most 5; `count` says how many in all). */
  transfersToCheckIn: { count: number; items: { transferId: string; projectId: string; eventName: string | null; standName: string; units: number; sentAt: string }[] };
  /** Dates started whose last performance's day has passed: their closing is due. */
  closingsToDo: DashboardDate[];
  /** Per date with a shop: paid orders to prepare, prepared ones to hand over. */
  shopOrders: { eventId: string; projectId: string; eventName: string; toPrepare: number; prepared: number }[];
  /** Stands of the dates running whose stock of some variants is low (1 to 5 units). */
  lowStock: { standId: string; projectId: string; eventId: string; eventName: string; standName: string; variants: number }[];
  /** Tablets that said they hold sales not sent yet. */
  unsyncedTablets: { standId: string; projectId: string; eventId: string; eventName: string; standName: string; number: number; label: string | null; pending: number; oldestPendingAt: string | null; lastSyncAt: string | null }[];
  /** Service requests still open (requested, acknowledged, terminals shipped and not returned). */
  serviceRequests: { id: string; projectId: string; eventId: string; eventName: string; kind: 'terminal' | 'standManagement'; status: 'requested' | 'acknowledged' | 'shipped' }[];
}
