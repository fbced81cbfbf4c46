// What the wizard says before "Confirmer la clôture": what is left undone (warnings, each with where to fix it) and
// the date's totals. No arithmetic of its own on money: the stands' takings are the ones the wizard read, the online
// shop's and the base of the venue's fee are the settlement's (GET …/closing-totals), and the fee is the settlement's
// own function (settlement-model.ts `feesOf`).
import { concessionStock, feesOf as closingFeesOf, hasCashCount } from './closing-plan';
import type { ClosingState } from './closing-store';
import type { ClosingTotals } from './closing-totals';
import { feesOf as settlementFeesOf } from './settlement-model';
import type { SettlementFee } from './settlement-types';
import type { ClosingData } from './types';

export type ClosingWarning =
  /** Its sellers may still be selling: closing the date closes it under them. */
  | { kind: 'standOpen'; standId: string; standName: string }
  /** Cash was taken and no count of the drawer will be saved: the settlement will have no cash counted. */
  | { kind: 'cashNotCounted'; standId: string; standName: string; cash: number }
  /** Online orders paid and not handed over: the closing refuses them until each is handed over or refunded. */
  | { kind: 'ordersNotCollected'; count: number }
  /** Card sales still waiting for their payment: the closing refuses them too. */
  | { kind: 'ordersAwaitingPayment'; count: number };

type WizardState = Pick<ClosingState, 'event' | 'closingForm' | 'theaterFeePayedWith' | 'concessionInventory'>;

/** What is left undone, in the order the wizard's steps take it. */
export function closingWarnings(data: ClosingData, state: WizardState): ClosingWarning[] {
  const agent = closingFeesOf(data, state).commissionType === 'agentFee';
  const online = data.ordersInProgress.filter((order) => order.channel === 'shop' && (order.status === 'paid' || order.status === 'prepared')).length;
  const awaiting = data.ordersInProgress.filter((order) => order.status === 'creating' || order.status === 'inProgress').length;
  const warnings: ClosingWarning[] = [];
  if (awaiting) warnings.push({ kind: 'ordersAwaitingPayment', count: awaiting });
  if (online) warnings.push({ kind: 'ordersNotCollected', count: online });
  for (const stand of data.stands) {
    if (stand.status === 'opened') warnings.push({ kind: 'standOpen', standId: stand.id, standName: stand.name });
    if (!agent && stand.isCashCompatible && stand.takings.cash !== 0 && !hasCashCount(stand, state.closingForm[stand.id], agent)) {
      warnings.push({ kind: 'cashNotCounted', standId: stand.id, standName: stand.name, cash: stand.takings.cash });
    }
  }
  return warnings;
}

export interface ConfirmationTotals {
  /** The stands' registers, net of refunds, VAT included. */
  standCash: number;
  standCard: number;
  /** agentFee: what the concession sold, at the catalogue's prices (the finance step's figure); else null. */
  concession: number | null;
  /** The online shop's takings; null until the settlement's figures are read. */
  online: number | null;
  /** Units sold at the stands (and by the concession under agentFee). */
  unitsSold: number;
  /** theatreFee: the venue's rate (percent), else null. */
  venueRate: number | null;
  /** The venue's fee on the date's takings excluding VAT, with its VAT; null without one, or until read. */
  venue: SettlementFee | null;
}

/** The date's totals for the confirmation, from what the wizard holds and, once read, the settlement's figures. */
export function confirmationTotals(data: ClosingData, state: WizardState, totals: ClosingTotals | undefined): ConfirmationTotals {
  const fees = closingFeesOf(data, state);
  const agent = fees.commissionType === 'agentFee';
  const standCash = data.stands.reduce((sum, stand) => sum + stand.takings.cash, 0);
  const standCard = data.stands.reduce((sum, stand) => sum + stand.takings.card, 0);
  const standUnits = data.stands.reduce((sum, stand) => sum + stand.sold.reduce((units, line) => units + line.quantity, 0), 0);
  const concession = agent ? concessionStock(data).map((line) => ({ line, units: state.concessionInventory[line.productVariantId]?.sold ?? 0 })) : null;
  const paidInCash = Object.values(state.closingForm).reduce((sum, form) => sum + form.payedFeesWithCash, 0);
  const venue = totals && fees.commissionType === 'theatreFee' ? settlementFeesOf({ ...fees, venueDeal: fees.venueDeal ?? null }, totals.money, state.theaterFeePayedWith, paidInCash).venue : null;
  return {
    standCash,
    standCard,
    concession: concession ? concession.reduce((sum, entry) => sum + entry.units * entry.line.price, 0) : null,
    online: totals ? totals.money.takings.online.net : null,
    unitsSold: standUnits + (concession ? concession.reduce((sum, entry) => sum + entry.units, 0) : 0),
    venueRate: fees.commissionType === 'theatreFee' ? (fees.theaterFeeAmount ?? 0) : null,
    venue,
  };
}
