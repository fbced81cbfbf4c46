import { z } from 'zod';
import { updateEventSchema, venueDealSchema } from '@/features/events/schemas';
import { cashDetailSchema } from '@/features/orders/schemas';
import { centsSchema as cents } from '@/lib/money/cents-schema';

/** A run id travels inside Idempotency-Keys (`closing-{runId}-count-{standId}`, 200 characters at most). */
export const closingRunIdSchema = z.string().regex(/^[\x21-\x7e]{1,100}$/);

/** PUT /v1/events/{id}/close (docs/closing.md): the records the closing keeps per stand. */
export const closeEventSchema = z.object({
  runId: closingRunIdSchema,
  theaterFeePaidWith: z.enum(['cash', 'transfer']).nullable(),
  stands: z
    .array(
      z.object({
        standId: z.uuid(),
        /** The change fund the stand was given; the stand's own when absent (a run updates it first when found otherwise). */
        changeFundExpected: cents.optional(),
        /** Null when the wizard did not ask (a card-only stand, an agent's date). */
        changeFundFound: cents.nullable(),
        cardCounted: cents.nullable(),
        feesPaidWithCash: cents,
        cashDetailId: z.uuid().nullable(),
        countTransferId: z.uuid().nullable(),
      }),
    )
    .max(200),
});
export type CloseEventSchemaInput = z.infer<typeof closeEventSchema>;

const units = z.number().int().min(0).max(1_000_000);

/**
 * POST /v1/events/{id}/closing-runs (docs/closing.md, "The closing run"): the wizard's plan (`buildClosingPlan`),
 * under a run id the wizard makes once and sends again on every retry.
 */
export const closingRunSchema = z.object({
  runId: z.uuid(),
  commissionType: updateEventSchema.shape.commissionType.unwrap(),
  fees: updateEventSchema.pick({ theaterFeeAmount: true, theaterFeeVat: true, commissionAgentFeeAmount: true, commissionAgentFeeVat: true }).required(),
  /** theatreFee: the venue's deal (null: the single rate); absent from a plan made before deal terms existed. */
  venueDeal: venueDealSchema.nullable().optional(),
  theaterFeePaidWith: z.enum(['cash', 'transfer']).nullable(),
  stands: z
    .array(
      z.object({
        standId: z.uuid(),
        changeFundExpected: cents,
        newChangeFund: cents.nullable(),
        changeFundFound: cents.nullable(),
        cashCounts: cashDetailSchema.shape.counts.nullable(),
        cardCounted: cents.nullable(),
        feesPaidWithCash: cents,
        lines: z.array(z.object({ productVariantId: z.uuid(), counted: units, damaged: units })).max(5000),
      }),
    )
    .max(200),
  concession: z.array(z.object({ productId: z.uuid(), productVariantId: z.uuid(), sold: units, free: units, returned: units, damaged: units })).max(5000),
});
export type ClosingRunInput = z.infer<typeof closingRunSchema>;

/**
 * POST /v1/events/{id}/adjustments: a refund after the closing (docs/decisions.md, "Post-closing adjustments"). The
 * lines as a refund takes them; where the units go (the tour's warehouse, or written off as damaged); and why, which
 * the settlement prints beside who made it.
 */
export const createAdjustmentSchema = z.object({
  orderId: z.uuid(),
  items: z
    .array(z.object({ orderItemId: z.uuid(), quantity: z.number().int().min(1).max(10_000), damaged: z.boolean().default(false) }))
    .min(1)
    .max(200),
  method: z.enum(['cash', 'card']),
  destination: z.enum(['warehouse', 'writeOff']),
  reason: z.string().trim().min(3).max(500),
});
export type CreateAdjustmentInput = z.infer<typeof createAdjustmentSchema>;
