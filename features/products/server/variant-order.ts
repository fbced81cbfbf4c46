import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { products, productVariants } from '@/lib/db/schema';
import type { VariantRow } from './product-view';

/** Stores the order given as positions 0…n-1, touching only the variants that moved. */
export async function saveVariantOrder(tx: Tx, ordered: VariantRow[]): Promise<void> {
  for (const [position, variant] of ordered.entries()) {
    if (variant.position !== position) await tx.update(productVariants).set({ position }).where(eq(productVariants.id, variant.id));
  }
}

/** hasVariants: true when the product has variants beyond its default. Any variant change also dates the product. */
export async function markVariantsChanged(tx: Tx, productId: string, variantCount: number): Promise<void> {
  await tx
    .update(products)
    .set({ hasVariants: variantCount > 1, updatedAt: new Date() })
    .where(eq(products.id, productId));
}

/** `list` with `item` moved (or added) at `index`, clamped to the list. */
export function placedAt<T>(list: T[], item: T, index: number): T[] {
  const placed = [...list];
  placed.splice(Math.min(Math.max(index, 0), list.length), 0, item);
  return placed;
}
