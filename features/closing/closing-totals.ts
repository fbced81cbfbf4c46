// The date's totals before "Confirmer la clôture" (GET /v1/events/{id}/closing-totals): the settlement's own money,
// read as it would be confirmed now, so that the wizard's confirmation shows the figures the settlement will hold.
import type { SettlementMoney } from './settlement-types';

export interface ClosingTotals {
  /** The whole date: stands and online shop together (the base of the venue's and the agent's fees). */
  money: SettlementMoney;
  /** Each stand's register. */
  stands: { id: string; money: SettlementMoney }[];
  /** The click-and-collect orders, or null when the date sold nothing online. */
  online: SettlementMoney | null;
  /** Units sold at the stands' registers, net of refunds, free ones included (the settlement's units). */
  unitsSold: number;
}
