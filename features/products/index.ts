export {
  frenchVatRates,
  MAX_PRICE_CENTS,
  MAX_VARIANTS_PER_PRODUCT,
  productAvailabilities,
  productCategories,
  productSizes,
  variantAttributes,
  type Product,
  type ProductAvailability,
  type ProductCategory,
  type ProductSize,
  type ProductVariant,
  type VariantAttribute,
} from './types';
export { buildVariantMatrix, countVariantMatrix, type VariantDraft, type VariantMatrix } from './variant-matrix';
export { productKeys, useProduct, useProducts } from './api';
export { ProductCatalogue } from './components/product-catalogue';
export { EditProductScreen, NewProductScreen } from './components/product-screens';
export { productsMessages } from './messages';
