import { productVariants } from '@/lib/db/schema';

/** What `variantLabelOf` reads, for a select that joins product_variants: the sale, the closing and the settlement. */
export const variantLabelColumns = {
  variantTitle: productVariants.title,
  isDefault: productVariants.isDefault,
  color: productVariants.color,
  size: productVariants.size,
  material: productVariants.material,
  style: productVariants.style,
};
