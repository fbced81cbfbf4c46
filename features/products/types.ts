// Types and constants of the catalogue that screens need without the zod schemas (spec §3 Product, §9 lists).

/** Spec §9, in this order: the order sizes are generated, sorted and shown in. */
export const productSizes = ['XXS', '2XS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', 'XXXXL', '4XL'] as const;
export type ProductSize = (typeof productSizes)[number];

export const productCategories = ['merchandising', 'accessories', 'phonography', 'other'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const productAvailabilities = ['available', 'unavailable'] as const;
export type ProductAvailability = (typeof productAvailabilities)[number];

/** Spec §9: what tells a product's variants apart. `title` is the free one ("Vinyle rouge"). */
export const variantAttributes = ['color', 'size', 'material', 'style', 'title'] as const;
export type VariantAttribute = (typeof variantAttributes)[number];

/** The French VAT rates, offered first by the editor; the API accepts any rate from 0 to 100 with 2 decimals. */
export const frenchVatRates = [20, 10, 5.5, 2.1, 0] as const;

/** A product carries at most this many variants, its default included (a matrix, or variants added one by one). */
export const MAX_VARIANTS_PER_PRODUCT = 100;
/** 100 000 € in cents: a price above is a typing error, not merch. */
export const MAX_PRICE_CENTS = 10_000_000;

/** A variant as the API returns it. */
export interface ProductVariant {
  id: string;
  productId: string;
  title: string;
  color: string | null;
  size: ProductSize | null;
  material: string | null;
  style: string | null;
  reference: string | null;
  /** Its own price in cents, VAT included; null means the product's price. */
  price: number | null;
  isDefault: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** A product as the API returns it (spec §3), with its variants ordered by position. */
export interface Product {
  id: string;
  projectId: string;
  title: string;
  category: ProductCategory;
  reference: string | null;
  isOnline: boolean;
  /** Cents, VAT included. */
  price: number;
  /** A percentage with 2 decimals (20, 5.5). */
  vat: number;
  description: string | null;
  availability: ProductAvailability;
  supplyTerms: string | null;
  /** The seller's own sales conditions. */
  salesConditions: string | null;
  imageId: string | null;
  imageUrl: string | null;
  /** True when the product has variants beyond its default. */
  hasVariants: boolean;
  variants: ProductVariant[];
  createdAt: string;
  updatedAt: string;
}
