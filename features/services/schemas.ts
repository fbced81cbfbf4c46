import { z } from 'zod';
import { centsSchema } from '@/lib/money/cents-schema';
import { emailSchema } from '@/features/accounts/schemas';
import { countries } from '@/features/accounts/types';
import { paginationQuery } from '@/lib/http/pagination';

const contactSchema = z.object({
  name: z.string().trim().min(2).max(120),
  phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,20}$/),
  email: emailSchema,
});

const noteSchema = z.string().trim().max(2000).optional();

/** A terminal request: how many terminals each stand gets, and where and to whom they are delivered. */
export const terminalRequestSchema = z.object({
  kind: z.literal('terminal'),
  stands: z
    .array(z.object({ standId: z.uuid(), quantity: z.number().int().min(1).max(10) }))
    .min(1)
    .max(50)
    .refine((stands) => new Set(stands.map((stand) => stand.standId)).size === stands.length, { message: 'each stand once' }),
  contact: contactSchema,
  delivery: z.object({
    addressLine1: z.string().trim().min(3).max(200),
    postcode: z.string().trim().min(2).max(12),
    city: z.string().trim().min(1).max(120),
    country: z.enum(countries),
  }),
  note: noteSchema,
});

/** A stand management request: the stands the platform's team runs; the terms must have been read. */
export const standServiceRequestSchema = z.object({
  kind: z.literal('standManagement'),
  standIds: z
    .array(z.uuid())
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each stand once' }),
  contact: contactSchema,
  note: noteSchema,
  acceptTerms: z.literal(true),
});

/** POST /v1/events/{id}/service-requests. */
export const createServiceRequestSchema = z.discriminatedUnion('kind', [terminalRequestSchema, standServiceRequestSchema]);
export type CreateServiceRequestInput = z.infer<typeof createServiceRequestSchema>;

/** PUT /v1/service-requests/{id}/status (admins): the next step, with what that step needs. */
export const moveServiceRequestSchema = z.object({
  status: z.enum(['acknowledged', 'shipped', 'returned', 'confirmed', 'declined']),
  /** The stand service's price in cents excluding VAT, required to acknowledge one. */
  quoteAmount: centsSchema.optional(),
  /** The card reader each stand receives, when shipping terminals. */
  readers: z
    .array(z.object({ standId: z.uuid(), readerId: z.string().trim().min(1).max(100) }))
    .max(50)
    .optional(),
  reason: z.string().trim().max(500).optional(),
});
export type MoveServiceRequestInput = z.infer<typeof moveServiceRequestSchema>;

/** POST /v1/service-requests/{id}/accept-quote: the price (cents excluding VAT) the organiser saw and accepts. */
export const acceptServiceQuoteSchema = z.object({ expectedQuoteAmount: z.number().int().min(0) });
export type AcceptServiceQuoteInput = z.infer<typeof acceptServiceQuoteSchema>;

/** POST /v1/service-requests/{id}/cancel: the fee the organiser saw and accepts, in cents. */
export const cancelServiceRequestSchema = z.object({ expectedFee: z.number().int().min(0) });
export type CancelServiceRequestInput = z.infer<typeof cancelServiceRequestSchema>;

export const serviceRequestFiltersSchema = paginationQuery.extend({
  kind: z.enum(['terminal', 'standManagement']).optional(),
  status: z.enum(['requested', 'acknowledged', 'shipped', 'returned', 'confirmed', 'declined', 'canceled', 'open']).optional(),
  clientId: z.uuid().optional(),
});
export type ServiceRequestFilters = z.input<typeof serviceRequestFiltersSchema>;
