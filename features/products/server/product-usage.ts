import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { inventoryItems, orderItems } from '@/lib/db/schema';

/*
 * What makes a product or a variant impossible to delete, or its attributes impossible to change: it was sold, or
 * its stock was counted (it has a ledger). An order line keeps the product and variant it sold, canceled or not.
 */

/** (executor, product or variant id) → whether it is in use; the executor is the caller's transaction. */
type UsageCheck = (executor: Executor, id: string) => Promise<boolean>;

/**
 * Whether stock of a product (or of one variant) was ever counted: its ledger is history that a deletion would
 * erase, so such a product is made unavailable rather than deleted (PRODUCT_IN_INVENTORY). An inventory item is
 * the catalogue's entry in the stock tables, so the catalogue reads it here, as it reads its order lines, rather
 * than ask the stock domain above it.
 */
async function catalogueHasStock(executor: Executor, by: { productId: string } | { productVariantId: string }): Promise<boolean> {
  const condition = 'productId' in by ? eq(inventoryItems.productId, by.productId) : eq(inventoryItems.productVariantId, by.productVariantId);
  return (await executor.select({ id: inventoryItems.id }).from(inventoryItems).where(condition).limit(1)).length > 0;
}

export const productIsInOrders: UsageCheck = async (executor, productId) =>
  (await executor.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1)).length > 0;

export const productHasStock: UsageCheck = (executor, productId) => catalogueHasStock(executor, { productId });

export const variantIsInOrders: UsageCheck = async (executor, productVariantId) =>
  (await executor.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productVariantId, productVariantId)).limit(1)).length > 0;

export const variantHasStock: UsageCheck = (executor, productVariantId) => catalogueHasStock(executor, { productVariantId });

/** A variant that was sold or is in stock keeps its colour, size, material and style: the counts are of that item. */
export async function variantIsInUse(executor: Executor, variantId: string): Promise<boolean> {
  return (await variantIsInOrders(executor, variantId)) || (await variantHasStock(executor, variantId));
}
