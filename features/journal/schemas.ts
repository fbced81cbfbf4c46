import { z } from 'zod';
import { isoDay } from '@/lib/validation/dates';

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

/** `GET /v1/journal/fec?from=2026-01-01&to=2026-12-31`: Paris calendar days, both included. */
export const fecPeriodSchema = z.object({ from: isoDay(), to: isoDay() });

export type FecPeriodInput = z.infer<typeof fecPeriodSchema>;

/**
 * The longest period one file covers: a fiscal year of ordinary length (366 days in a leap year). A first fiscal
 * year may run longer (up to 24 months): it is exported in two files, which keeps the file read at once bounded.
 */
export const FEC_MAX_DAYS = 366;

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Days in the period, both ends included (0 or less: it ends before it starts). */
export function periodDays(period: FecPeriodInput): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** POST /v1/journal/archives: a closed month (`2026-10`) or year (`2026`) of the organisation. */
export const archiveRequestSchema = z.discriminatedUnion('period', [
  z.object({ period: z.literal('month'), key: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) }),
  z.object({ period: z.literal('year'), key: z.string().regex(/^\d{4}$/) }),
]);
export type ArchiveRequestInput = z.infer<typeof archiveRequestSchema>;
