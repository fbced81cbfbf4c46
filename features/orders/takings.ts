// The one definition of a date's takings (issue #24): every screen and document that shows takings (the event page
// and its live takings, the closing wizard, the settlement's screen, PDF and CSV, the cross-check with the payout)
// gets them from `takingsOf`, so that they cannot disagree. Amounts are integer cents, VAT included.
import { moneyInStatuses } from './refund-model';
import { takingsChannels, type ChannelTakings, type Takings, type TakingsChannel } from './types';

export { takingsChannels, type ChannelTakings, type Takings, type TakingsChannel };

/** Orders (or a sum of them) of one place and payment method: `online` for the shop's, a stand's otherwise. */
export interface TakenRow {
  online: boolean;
  method: 'cash' | 'card';
  sales: number;
  amount: number;
}

/** Refunds (or a sum of them) of one place, by the method they gave money back with. */
export interface RefundedRow {
  online: boolean;
  method: 'cash' | 'card';
  amount: number;
}

/**
 * Whether an order's money came in, as `takenOrders` (server/takings-reads.ts) says it in SQL: the paid group, or an
 * order canceled once a refund gave its money back.
 */
export function isTaken(order: { status: string; refundedAmount: number }): boolean {
  return (moneyInStatuses as readonly string[]).includes(order.status) || (order.status === 'canceled' && order.refundedAmount > 0);
}

/** The takings of orders as the register and the sales screens hold them (each with its refunds). */
export function takingsOfOrders(orders: { status: string; refundedAmount: number; channel: string; standId: string | null; paymentMethod: 'cash' | 'card'; totalInclVat: number; refunds: { method: 'cash' | 'card'; amount: number }[] }[]): Takings {
  const taken = orders.filter(isTaken);
  const online = (order: (typeof orders)[number]) => order.channel === 'shop' || order.standId === null;
  return takingsOf(
    taken.map((order) => ({ online: online(order), method: order.paymentMethod, sales: 1, amount: order.totalInclVat })),
    taken.flatMap((order) => order.refunds.map((refund) => ({ online: online(order), method: refund.method, amount: refund.amount }))),
  );
}

/** A shop's order is online whatever its method; a stand's is its cash or its card. */
const channelOf = (row: { online: boolean; method: 'cash' | 'card' }): TakingsChannel => (row.online ? 'online' : row.method === 'cash' ? 'standCash' : 'standCard');

const noTakings = (): ChannelTakings => ({ sales: 0, gross: 0, refunded: 0, net: 0 });

/** The takings of some orders and their refunds, by channel and in total. */
export function takingsOf(taken: TakenRow[], refunded: RefundedRow[]): Takings {
  const takings: Takings = { standCash: noTakings(), standCard: noTakings(), online: noTakings(), total: noTakings() };
  for (const row of taken) {
    const channel = takings[channelOf(row)];
    channel.sales += row.sales;
    channel.gross += row.amount;
  }
  for (const row of refunded) takings[channelOf(row)].refunded += row.amount;
  for (const channel of takingsChannels) {
    const money = takings[channel];
    money.net = money.gross - money.refunded;
    takings.total.sales += money.sales;
    takings.total.gross += money.gross;
    takings.total.refunded += money.refunded;
    takings.total.net += money.net;
  }
  return takings;
}
