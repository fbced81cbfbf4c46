import { z } from 'zod';
import { refundBody, refundMethods, type OrderView } from '@/features/orders';
import { isApiError } from '@/lib/api-client';
import { createAdjustmentSchema, type CreateAdjustmentInput } from './schemas';

/**
 * The post-closing refund form: the server's own rules for the method, the destination and the reason (picked from
 * `createAdjustmentSchema`, never re-declared), and the lines as the refund screens draft them (units per order item,
 * 0 for none), at least one of which must give something back.
 */
export const adjustmentFormSchema = createAdjustmentSchema.pick({ method: true, destination: true, reason: true }).extend({
  lines: z
    .record(z.string(), z.object({ quantity: z.number().int().min(0), damaged: z.boolean() }))
    .refine((lines) => Object.values(lines).some((line) => line.quantity > 0), { message: 'noItems' }),
});
export type AdjustmentFormValues = z.infer<typeof adjustmentFormSchema>;

/** A new form for `order`: nothing chosen, its own method if it may be given back that way, the tour's warehouse. */
export function blankAdjustment(order: OrderView): AdjustmentFormValues {
  const methods = adjustmentMethods(order);
  return { lines: {}, method: methods.includes(order.paymentMethod) ? order.paymentMethod : methods[0]!, destination: 'warehouse', reason: '' };
}

/**
 * After the closing the money comes from the organiser, not from a stand's drawer: cash is always possible for a
 * stand's sale, the card only for one paid by card, and a shop order goes back to its card only (the server refuses
 * cash on `method`).
 */
export function adjustmentMethods(order: OrderView) {
  return refundMethods(order, true);
}

export function adjustmentBodyOf(order: OrderView, values: AdjustmentFormValues): CreateAdjustmentInput {
  const { items, method } = refundBody(order, values.lines, values.method, values.reason);
  return { orderId: order.id, items, method, destination: values.destination, reason: values.reason.trim() };
}

export type AdjustmentField = 'lines' | 'method' | 'destination' | 'reason';

/**
 * Where a refusal belongs on the form: the order items its `items.N.…` fields name (the lines sent, in order), and
 * the form's own fields. What it names of neither is left to the toast.
 */
export function refusedFieldsOf(error: unknown, body: CreateAdjustmentInput): { lines: string[]; fields: AdjustmentField[] } {
  if (!isApiError(error)) return { lines: [], fields: [] };
  const lines = new Set<string>();
  const fields = new Set<AdjustmentField>();
  for (const field of error.fields) {
    const index = /^items\.(\d+)\./.exec(field)?.[1];
    const item = index === undefined ? undefined : body.items[Number(index)];
    if (item) lines.add(item.orderItemId);
    else if (field === 'items') fields.add('lines');
    else if (field === 'method' || field === 'destination' || field === 'reason') fields.add(field);
  }
  return { lines: [...lines], fields: [...fields] };
}
