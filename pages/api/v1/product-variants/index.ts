import { listProductVariantsQuery, postProductVariantsSchema } from '@/features/products/schemas';
import { addProductVariants } from '@/features/products/server/add-product-variants';
import { createProductVariant } from '@/features/products/server/create-product-variant';
import { listProductVariants } from '@/features/products/server/list-product-variants';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listProductVariantsQuery, handler: ({ actor, query }) => listProductVariants(actor, query) }),
  // One variant, or with `variantMatrix` the product's missing combinations at once.
  POST: method({
    body: postProductVariantsSchema,
    status: 201,
    handler: ({ actor, body }) => ('variantMatrix' in body ? addProductVariants(actor, body) : createProductVariant(actor, body)),
  }),
});
