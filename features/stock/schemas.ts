import { z } from 'zod';
import { paginationQuery } from '@/lib/http/pagination';
import { isoDay } from '@/lib/validation/dates';
import { inventoryChangeKinds, inventoryKinds, MAX_LINE_QUANTITY, MAX_TRANSFER_LINES, receiptTypes, transferStatuses, transferTypes } from './types';

const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** A line of a supply or a transfer (spec §3 Transfer items); productId and inventoryItemId are optional echoes. */
export const stockLineSchema = z.object({
  productId: z.uuid().optional(),
  productVariantId: z.uuid(),
  inventoryItemId: z.uuid().optional(),
  quantity,
});
export type StockLineInput = z.infer<typeof stockLineSchema>;

const lines = z.array(stockLineSchema).max(MAX_TRANSFER_LINES);

export const listInventoriesQuery = paginationQuery.extend({
  projectId: z.uuid(),
  kind: z.array(z.enum(inventoryKinds)).optional(),
  eventId: z.uuid().optional(),
});
export type ListInventoriesQuery = z.infer<typeof listInventoriesQuery>;

export const listLevelsQuery = paginationQuery.extend({
  projectId: z.uuid().optional(),
  inventoryId: z.uuid().optional(),
  productId: z.uuid().optional(),
  productVariantId: z.uuid().optional(),
});
export type ListLevelsQuery = z.infer<typeof listLevelsQuery>;

export const matrixQuery = z.object({
  /** Only the warehouse, the zones and this event's stands. */
  eventId: z.uuid().optional(),
  productId: z.uuid().optional(),
  category: z.array(z.enum(['merchandising', 'accessories', 'phonography', 'other'])).optional(),
  q: z.string().trim().max(100).optional(),
});
export type MatrixQuery = z.infer<typeof matrixQuery>;

/** A day (Paris time) as the ledger filters take it. */
const day = isoDay();

export const changesQuery = paginationQuery.extend({
  kind: z.array(z.enum(inventoryChangeKinds)).optional(),
  inventoryId: z.uuid().optional(),
  productId: z.uuid().optional(),
  productVariantId: z.uuid().optional(),
  transferId: z.uuid().optional(),
  from: day.optional(),
  to: day.optional(),
});
export type ChangesQuery = z.infer<typeof changesQuery>;
export const changesCountQuery = changesQuery.omit({ kind: true, page: true, limit: true });
export type ChangesCountQuery = z.infer<typeof changesCountQuery>;

export const warehouseSupplySchema = z.object({
  items: lines,
  /** The supplier's delivery note or order number, kept on every ledger row. */
  reference: optionalText(200),
});
export type WarehouseSupplyInput = z.infer<typeof warehouseSupplySchema>;

export const createZoneSchema = z.object({ name: z.string().trim().min(1).max(100) });
export const updateZoneSchema = z.object({ id: z.uuid(), name: z.string().trim().min(1).max(100) });
export const listZonesQuery = paginationQuery.extend({ projectId: z.uuid() });

/** Source, destination and type are checked by the service so that each missing one gets its own code. */
export const createTransferSchema = z.object({
  fromInventoryId: z.uuid().nullish(),
  toInventoryId: z.uuid().nullish(),
  type: z.enum(transferTypes).nullish(),
  eventId: z.uuid().nullish(),
  note: optionalText(1000),
  items: lines.default([]),
});
export type CreateTransferInput = z.infer<typeof createTransferSchema>;

export const listTransfersQuery = paginationQuery.extend({
  projectId: z.uuid().optional(),
  status: z.array(z.enum(transferStatuses)).optional(),
  type: z.array(z.enum(transferTypes)).optional(),
  /** Transfers from or to this inventory. */
  inventoryId: z.uuid().optional(),
  eventId: z.uuid().optional(),
  dispatchId: z.uuid().optional(),
});
export type ListTransfersQuery = z.infer<typeof listTransfersQuery>;

export const receiptsSchema = z.object({
  /** Counts per line and type; a type sent again for a line replaces its count. */
  receipts: z
    .array(z.object({ transferItemId: z.uuid(), type: z.enum(receiptTypes), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(MAX_TRANSFER_LINES * receiptTypes.length),
});
export type ReceiptsInput = z.infer<typeof receiptsSchema>;

export const completeTransferSchema = z.object({
  /** What becomes of units no receipt accounts for: received (accepted) or missing. Unset: they must be none. */
  remaining: z.enum(['success', 'missing']).optional(),
});
export type CompleteTransferInput = z.infer<typeof completeTransferSchema>;

export const projectDispatchSchema = z.object({
  projectId: z.uuid(),
  fromInventoryId: z.uuid(),
  eventId: z.uuid().nullish(),
  type: z.enum(transferTypes).default('event'),
  note: optionalText(1000),
  transfers: z.array(z.object({ toInventoryId: z.uuid(), items: lines })).max(200),
});
export type ProjectDispatchInput = z.infer<typeof projectDispatchSchema>;
