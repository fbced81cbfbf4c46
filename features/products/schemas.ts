import { z } from 'zod';
import { paginationQuery } from '@/lib/http/pagination';
import { basisPointsOf } from '@/lib/money/percent';
import { MAX_PRICE_CENTS, MAX_VARIANTS_PER_PRODUCT, productAvailabilities, productCategories, productSizes } from './types';
import { countVariantMatrix } from './variant-matrix';

/** A text field the editor may leave empty: trimmed, and empty means null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/** Cents, VAT included. */
const price = z.number().int().min(0).max(MAX_PRICE_CENTS);
/** A percentage with at most 2 decimals (the column is numeric(5,2)): 20, 5.5, 2.1. */
const vat = z
  .number()
  .min(0)
  .max(100)
  // Exactly the basis points lib/money will compute with: 5.5 is 550, 5.555 is refused rather than rounded.
  .refine((rate) => Math.abs(rate * 100 - basisPointsOf(rate)) < 1e-6, { error: 'twoDecimals' });

/** A colour, material or style: free text ("Noir", "Coton bio", "Col V"). */
const attributeValue = z.string().trim().min(1).max(50);

/** The editor's variant generator: every combination of these becomes a variant (`variant-matrix.ts`). */
export const variantMatrixSchema = z
  .object({
    sizes: z.array(z.enum(productSizes)).max(50),
    colors: z.array(attributeValue).max(50),
    materials: z.array(attributeValue).max(50),
    styles: z.array(attributeValue).max(50),
  })
  .partial()
  .refine((matrix) => countVariantMatrix(matrix) <= MAX_VARIANTS_PER_PRODUCT, { error: 'tooManyVariants' });
export type VariantMatrixInput = z.infer<typeof variantMatrixSchema>;

/** Every field of a product, as a PATCH may send it. */
const productFields = z.object({
  title: z.string().trim().min(1).max(200),
  category: z.enum(productCategories),
  reference: optionalText(100),
  isOnline: z.boolean(),
  price,
  vat,
  description: optionalText(5000),
  availability: z.enum(productAvailabilities),
  supplyTerms: optionalText(5000),
  salesConditions: optionalText(5000),
  /** An image uploaded with POST /v1/images by an organisation of the tour's team. */
  imageId: z.uuid().nullable(),
});

/** The product editor's form. */
export const productSchema = productFields.partial({ reference: true, description: true, supplyTerms: true, salesConditions: true, imageId: true }).extend({
  isOnline: productFields.shape.isOnline.default(false),
  availability: productFields.shape.availability.default('available'),
});
export type ProductInput = z.infer<typeof productSchema>;

export const createProductSchema = productSchema.extend({
  projectId: z.uuid(),
  variantMatrix: variantMatrixSchema.optional(),
});
export type CreateProductInput = z.infer<typeof createProductSchema>;

/** Only the fields sent change. `variantMatrix` generates the variants of a product that has only its default. */
export const updateProductSchema = productFields.extend({ variantMatrix: variantMatrixSchema }).partial();
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

export const listProductsQuery = paginationQuery.extend({
  projectId: z.uuid(),
  category: z.array(z.enum(productCategories)).optional(),
  isOnline: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  availability: z.enum(productAvailabilities).optional(),
  /** Searches the title and the reference. */
  q: z.string().trim().max(100).optional(),
});
export type ListProductsQuery = z.infer<typeof listProductsQuery>;

const variantFields = z.object({
  color: optionalText(50),
  size: z.enum(productSizes).nullable(),
  material: optionalText(50),
  style: optionalText(50),
  /** Empty: made from the attributes ("Noir / M"). */
  title: optionalText(200),
  reference: optionalText(100),
  /** Its own price; null: the product's. */
  price: price.nullable(),
  /** Where it goes among the product's variants (0 first); empty: where its size and colour put it. */
  position: z.number().int().min(0).max(MAX_VARIANTS_PER_PRODUCT),
});

const hasAttributeOrTitle = (variant: Partial<z.infer<typeof variantFields>>) =>
  Boolean(variant.color || variant.size || variant.material || variant.style || variant.title);

/** The variant form: at least one attribute (color, size, material, style) or a title. */
export const productVariantSchema = variantFields.partial().refine(hasAttributeOrTitle, { path: ['title'], error: 'attributeOrTitleRequired' });
export type ProductVariantInput = z.infer<typeof productVariantSchema>;

export const createProductVariantSchema = variantFields
  .partial()
  .extend({ productId: z.uuid() })
  .refine(hasAttributeOrTitle, { path: ['title'], error: 'attributeOrTitleRequired' });
export type CreateProductVariantInput = z.infer<typeof createProductVariantSchema>;

/**
 * Several variants at once: the product's missing combinations of a matrix (colours × sizes × materials × styles),
 * the same generator as at creation. It needs at least one value, else there is nothing to combine.
 */
export const addProductVariantsSchema = z.strictObject({
  productId: z.uuid(),
  variantMatrix: variantMatrixSchema.refine((matrix) => Object.values(matrix).some((values) => values?.length), { error: 'emptyMatrix' }),
});
export type AddProductVariantsInput = z.infer<typeof addProductVariantsSchema>;

/**
 * POST /v1/product-variants takes one variant, or a matrix of them when the body has `variantMatrix`: the key
 * decides which schema applies, so a refusal names the fields of the form that was meant (a zod union would not).
 */
export const postProductVariantsSchema = z.unknown().transform((body, context) => {
  const schema = body && typeof body === 'object' && 'variantMatrix' in body ? addProductVariantsSchema : createProductVariantSchema;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** Only the fields sent change. `isDefault: true` makes this variant the product's default instead of the current one. */
export const updateProductVariantSchema = variantFields.extend({ isDefault: z.boolean() }).partial();
export type UpdateProductVariantInput = z.infer<typeof updateProductVariantSchema>;

export const listProductVariantsQuery = paginationQuery.extend({ productId: z.uuid() });
export type ListProductVariantsQuery = z.infer<typeof listProductVariantsQuery>;
