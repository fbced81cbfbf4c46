import { z } from 'zod';
import { centsSchema as cents } from '@/lib/money/cents-schema';
import { planTypes } from '@/features/entitlements/plans';
import { paginationQuery } from '@/lib/http/pagination';
import { isoDay } from '@/lib/validation/dates';


/** PUT /v1/plan-fees/{plan}: the three amounts of the plan, all given. */
export const updatePlanFeeSchema = z.object({
  eventCreationFee: cents,
  shopOpeningFee: cents,
  /** At most 100 %. */
  cardCommissionBasisPoints: z.number().int().min(0).max(10_000),
});
export type UpdatePlanFeeInput = z.infer<typeof updatePlanFeeSchema>;

export const planParams = z.object({ plan: z.enum(planTypes) });

/** A billing period: Paris calendar dates, both included, the end not before the start, at most a year long. */
export const billingPeriodSchema = z
  .object({ periodStart: isoDay('periodStart'), periodEnd: isoDay('periodEnd') })
  .refine((period) => period.periodStart <= period.periodEnd, { path: ['periodEnd'], error: 'periodEnd' })
  .refine((period) => Date.parse(period.periodEnd) - Date.parse(period.periodStart) <= 366 * 86_400_000, { path: ['periodEnd'], error: 'periodEnd' });
export type BillingPeriodInput = z.infer<typeof billingPeriodSchema>;

export const listInvoicesQuery = paginationQuery;
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

export const listPayoutsQuery = paginationQuery;
export type ListPayoutsQuery = z.infer<typeof listPayoutsQuery>;

/** The documents' language: `?lang=en` for English, French otherwise. */
export const documentQuery = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value): 'fr' | 'en' => (value === 'en' ? 'en' : 'fr')),
});
