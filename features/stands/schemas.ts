import { z } from 'zod';
import { paginationQuery } from '@/lib/http/pagination';
import { standStatuses } from './types';

const sellerIds = z
  .array(z.uuid())
  .max(100)
  .transform((ids) => [...new Set(ids)]);

const standFields = {
  name: z.string().trim().min(1).max(100),
  isCashCompatible: z.boolean(),
  /** The cash float in cents: a whole number, at most 100 000 €. */
  changeFund: z.number().int().min(0).max(10_000_000),
  status: z.enum(standStatuses),
  /** The sellers assigned to the stand (replaces the list): sellers of the tour. */
  sellerIds,
};

export const createStandSchema = z.object({
  eventId: z.uuid(),
  name: standFields.name,
  isCashCompatible: standFields.isCashCompatible.default(true),
  changeFund: standFields.changeFund.default(0),
  status: standFields.status.default('closed'),
  sellerIds: standFields.sellerIds.default([]),
});
export type CreateStandInput = z.infer<typeof createStandSchema>;

/** Managers may change every field; a seller only `status`, to open or close their stand. */
export const updateStandSchema = z.object(standFields).partial();
export type UpdateStandInput = z.infer<typeof updateStandSchema>;

export const listStandsQuery = paginationQuery.extend({ eventId: z.uuid() });
export type ListStandsQuery = z.infer<typeof listStandsQuery>;
