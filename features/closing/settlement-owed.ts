// Who owes whom once a date is settled (issue #24), from the settlement's own figures and nothing else: each line is
// one party and one way the money moves, so that an organiser can act on it.
import type { SettlementFees, SettlementMoney, SettlementOwed, SettlementPaidOut, SettlementStand } from './settlement-types';
import { drawerDifference } from '@/features/orders/drawer';

const paidOut = (gross: number, refunded: number, commission: number): SettlementPaidOut => ({ gross, refunded, commission, net: gross - refunded - commission });

/**
 * - Cash: the drawers of the stands that took cash: change fund + cash takings ± the drawers' movements − what was paid to the
 *   venue from them is expected (the one rule, features/orders/drawer.ts); the counts say what is there, and the gap.
 * - The platform's payout: the stands' card money, less the commission fixed on its payments (the payout's figure).
 * - Online: the provider pays the shop's orders straight to the organiser, less the platform's fee on them.
 * - The venue and the agent: their fee VAT included, what the drawers paid, and what remains to pay by transfer.
 */
export function owedOf(stands: SettlementStand[], online: SettlementMoney | null, fees: SettlementFees): SettlementOwed {
  const drawers = stands.flatMap((stand) => (stand.cash ? [stand.cash] : []));
  const uncounted = drawers.some((drawer) => drawer.counted === null);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const expected = sum(drawers.map((drawer) => drawer.expected));
  const counted = uncounted ? null : sum(drawers.map((drawer) => drawer.counted ?? 0));
  const cardAtStands = stands.map((stand) => stand.money);
  const standCard = {
    gross: sum(cardAtStands.map((money) => money.takings.standCard.gross)),
    refunded: sum(cardAtStands.map((money) => money.takings.standCard.refunded)),
    commission: sum(cardAtStands.map((money) => money.cardFee)),
  };
  const paidInCash = fees.venue?.paidInCash ?? 0;
  return {
    cash: drawers.length
      ? {
          changeFund: sum(drawers.map((drawer) => drawer.changeFundFound ?? drawer.changeFundExpected)),
          cashTakings: sum(drawers.map((drawer) => drawer.cashSales)),
          cashIn: sum(drawers.map((drawer) => drawer.cashIn)),
          cashOut: sum(drawers.map((drawer) => drawer.cashOut)),
          paidToVenue: sum(drawers.map((drawer) => drawer.feesPaidWithCash)),
          expected,
          counted,
          difference: drawerDifference(counted, expected),
        }
      : null,
    platformPayout: standCard.gross ? paidOut(standCard.gross, standCard.refunded, standCard.commission) : null,
    online: online ? paidOut(online.takings.online.gross, online.takings.online.refunded, online.cardFee) : null,
    venue: fees.venue ? { total: fees.venue.total, paidInCash, owedByTransfer: Math.max(0, fees.venue.total - paidInCash) } : null,
    agent: fees.agent ? { total: fees.agent.total } : null,
  };
}
