import type { Executor } from '@/lib/db';

/*
 * What makes a product or a variant impossible to delete, or its attributes impossible to change: it was sold, or
 * stock of it is counted somewhere. Orders and stock levels have no tables yet, so nothing is in use today and
 * these answer false. The orders issue makes `…InOrders` query its order items, and the stock issue makes
 * `…HasStock` query its inventory levels (a level above zero anywhere in the tour), in the caller's transaction.
 */

/** (executor, product or variant id) → whether it is in use; the executor is the caller's transaction. */
type UsageCheck = (executor: Executor, id: string) => Promise<boolean>;

export const productIsInOrders: UsageCheck = async () => false;

export const productHasStock: UsageCheck = async () => false;

export const variantIsInOrders: UsageCheck = async () => false;

export const variantHasStock: UsageCheck = async () => false;

/** A variant that was sold or is in stock keeps its colour, size, material and style: the counts are of that item. */
export async function variantIsInUse(executor: Executor, variantId: string): Promise<boolean> {
  return (await variantIsInOrders(executor, variantId)) || (await variantHasStock(executor, variantId));
}
