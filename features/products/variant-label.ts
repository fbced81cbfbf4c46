/** A variant as the sale, the count and the settlement read it: its title and what it is made of. */
export interface LabelledVariant {
  isDefault: boolean;
  variantTitle: string | null;
  color: string | null;
  size: string | null;
  material: string | null;
  style: string | null;
}

/**
 * What tells a variant apart from its product on a receipt, a count, a settlement or its CSV: its title ("Noir / S"),
 * except for the default variant of a product without options, whose title only repeats the product's. A default
 * variant WITH options is a size like any other: counting it as the bare product counted the wrong size (issue #24).
 */
export function variantLabelOf(variant: LabelledVariant): string | null {
  const hasOptions = [variant.color, variant.size, variant.material, variant.style].some((option) => option !== null);
  if (variant.isDefault && !hasOptions) return null;
  return variant.variantTitle || null;
}
