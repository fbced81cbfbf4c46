import { z } from 'zod';
import { parisDateTime } from '@/features/events/schemas';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/features/orders/types';
import { paginationQuery } from '@/lib/http/pagination';
import { MAX_CONDITIONS_OF_SALE_LENGTH, plainConditionsOfSale } from './conditions-of-sale';
import { MAX_SHOP_ORDER_LIMIT } from './types';

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
  /** What one order may hold; per line at most per order (checked with the shop's current values). */
  orderLimits: z
    .object({ perLine: z.number().int().min(1).max(MAX_SHOP_ORDER_LIMIT), perOrder: z.number().int().min(1).max(MAX_SHOP_ORDER_LIMIT) })
    .refine((limits) => limits.perLine <= limits.perOrder, { path: ['perLine'], error: 'perLineAbovePerOrder' })
    .optional(),
  /** The organiser's conditions of sale, plain text; blank or null: the platform's default text. */
  conditionsOfSale: z.string().max(MAX_CONDITIONS_OF_SALE_LENGTH).nullable().transform(plainConditionsOfSale).optional(),
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

/** GET /v1/shop-pages/{slug}: any string reads (an unknown one is SHOP_NOT_FOUND), bounded. */
export const shopPageParams = z.object({ slug: z.string().min(1).max(64) });

/** POST /v1/shops/{id}/orders: a spectator's order, without an account (docs/api.md, Shops). */
export const createShopOrderSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  /** The sale conditions, accepted on the checkout screen. */
  acceptTerms: z.literal(true),
  /** The language of the checkout: the confirmation e-mail's. */
  locale: z.enum(['fr', 'en']).default('fr'),
  items: z
    .array(z.object({ productVariantId: z.uuid(), quantity: z.number().int().min(1).max(MAX_ORDER_LINE_QUANTITY) }))
    .min(1)
    .max(MAX_ORDER_LINES),
});
export type CreateShopOrderInput = z.infer<typeof createShopOrderSchema>;

/** POST /v1/shop-payments/{id}/sandbox-outcome: the sandbox's confirm page; the order's token is the credential. */
export const shopSandboxOutcomeSchema = z.object({ token: z.string().min(1).max(200), outcome: z.enum(['approve', 'decline']) });
export type ShopSandboxOutcomeInput = z.infer<typeof shopSandboxOutcomeSchema>;
export type ShopSandboxOutcome = ShopSandboxOutcomeInput['outcome'];

/**
 * GET /v1/shop-orders/{id}?token=: read leniently on purpose, as a receipt's: a missing, empty or malformed token is
 * the same 404 as a wrong one, never a VALIDATION_ERRORS that would tell the two apart.
 */
export const shopOrderQuerySchema = z.object({
  token: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value : '')),
});

/** POST /v1/shop-orders/{id}/abandon: the token in the body, as leniently read as the GET's (one 404 for any wrong one). */
export const abandonShopOrderSchema = shopOrderQuerySchema;

/** GET /v1/stands/{id}/collections: the shop orders to hand over there (or those handed over), by number or name. */
export const listCollectionsQuery = paginationQuery.extend({
  state: z.enum(['toCollect', 'handedOver']).default('toCollect'),
  q: z.string().trim().max(100).optional(),
});
export type ListCollectionsQuery = z.infer<typeof listCollectionsQuery>;

/** The spectator's QR code scanned: the secret it carries (features/shops/collection-code.ts). */
export const scanProofSchema = z.object({ method: z.literal('scan'), secret: z.string().min(1).max(100) });

/**
 * No QR code (a lost phone): the seller types the order's number, and the name and e-mail address the buyer gives,
 * which must be the order's. The e-mail is never shown at the stand, so it proves what the name alone cannot.
 */
export const manualProofSchema = z.object({
  method: z.literal('manual'),
  number: z.coerce.number().int().min(1).max(999_999_999),
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});
export type ManualProof = z.infer<typeof manualProofSchema>;

/**
 * PUT /v1/stands/{id}/collections/{orderId}: the bag is made up (prepared), or handed over (exchanged) on the buyer's
 * proof. A handover without one (the bare order id) is refused.
 */
export const changeCollectionSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('prepared') }),
  z.object({ status: z.literal('exchanged'), proof: z.discriminatedUnion('method', [scanProofSchema, manualProofSchema]) }),
]);
export type ChangeCollectionInput = z.infer<typeof changeCollectionSchema>;
export type HandoverProof = Extract<ChangeCollectionInput, { status: 'exchanged' }>['proof'];

/** POST /v1/stands/{id}/collections/scan: the text a QR code gave the register's camera. */
export const scanCollectionSchema = z.object({ code: z.string().trim().min(1).max(200) });
export type ScanCollectionInput = z.infer<typeof scanCollectionSchema>;
