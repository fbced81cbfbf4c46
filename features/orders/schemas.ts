import { z } from 'zod';
import { centsSchema as cents } from '@/lib/money/cents-schema';
import { paginationQuery } from '@/lib/http/pagination';
import { isoDay, isoInstant } from '@/lib/validation/dates';
import { frenchVatRates } from '@/features/products/types';
import { cashDenominations, MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES, orderStatuses, paymentMethods, salesChannels } from './types';


export const orderLineSchema = z.object({
  productVariantId: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY),
  /** Off the whole line, in cents (VAT included); no more than the line. */
  discount: cents.optional(),
});

/**
 * A sale's line may say why it was discounted (the closing's free items: "Invitation", "Casse"…); a line given away
 * (its discount its whole price) must say it.
 */
export const eventOrderLineSchema = orderLineSchema.extend({ discountReason: z.string().trim().min(1).max(200).optional() });

/** What a custom line sells (Article libre): a label, a price in cents VAT included, one of the catalogue's VAT rates. */
export const customArticleSchema = z.object({
  label: z.string().trim().min(1).max(80),
  unitPrice: cents.min(1),
  vatRate: z.union(frenchVatRates.map((rate) => z.literal(rate))),
});
export type CustomArticleInput = z.infer<typeof customArticleSchema>;

/**
 * A custom-amount line at the register, for the odd case outside the catalogue: no product, variant nor stock; its
 * VAT and totals as any line (docs/decisions.md, "Custom-amount line").
 */
export const customOrderLineSchema = eventOrderLineSchema.omit({ productVariantId: true }).extend({ custom: customArticleSchema });
export type CustomOrderLineInput = z.infer<typeof customOrderLineSchema>;

/** A sale's line: a catalogue variant, or a custom line. */
export const saleLineSchema = z.union([eventOrderLineSchema, customOrderLineSchema]);
export type SaleLineInput = z.infer<typeof saleLineSchema>;
export const isCustomLine = (line: SaleLineInput): line is CustomOrderLineInput => 'custom' in line;

/** The whole sale paid one way: cash with what the customer handed over, or the card at the terminal. */
export const salePaymentSchema = z.discriminatedUnion('method', [z.object({ method: z.literal('cash'), amountTendered: cents }), z.object({ method: z.literal('card') })]);

/**
 * A part of a split payment: its amount (more than 0), and for cash what the customer handed over for it (the part
 * itself when left out: no change). The parts add up to the sale's total, each method once (the server checks the sum).
 */
export const paymentPartSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('cash'), amount: cents.min(1), amountTendered: cents.optional() }),
  z.object({ method: z.literal('card'), amount: cents.min(1) }),
]);
export type PaymentPartInput = z.infer<typeof paymentPartSchema>;

/** What a tablet adds to a sale it made offline (docs/api.md, "Offline sales"). */
export const offlineSaleSchema = z.object({
  deviceId: z.uuid(),
  sequence: z.number().int().min(1).max(2_000_000_000),
  soldAt: isoInstant(),
});
export type OfflineSaleInput = z.infer<typeof offlineSaleSchema>;

/** A basket as the register sends it: its lines, the basket's discount, and its payment. */
const saleBasketFields = {
  items: z.array(saleLineSchema).min(1).max(MAX_ORDER_LINES),
  /** Off the whole basket, after the lines' own discounts: spread over the lines (docs/decisions.md, "Discounts"). */
  basketDiscount: z.union([z.object({ percent: z.number().gt(0).max(100).multipleOf(0.01) }), z.object({ amount: cents.min(1) })]).optional(),
  /** Why the basket was discounted: required when it gives the basket away (100 %). */
  basketDiscountReason: z.string().trim().min(1).max(200).optional(),
  payment: salePaymentSchema.optional(),
  payments: z.array(paymentPartSchema).min(1).max(2).optional(),
};

/** Paid by `payment` (one method) or by `payments` (split: part cash, part card), never both; each method once. */
function paidOneWay(input: { payment?: unknown; payments?: { method: string }[] }, context: z.RefinementCtx): void {
  if ((input.payment === undefined) === (input.payments === undefined)) context.addIssue({ code: 'custom', path: ['payment'], message: 'One of payment or payments' });
  if (input.payments && new Set(input.payments.map((part) => part.method)).size !== input.payments.length) context.addIssue({ code: 'custom', path: ['payments'], message: 'Each method once' });
}

/**
 * POST /v1/orders-event: a sale at a stand (docs/api.md, Orders), paid by `payment` (one method) or by `payments`
 * (split: part cash, part card; docs/decisions.md, "Split payment"), never both.
 */
export const createEventOrderSchema = z
  .object({
    eventId: z.uuid(),
    standId: z.uuid(),
    ...saleBasketFields,
    customerEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
    /** A sale made offline and sent when the network came back (issue #26): the tablet, its sequence and when it was made. */
    offline: offlineSaleSchema.optional(),
  })
  .superRefine(paidOneWay);
export type CreateEventOrderInput = z.infer<typeof createEventOrderSchema>;

/** POST /v1/stands/{id}/training-sales: a training sale (docs/journal.md, "Training mode"), the register's basket as is. */
export const trainingSaleSchema = z.object(saleBasketFields).superRefine(paidOneWay);
export type TrainingSaleInput = z.infer<typeof trainingSaleSchema>;

/** POST /v1/orders/{id}/payments: what is left to pay of a split sale whose card part was declined, by card again or in cash. */
export const payBalanceSchema = salePaymentSchema;
export type PayBalanceInput = z.infer<typeof payBalanceSchema>;

export const listOrdersQuery = paginationQuery.extend({
  projectId: z.uuid().optional(),
  eventId: z.uuid().optional(),
  standId: z.uuid().optional(),
  sellerUserId: z.uuid().optional(),
  status: z.array(z.enum(orderStatuses)).max(orderStatuses.length).optional(),
  channel: z.enum(salesChannels).optional(),
  paymentMethod: z.enum(paymentMethods).optional(),
  /** Paris days, inclusive. */
  from: isoDay().optional(),
  to: isoDay().optional(),
  /** A ticket number, a customer e-mail or a product name. */
  q: z.string().trim().max(100).optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;
export const countOrdersQuery = listOrdersQuery.omit({ page: true, limit: true });
export type CountOrdersQuery = z.infer<typeof countOrdersQuery>;

export const updateOrderSchema = z.object({ status: z.enum(orderStatuses) });
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

/** POST /v1/orders/{id}/refunds: per line and quantity; damaged units are written off, not put back on the shelf. */
export const createRefundSchema = z.object({
  items: z
    .array(z.object({ orderItemId: z.uuid(), quantity: z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY), damaged: z.boolean().default(false) }))
    .min(1)
    .max(MAX_ORDER_LINES),
  method: z.enum(paymentMethods),
  reason: z.string().trim().max(500).optional(),
});
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

/** POST /v1/orders/cancel-pending: orders left unpaid for longer than this many minutes (default 15). */
export const cancelPendingSchema = z.object({ olderThanMinutes: z.number().int().min(1).max(7 * 24 * 60).default(15), eventId: z.uuid().optional() });
export type CancelPendingInput = z.infer<typeof cancelPendingSchema>;

const denomination = z.enum(cashDenominations.map(String) as [string, ...string[]]);

/** POST /v1/stands/{id}/cash-detail: how many of each euro note and coin are in the drawer, all fifteen (0 for none). */
export const cashDetailSchema = z.object({ counts: z.record(denomination, z.number().int().min(0).max(100_000)) });
export type CashDetailInput = z.infer<typeof cashDetailSchema>;

/** POST /v1/stands/{id}/devices: a tablet registers itself on the stand while online, with the id it made. */
export const registerDeviceSchema = z.object({ deviceId: z.uuid(), label: z.string().trim().min(1).max(60).optional() });
export type RegisterDeviceInput = z.infer<typeof registerDeviceSchema>;

/** POST /v1/stands/{id}/devices/{deviceId}/status: what the tablet's outbox holds. */
export const deviceStatusSchema = z.object({ pending: z.number().int().min(0).max(1_000_000), oldestPendingAt: isoInstant().optional() });
export type DeviceStatusInput = z.infer<typeof deviceStatusSchema>;

/** A movement's reason: said at the till, kept on the Z and the settlement. */
export const CASH_MOVEMENT_REASON_MAX = 200;

/** POST /v1/stands/{id}/cash-movements: cash put in or taken out of the drawer, with its reason (issue #26). */
export const cashMovementSchema = z
  .object({
    direction: z.enum(['in', 'out']),
    amount: cents.min(1),
    reason: z.string().trim().min(1).max(CASH_MOVEMENT_REASON_MAX),
    /** The registered tablet that recorded it (DEVICE_NOT_REGISTERED otherwise). */
    deviceId: z.uuid().nullish(),
    /** When the cash crossed the drawer, for a movement the tablet queued offline; only with its `deviceId`. */
    occurredAt: isoInstant().optional(),
  })
  .refine((input) => !input.occurredAt || input.deviceId, { path: ['occurredAt'], message: 'A movement made offline names its tablet' });
export type CashMovementInput = z.infer<typeof cashMovementSchema>;
