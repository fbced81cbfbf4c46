// The one definition of a date's takings (issue #24): every screen and document that shows takings (the event page
// and its live takings, the closing wizard, the settlement's screen, PDF and CSV, the cross-check with the payout)
// gets them from `takingsOf`, so that they cannot disagree. Amounts are integer cents, VAT included.
import { moneyInStatuses } from './refund-model';
import { takingsChannels, type ChannelTakings, type Takings, type TakingsChannel } from './types';

export { takingsChannels, type ChannelTakings, type Takings, type TakingsChannel };

/**
 * Succeeded payments (or a sum of them) of one place and payment method: `online` for the shop's, a stand's
 * otherwise. `sales` counts the orders they paid; a split order (part cash, part card) is a sale of both its
 * channels, and its card row says so in `sharedSales`, so that the total counts it once (docs/decisions.md, Settlement).
 */
export interface TakenRow {
  online: boolean;
  method: 'cash' | 'card';
  sales: number;
  amount: number;
  /** Of `sales`, the split orders also counted in the cash row: left out of the total's count. */
  sharedSales?: number;
}

/** A succeeded payment of an order: what came in, and how. */
export interface PaidPart {
  method: 'cash' | 'card';
  amount: number;
}

/**
 * An order's taken rows, one per method its succeeded payments used (an order paid one way: one row of its total).
 * `paid` absent: the order's one method and total (callers that do not read the payments, the tests' fixtures).
 */
export function takenRowsOf(order: { online: boolean; paymentMethod: 'cash' | 'card'; totalInclVat: number; paid?: PaidPart[] }): TakenRow[] {
  if (!order.paid?.length) return [{ online: order.online, method: order.paymentMethod, sales: 1, amount: order.totalInclVat }];
  const cash = order.paid.filter((part) => part.method === 'cash').reduce((sum, part) => sum + part.amount, 0);
  const card = order.paid.filter((part) => part.method === 'card').reduce((sum, part) => sum + part.amount, 0);
  const hasCash = order.paid.some((part) => part.method === 'cash');
  const hasCard = order.paid.some((part) => part.method === 'card');
  return [
    ...(hasCash ? [{ online: order.online, method: 'cash' as const, sales: 1, amount: cash }] : []),
    ...(hasCard ? [{ online: order.online, method: 'card' as const, sales: 1, amount: card, sharedSales: hasCash ? 1 : 0 }] : []),
  ];
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

type HeldOrder = {
  status: string;
  refundedAmount: number;
  channel: string;
  standId: string | null;
  paymentMethod: 'cash' | 'card';
  totalInclVat: number;
  payments: { method: 'cash' | 'card'; status: string; amount: number }[];
  refunds: { method: 'cash' | 'card'; amount: number }[];
};

/** The takings of orders as the register and the sales screens hold them (each with its payments and refunds). */
export function takingsOfOrders(orders: HeldOrder[]): Takings {
  const taken = orders.filter(isTaken);
  const online = (order: HeldOrder) => order.channel === 'shop' || order.standId === null;
  return takingsOf(
    taken.flatMap((order) => takenRowsOf({ ...order, online: online(order), paid: order.payments.filter((payment) => payment.status === 'succeeded') })),
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
    takings.total.sales -= row.sharedSales ?? 0;
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
