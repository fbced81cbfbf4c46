import { createProductVariantSchema, listProductVariantsQuery } from '@/features/products/schemas';
import { createProductVariant } from '@/features/products/server/create-product-variant';
import { listProductVariants } from '@/features/products/server/list-product-variants';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ query: listProductVariantsQuery, handler: ({ actor, query }) => listProductVariants(actor, query) }),
  POST: method({ body: createProductVariantSchema, status: 201, handler: ({ actor, body }) => createProductVariant(actor, body) }),
});
