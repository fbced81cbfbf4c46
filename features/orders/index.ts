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
  usePayBalance,
  useRecordCashDetail,
  useRefundOrder,
  useSandboxOutcome,
  type CashDetailView,
} from './api';
export { changeDue, orderTotals, refundShare, type OrderTotals, type PricedLine } from './totals';
export { balanceDue, paidByMethod, paidWith } from './payment-parts';
export { compReasons, discountCents, isFreeLine, withBasketDiscount, type CompReason, type DiscountInput } from './discounts';
export { isRefundable, moneyInStatuses, refundableUnits, refundAmount, refundBody, refundMethods, type RefundDraft } from './refund-model';
export { cashDenominations, MAX_ORDER_LINE_QUANTITY, paidGroup, type OrderItemView, type OrderStatus, type OrderView, type PaymentMethod, type PaymentView } from './types';
// The takings of an event, for its page while it runs, and the namespace its texts live in.
export { EventTakingsCard } from './components/event-takings';
export { TakingsTable } from './components/takings-table';
// The date's register tablets, per stand: last sync and what each still holds (issue #26).
export { EventTabletsCard } from './components/event-tablets';
export { isTaken, takingsChannels, takingsOf, takingsOfOrders, type ChannelTakings, type Takings, type TakingsChannel } from './takings';
export { LazySalesPanel } from './components/lazy-sales-panel';
// A stand's end-of-shift report (its Z), for the register.
export { shiftReportKey, useSendShiftReport, useShiftReport } from './shift-report-api';
export { isCompLine, shiftReportEmailSchema, type ShiftReport, type ShiftReportEmailInput } from './shift-report';
export { RefundLines } from './components/refund-lines';
export { useRefundDraft } from './components/use-refund-draft';
export { ordersMessages } from './messages';
// The register's Article libre: what a custom line must say, checked before it joins the basket.
export { customArticleSchema, type CustomArticleInput } from './schemas';
export { drawerDifference, expectedCash, movementTotals, type CashMovementDirection, type CashMovementView, type DrawerFlows, type DrawerMovement } from './drawer';
export { cashMovementsKey, useCashMovements, useRecordCashMovement } from './cash-movements-api';
export { CASH_MOVEMENT_REASON_MAX, cashMovementSchema, type CashMovementInput } from './schemas';
