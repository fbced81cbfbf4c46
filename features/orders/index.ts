// The orders domain's public surface for screens: its React Query hooks, its types and the totals both sides share.
export {
  isUnanswered,
  orderKeys,
  useCancelNoShowOrder,
  useCancelOrder,
  useCashDetail,
  useCreateEventOrder,
  useOrder,
  useOrders,
  useRecordCashDetail,
  useRefundOrder,
  useSandboxOutcome,
  type CashDetailView,
} from './api';
export { changeDue, orderTotals, refundShare, type OrderTotals, type PricedLine } from './totals';
export { isRefundable, moneyInStatuses, refundableUnits, refundAmount, refundBody, refundMethods, type RefundDraft } from './refund-model';
export { cashDenominations, paidGroup, type OrderItemView, type OrderStatus, type OrderView, type PaymentMethod, type PaymentView } from './types';
// The takings of an event, for its page while it runs, and the namespace its texts live in.
export { EventTakingsCard } from './components/event-takings';
export { TakingsTable } from './components/takings-table';
export { isTaken, takingsChannels, takingsOf, takingsOfOrders, type ChannelTakings, type Takings, type TakingsChannel } from './takings';
export { SalesPanel } from './components/sales-panel';
export { RefundLines } from './components/refund-lines';
export { useRefundDraft } from './components/use-refund-draft';
export { ordersMessages } from './messages';
