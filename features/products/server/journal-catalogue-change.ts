import { journalTourEvent } from '@/features/projects/server/journal-tour-event';
import type { Tx } from '@/lib/db';
import { basisPointsOf } from '@/lib/money/percent';

// What the register charges is configuration of the journal (docs/journal.md, `configurationChange`): a price in
// cents, a VAT rate in basis points, before and after. In the catalogue's transaction, last.

/** A product's price (its variants' default) or VAT rate changed; one record per setting that moved. */
export async function journalProductChange(tx: Tx, projectId: string, userId: string, product: { id: string; price: number; vat: number }, fields: { price?: number; vat?: number }): Promise<void> {
  if (fields.price !== undefined && fields.price !== product.price) {
    await journalTourEvent(tx, projectId, { kind: 'configurationChange', userId, subjectId: product.id, details: { setting: 'productPrice', before: product.price, after: fields.price } });
  }
  if (fields.vat !== undefined && fields.vat !== product.vat) {
    await journalTourEvent(tx, projectId, { kind: 'configurationChange', userId, subjectId: product.id, details: { setting: 'productVatRate', before: basisPointsOf(product.vat), after: basisPointsOf(fields.vat) } });
  }
}

/** A variant's own price changed (null: it takes the product's). */
export async function journalVariantPriceChange(tx: Tx, projectId: string, userId: string, variant: { id: string; productId: string; price: number | null }, price: number | null | undefined): Promise<void> {
  if (price === undefined || price === variant.price) return;
  await journalTourEvent(tx, projectId, { kind: 'configurationChange', userId, subjectId: variant.id, details: { setting: 'variantPrice', productId: variant.productId, before: variant.price, after: price } });
}
