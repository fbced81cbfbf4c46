import { z } from 'zod';
import { parisDateTime } from '@/features/events/schemas';
import { paginationQuery } from '@/lib/http/pagination';

export const createShopSchema = z.object({ eventId: z.uuid() });
export type CreateShopInput = z.infer<typeof createShopSchema>;

/** Where and when spectators collect their orders. Absent fields are kept; null clears a time. */
export const updateShopSchema = z.object({
  /** Stands of the shop's event; replaces the list. */
  collectionStandIds: z
    .array(z.uuid())
    .max(100)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  collectionOpensAt: parisDateTime.nullable().optional(),
  collectionClosesAt: parisDateTime.nullable().optional(),
});
export type UpdateShopInput = z.infer<typeof updateShopSchema>;

/** A tour's shops, or an event's (its one shop, or none). */
export const listShopsQuery = paginationQuery
  .extend({ projectId: z.uuid().optional(), eventId: z.uuid().optional() })
  .refine((query) => query.projectId !== undefined || query.eventId !== undefined, { path: ['projectId'], error: 'projectIdOrEventId' });
export type ListShopsQuery = z.infer<typeof listShopsQuery>;

/** Whose payout account: a shop's organiser, or (no shopId) the caller's own organisation. */
export const paymentAccountQuery = z.object({ shopId: z.uuid().optional() });
export type PaymentAccountQuery = z.infer<typeof paymentAccountQuery>;
