import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * POST /v1/journal/closings: today's business day for the organisation, or a month (`2026-10`) or a year (`2026`)
 * that has ended. The key must match its period.
 */
export const organisationClosingSchema = z.discriminatedUnion('period', [
  z.object({ period: z.literal('day'), key: z.undefined().optional() }),
  z.object({ period: z.literal('month'), key: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
  z.object({ period: z.literal('year'), key: z.string().regex(/^\d{4}$/) }),
]);
export type OrganisationClosingInput = z.infer<typeof organisationClosingSchema>;

/** GET /v1/journal/closings(.csv): filters; `from`/`to` are business days and keep the periods that start in them. */
export const closingListQuery = z.object({
  period: z.enum(['day', 'month', 'year']).optional(),
  scope: z.enum(['organisation', 'stands']).optional(),
  standId: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
});
export type ClosingListQuery = z.infer<typeof closingListQuery>;
