import { z } from 'zod';
import { centsSchema as cents } from '@/lib/money/cents-schema';
import { paginationQuery } from '@/lib/http/pagination';
import { isoDay } from '@/lib/validation/dates';
import { cashDenominations, MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES, orderStatuses, paymentMethods, salesChannels } from './types';


export const orderLineSchema = z.object({
  productVariantId: z.uuid(),
  quantity: z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY),
  /** Off the whole line, in cents (VAT included); no more than the line. */
  discount: cents.optional(),
});

/** A sale's line may say why it was discounted (the closing's free items: "Invitation", "Casse"…). */
export const eventOrderLineSchema = orderLineSchema.extend({ discountReason: z.string().trim().min(1).max(200).optional() });

/** POST /v1/orders-event: a sale at a stand (docs/api.md, Orders). */
export const createEventOrderSchema = z.object({
  eventId: z.uuid(),
  standId: z.uuid(),
  items: z.array(eventOrderLineSchema).min(1).max(MAX_ORDER_LINES),
  payment: z.discriminatedUnion('method', [z.object({ method: z.literal('cash'), amountTendered: cents }), z.object({ method: z.literal('card') })]),
  customerEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
});
export type CreateEventOrderInput = z.infer<typeof createEventOrderSchema>;

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
