import { z } from 'zod';
import { countries } from '@/features/accounts/types';
import { paginationQuery } from '@/lib/http/pagination';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { isoDay, yearInRange } from '@/lib/validation/dates';
import { productCategories } from '@/features/products/types';
import { centsSchema } from '@/lib/money/cents-schema';
import { commissionTypes, eventStatuses, venueDealBases } from './types';

/** Empty or blank text is "none" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/** Spec §5 date-time format, read as Paris time: "2026-07-14T20:30". */
export const parisDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'dateTimeFormat' })
  .refine(yearInRange, { error: 'dateTimeFormat' })
  .refine((value) => fromParisLocal(value) !== null, { error: 'dateTimeNotInParis' });

/** Fees and VAT rates are percentages with 2 decimals (docs/decisions.md). */
const percentage = z.number().min(0).max(100).multipleOf(0.01);

/**
 * The venue's deal as it writes it (theatreFee only): a rate per product category (a category left out takes
 * theaterFeeAmount; an unknown one is refused), on the takings excluding VAT unless said otherwise, and a fixed fee in
 * cents. Bad input answers VALIDATION_ERRORS with the path, e.g. `venueDeal.categoryRates.phonography`.
 */
export const venueDealSchema = z.strictObject({
  categoryRates: z.strictObject(Object.fromEntries(productCategories.map((category) => [category, percentage.optional()])) as Record<(typeof productCategories)[number], z.ZodOptional<typeof percentage>>),
  basis: z.enum(venueDealBases).default('exclVat'),
  fixedFee: centsSchema.default(0),
});
export type VenueDealInput = z.infer<typeof venueDealSchema>;

const eventDetails = {
  name: z.string().trim().min(2).max(200),
  venueName: optionalText(200),
  addressLine1: optionalText(200),
  postcode: z
    .string()
    .trim()
    .regex(/^([0-9A-Za-z -]{3,10})?$/)
    .transform((value) => value || null)
    .nullable(),
  city: optionalText(100),
  country: z.enum(countries),
};

/** Step 1 of the funnel: the details. Dates, stands and fees come with PATCH and POST /v1/stands. */
export const createEventSchema = z.object({
  projectId: z.uuid(),
  name: eventDetails.name,
  venueName: eventDetails.venueName.optional(),
  addressLine1: eventDetails.addressLine1.optional(),
  postcode: eventDetails.postcode.optional(),
  city: eventDetails.city.optional(),
  country: eventDetails.country.default('FR'),
});
export type CreateEventInput = z.infer<typeof createEventSchema>;

const roomSchema = z.object({
  name: z.string().trim().min(1).max(100),
  capacity: z.number().int().min(1).max(1_000_000).nullish(),
});

const performanceSchema = z.object({
  /** The name of one of the event's rooms (after this PATCH), or none. */
  room: z.string().trim().min(1).max(100).nullish(),
  startsAt: parisDateTime,
});

/** Reports a repeated value as an issue on the later item's field. */
function unique<T>(key: (item: T) => string, field: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: 'custom', path: [index, field], message: 'duplicate' });
      seen.add(value);
    });
  };
}

/**
 * Steps 2 to 4 of the funnel, and every later edit. `rooms` and `performances` replace the whole lists; a room keeps
 * its id when its name stays. `status` may only repeat the current one: it changes through start, cancel and the
 * closing.
 */
export const updateEventSchema = z
  .object({
    ...eventDetails,
    rooms: z
      .array(roomSchema)
      .max(50)
      .superRefine(unique((room) => room.name.toLocaleLowerCase('fr'), 'name')),
    performances: z
      .array(performanceSchema)
      .max(500)
      .superRefine(unique((performance) => `${performance.room?.toLocaleLowerCase('fr') ?? ''}|${performance.startsAt}`, 'startsAt')),
    commissionType: z.enum(commissionTypes),
    theaterFeeAmount: percentage.nullable(),
    theaterFeeVat: percentage.nullable(),
    commissionAgentFeeAmount: percentage.nullable(),
    commissionAgentFeeVat: percentage.nullable(),
    venueDeal: venueDealSchema.nullable(),
    status: z.enum(eventStatuses),
  })
  .partial();
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

/**
 * PUT /v1/events/{id}/attendance: how many came to each performance, entered after the show (a closed date too: it
 * moves no money). Null clears a figure; a performance left out keeps its own.
 */
export const eventAttendanceSchema = z.object({
  performances: z
    .array(z.object({ performanceId: z.uuid(), attendance: z.number().int().min(0).max(1_000_000).nullable() }))
    .min(1)
    .max(500)
    .superRefine(unique((entry) => entry.performanceId, 'performanceId')),
});
export type EventAttendanceInput = z.infer<typeof eventAttendanceSchema>;

export const duplicateEventSchema = z.object({
  name: z.string().trim().min(2).max(200).optional(),
  /** Also copy the stands' stock. Accepted now; the stock issue does the copying (there is no stock yet). */
  withStock: z.boolean().default(false),
});
export type DuplicateEventInput = z.infer<typeof duplicateEventSchema>;

export const listEventsQuery = paginationQuery
  .extend({
    projectId: z.uuid().optional(),
    status: z.array(z.enum(eventStatuses)).optional(),
    /** Paris dates, inclusive: events with a performance on one of those days. */
    from: isoDay().optional(),
    to: isoDay().optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], error: 'toBeforeFrom' });
export type ListEventsQuery = z.infer<typeof listEventsQuery>;
