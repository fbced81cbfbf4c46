// The one expected-cash rule (issue #26): what a stand's drawer should hold, and how far its count is from it. The
// register's cash count, the stand's Z, the closing wizard's cash step and the settlement all read it, so that the
// drawer balances the same way on the tablet and on paper. Pure and browser-safe; amounts are integer cents.

export type CashMovementDirection = 'in' | 'out';

/** Cash that crossed the drawer outside a sale: put in (change) or taken out (a drop to the safe), with its reason. */
export interface DrawerMovement {
  direction: CashMovementDirection;
  /** Cents, positive. */
  amount: number;
}

export interface DrawerFlows {
  /** The opening float: the stand's change fund (as found, when the closing found another). */
  float: number;
  /** Cash taken by sales (a split sale's cash part included). */
  cashSales: number;
  /** Cash given back by refunds. */
  cashRefunds: number;
  /** Cash put in and taken out by movements. */
  cashIn: number;
  cashOut: number;
  /** Cash the closing paid to the venue from this drawer: one more way out, decided at the closing. */
  paidToVenue?: number;
}

/** The sums of a stand's movements, each way. */
export function movementTotals(movements: readonly DrawerMovement[]): { cashIn: number; cashOut: number } {
  let cashIn = 0;
  let cashOut = 0;
  for (const movement of movements) {
    if (movement.direction === 'in') cashIn += movement.amount;
    else cashOut += movement.amount;
  }
  return { cashIn, cashOut };
}

/** Expected = float + cash sales − cash refunds + cash in − cash out (− what the closing paid the venue from it). */
export function expectedCash(flows: DrawerFlows): number {
  return flows.float + flows.cashSales - flows.cashRefunds + flows.cashIn - flows.cashOut - (flows.paidToVenue ?? 0);
}

/** counted − expected: negative when cash is short, null before any count. */
export function drawerDifference(counted: number | null, expected: number): number | null {
  return counted === null ? null : counted - expected;
}

/** A movement as the API answers it (GET and POST /v1/stands/{id}/cash-movements). */
export interface CashMovementView extends DrawerMovement {
  id: string;
  standId: string;
  reason: string;
  /** Who recorded it: their name, else their e-mail. */
  createdBy: { id: string; name: string | null };
  deviceId: string | null;
  /** When the cash moved: the tablet's time for a movement it queued offline. The drawer's order and counts read it. */
  occurredAt: string;
  /** When it reached the server. */
  createdAt: string;
}
